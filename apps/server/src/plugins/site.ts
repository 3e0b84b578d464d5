import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_DIR, SHIPPED_RASTER_DIR } from '../paths';

/** Images shipped with the product, and a plain start page when the site has not been built. */
export async function registerSite(
  app: FastifyInstance,
  options: { startPage: boolean; siteName: () => Promise<string> },
): Promise<void> {
  await app.register(fastifyStatic, {
    // The shipped SVGs, then the WebP copies the build drew of the demo photos (absent in a
    // server run from sources before any build; the pictures then fall back to nothing).
    root: existsSync(SHIPPED_RASTER_DIR) ? [MEDIA_DIR, SHIPPED_RASTER_DIR] : MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    // Only media lives here: no directory listings, no dotfiles.
    list: false,
    dotfiles: 'deny',
    serve: true,
    wildcard: true,
    allowedPath: (path) => !path.includes('..'),
  });

  if (!options.startPage) return;
  app.get('/', async (_request, reply) => {
    const name = escapeHtml(await options.siteName());
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${name}</title>` +
          '<meta name="viewport" content="width=device-width, initial-scale=1">' +
          '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>' +
          `</head><body><h1>${name}</h1><p>O site público está a caminho. A API já está no ar:</p>` +
          '<ul><li><a href="/api/docs">Documentação interativa da API</a></li>' +
          '<li><a href="/api/openapi.json">Documento OpenAPI (JSON)</a></li>' +
          '<li><a href="/api/health">Estado do sistema</a></li></ul></body></html>',
      );
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
