import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const adminDir = dirname(createRequire(import.meta.url).resolve('@oficina/admin/package.json'));
export const ADMIN_DIR = join(adminDir, 'dist');

/**
 * The admin panel: a client-rendered app built apart from the public site. Every /admin path
 * answers its HTML shell (the panel's router picks the page); its hashed assets are immutable.
 * The shell itself is never cached, so a new release is picked up on the next visit.
 */
export async function registerAdmin(
  app: FastifyInstance,
  options: { dev: boolean },
): Promise<boolean> {
  if (options.dev) {
    const { registerDevAdmin } = await import('./admin-dev');
    await registerDevAdmin(app, adminDir);
    return true;
  }
  const indexFile = join(ADMIN_DIR, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('painel administrativo não compilado (apps/admin/dist): rode "npm run build"');
    return false;
  }
  // Re-read only when the file changes: a rebuild while the server runs serves the new shell
  // (whose assets the old one no longer matches) without a restart.
  let shell = { mtimeMs: 0, html: '' };
  const currentShell = () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== shell.mtimeMs) shell = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    } catch {
      // Mid-rebuild the file is briefly missing: keep serving the last one.
    }
    return shell.html;
  };
  await app.register(fastifyStatic, {
    root: join(ADMIN_DIR, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    // The build writes .br and .gz beside each file (scripts/precompress.mjs): sent as they are.
    preCompressed: true,
  });
  const sendShell = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(currentShell());
  app.get('/admin', (_request, reply) => sendShell(reply));
  app.get('/admin/*', (request, reply) => {
    // A missing asset is a 404, not the panel's HTML.
    const path = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    return sendShell(reply);
  });
  return true;
}
