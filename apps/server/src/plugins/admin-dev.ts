import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Development: a second Vite server (the panel's own config) in middleware mode, answering only
 * /admin paths, with its hot reload on a path of its own.
 */
export async function registerDevAdmin(app: FastifyInstance, adminDir: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(adminDir, 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server: app.server, path: '/admin-hmr' } },
  });
  if (!app.hasDecorator('use')) await app.register((await import('@fastify/middie')).default);
  app.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.url === '/admin' || req.url?.startsWith('/admin/')) {
      vite.middlewares(req, res, next);
      return;
    }
    next();
  });
  app.addHook('onClose', () => vite.close());
}
