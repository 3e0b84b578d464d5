import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerManifest, WebEntry } from './web-entry';

type Script = { attrs?: Record<string, unknown>; children?: string };

/** Turns the <script> tags Vite injects into an HTML head into manifest script entries. */
function scriptsFromHead(html: string): Script[] {
  const scripts: Script[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs: Record<string, unknown> = {};
    for (const attr of (match[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) {
      if (attr[1]) attrs[attr[1]] = attr[2] ?? true;
    }
    const children = match[2]?.trim();
    scripts.push(children ? { attrs, children } : { attrs });
  }
  return scripts;
}

/**
 * Development: Vite serves the browser modules with hot reload through this same server and
 * renders pages from source, so `npm run dev` needs no build and no second port.
 */
export async function createDevWebEntry(
  app: FastifyInstance,
  webDir: string,
): Promise<{ entry: WebEntry; manifest: ServerManifest }> {
  // Loaded only in development: production never needs Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webDir,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  if (!app.hasDecorator('use')) await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());

  const head = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const manifest: ServerManifest = {
    routes: {
      __root__: {
        scripts: [
          ...scriptsFromHead(head),
          { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
        ],
      },
    },
  };
  const entry: WebEntry = {
    async render(options) {
      const module = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebEntry;
      return module.render(options);
    },
  };
  return { entry, manifest };
}
