import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiDeps, createCaller, createContext, restErrorFor } from '@oficina/api';
import { isoDay, MESSAGES } from '@oficina/core';
import { writeBackupFile } from '@oficina/db';
import type { FastifyInstance } from 'fastify';
import { readSessionToken } from '../session-cookie';

/**
 * GET /api/backup/export: the site's content (pages, settings, images with their bytes) as a
 * gzip'd JSON backup, for the owner to keep — no accounts, sessions or messages.
 *
 * Access goes through the `backup.startContentExport` procedure (admin), which also writes the
 * download to the audit trail. The copy is first written to a temporary file, in one read-only
 * snapshot that ends before any byte is sent: a slow download never holds a transaction open
 * (on PGlite that would hold up every other request).
 */
export function registerBackupExport(
  app: FastifyInstance,
  deps: ApiDeps,
  options: { secureCookies: boolean },
): void {
  app.get('/api/backup/export', async (request, reply) => {
    const caller = createCaller(
      createContext(deps, {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        token: readSessionToken(request, options.secureCookies),
      }),
    );
    const fail = (status: number, body: unknown) =>
      reply.status(status).header('cache-control', 'no-store').send(body);
    try {
      await caller.backup.startContentExport({ scope: 'content' });
    } catch (error) {
      const known = restErrorFor(error);
      const status = known?.status ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'content export refused');
      return fail(
        status,
        known?.body ?? { error: MESSAGES.internal, code: 'INTERNAL_SERVER_ERROR' },
      );
    }

    const dir = await mkdtemp(join(tmpdir(), 'oficina-export-'));
    const cleanup = () => void rm(dir, { recursive: true, force: true });
    const path = join(dir, 'conteudo.json.gz');
    let size: number;
    try {
      await writeBackupFile(deps.db, path, 'content');
      size = (await stat(path)).size;
    } catch (error) {
      cleanup();
      request.log.error({ err: error }, 'content export failed');
      return fail(500, { error: MESSAGES.internal, code: 'INTERNAL_SERVER_ERROR' });
    }
    const file = createReadStream(path);
    file.once('close', cleanup);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', size)
      .header(
        'content-disposition',
        `attachment; filename="friocar-conteudo-${isoDay(new Date())}.json.gz"`,
      )
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file);
  });
}
