import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type ApiDeps, type AppRouter, appRouter, createContext } from '@oficina/api';
import { unstable_localLink } from '@trpc/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../cache/content-version';
import { SERVER_SCRIPT_MARK } from '../cache/inline-scripts';
import { PageCache, type RenderAllowance } from '../cache/page-cache';
import type { ResponseCache } from '../cache/response-cache';
import { isApiPath } from './api-errors';
import { MaintenanceGate } from './maintenance';
import { createDevWebEntry } from './web-dev';
import type { ServerManifest, WebEntry } from './web-entry';
import { inDependencyOrder, scriptLoader } from './web-script-loader';

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const webDir = dirname(createRequire(import.meta.url).resolve('@oficina/web/package.json'));
export const WEB_CLIENT_DIR = join(webDir, 'dist/client');
const WEB_SERVER_ENTRY = join(webDir, 'dist/server/entry-server.js');

/**
 * Every stylesheet of the build: the site ships one stylesheet (cssCodeSplit off), listed as its
 * own "style.css" entry; any per-chunk CSS is included too, so no page paints unstyled.
 */
function stylesheets(vite: Record<string, ViteManifestChunk>): string[] {
  const files = Object.values(vite).flatMap((chunk) => [
    ...(chunk.css ?? []),
    ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
  ]);
  return [...new Set(files)];
}

/**
 * The entry script, its stylesheet and the chunks it imports, from Vite's build manifest. The
 * stylesheet is linked in the head (decision 0017); the scripts start from an inline loader once
 * the page has loaded (`web-script-loader.ts`).
 */
function readBuildManifest(): ServerManifest {
  const vite = JSON.parse(
    readFileSync(join(WEB_CLIENT_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ViteManifestChunk>;
  const entry = Object.values(vite).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('web build manifest has no entry');
  const imports = inDependencyOrder(entry.imports ?? [], (key) => vite[key]?.imports ?? []).map(
    (key) => `/${vite[key]?.file}`,
  );
  const css = stylesheets(vite).map((file) => `/${file}`);
  return {
    routes: {
      __root__: { css, scripts: [{ children: scriptLoader(`/${entry.file}`, imports) }] },
    },
  };
}

/** A fetch Request for the SSR handler, built from Fastify's request (development). */
function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const controller = new AbortController();
  request.raw.on('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(new URL(request.url, origin), {
    method: 'GET',
    headers,
    signal: controller.signal,
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}

/**
 * Public pages rendered on the server with their data (TanStack Router SSR), then hydrated.
 * Data comes from the same tRPC procedures, called in-process as an anonymous visitor, so a
 * page is the same for everyone: in production each one is rendered once per content version
 * and kept (`PageCache`); under `npm run dev` every request renders, streamed.
 */
export async function registerWeb(
  app: FastifyInstance,
  deps: ApiDeps,
  options: {
    publicUrl: string;
    dev: boolean;
    cache: ResponseCache;
    version: ContentVersion;
    /** Renders per client address (shared with the share images); absent: no limit. */
    allowRender?: RenderAllowance;
    /** Which session cookie name to read (an admin browses the site during maintenance). */
    secureCookies?: boolean;
  },
): Promise<boolean> {
  let entry: WebEntry;
  let manifest: ServerManifest;
  if (options.dev) {
    ({ entry, manifest } = await createDevWebEntry(app, webDir));
  } else {
    if (!existsSync(WEB_SERVER_ENTRY)) {
      app.log.warn('site público não compilado (apps/web/dist): rode "npm run build"');
      return false;
    }
    entry = (await import(pathToFileURL(WEB_SERVER_ENTRY).href)) as WebEntry;
    manifest = readBuildManifest();
    await app.register(fastifyStatic, {
      root: join(WEB_CLIENT_DIR, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // File names carry a content hash: they never change.
      immutable: true,
      // The build writes .br and .gz beside each file (scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      maxAge: '365d',
    });
  }

  const trpcLink = unstable_localLink<AppRouter>({
    router: appRouter,
    createContext: async () => createContext(deps, { ip: null, userAgent: null, token: null }),
  });

  // Nothing of the visitor's request reaches the render but its address: that is what makes
  // one copy right for everyone.
  const pages = new PageCache(
    options.cache,
    options.version,
    (url) =>
      entry.render({
        request: new Request(new URL(url, options.publicUrl), {
          headers: { accept: 'text/html' },
        }),
        trpcLink,
        manifest,
        nonce: SERVER_SCRIPT_MARK,
      }),
    app.log,
    options.allowRender,
  );

  const maintenance = new MaintenanceGate(deps, options.version, options.secureCookies ?? false);

  app.get('/*', async (request, reply) => {
    // API paths nobody answered, and paths with a file extension, are missing resources, not pages.
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    // Only pages close for maintenance: the API, the panel, assets and health checks keep going.
    const access = await maintenance.decide(request);
    if (access === 'closed') return maintenance.send(reply);
    try {
      // The admin's copy says the site is closed to others: no shared cache may keep it.
      if (!options.dev) return await pages.serve(request, reply, { private: access === 'admin' });
      const response = await entry.render({
        request: toFetchRequest(request, options.publicUrl),
        trpcLink,
        manifest,
      });
      return await sendFetchResponse(reply, response);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed');
      throw error;
    }
  });
  return true;
}
