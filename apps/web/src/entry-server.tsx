import routePreloads from 'virtual:route-preloads';
import {
  createRequestHandler,
  RouterServer,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import type { TRPCLink } from '@trpc/client';
import { insertIntoHead, siteStructuredDataTag } from './lib/site-structured-data';
import type { AppRouter } from './lib/trpc';
import { createAppRouter } from './router';

export interface RenderOptions {
  request: Request;
  /** In-process tRPC link: page data comes straight from the procedures, no HTTP hop. */
  trpcLink: TRPCLink<AppRouter>;
  /** Script and stylesheet tags for the document, from the Vite build (or the dev server). */
  manifest: ServerManifest;
  /** The request's Content-Security-Policy nonce: every inline script of the page carries it. */
  nonce?: string;
}

const withPreloads = new WeakMap<ServerManifest, ServerManifest>();

/**
 * The manifest with each page route's own chunks as preloads: the server writes them as
 * <link rel="modulepreload">, so a page's scripts load beside the entry, not after it.
 */
function withRoutePreloads(manifest: ServerManifest): ServerManifest {
  let result = withPreloads.get(manifest);
  if (!result) {
    const routes = { ...manifest.routes };
    for (const [id, preloads] of Object.entries(routePreloads)) {
      const route = routes[id] ?? {};
      routes[id] = { ...route, preloads: [...new Set([...(route.preloads ?? []), ...preloads])] };
    }
    result = { ...manifest, routes };
    withPreloads.set(manifest, result);
  }
  return result;
}

/** Renders one page request to a streamed HTML response with the page's data dehydrated in it. */
export function render({ request, trpcLink, manifest, nonce }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(trpcLink, { nonce, server: true }),
    getRouterManifest: () => withRoutePreloads(manifest),
  });
  return handler(async ({ request, responseHeaders, router }) => {
    const structuredData = await siteStructuredDataTag(router.options.context);
    const rendered = await renderRouterToStream({
      request,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    });
    const response = insertIntoHead(rendered.response, structuredData);
    return {
      ...rendered,
      response,
      // A visitor who leaves mid-page cancels what is read now, which cancels the render below.
      dispose(reason?: unknown) {
        response.body?.cancel(reason).catch(() => undefined);
        rendered.dispose(reason);
      },
    };
  });
}
