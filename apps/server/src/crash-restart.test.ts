import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type BuiltServer,
  builtServerExists,
  killBuiltServers,
  startBuiltServer,
} from './testing/built-server';

/**
 * `kill -9` (a crash, a power cut, a container killed) of the real built server on its embedded
 * database, right after it acknowledged 200 contact messages: started again at once on the
 * same directory, it starts without anyone deleting a lock file, and every acknowledged message
 * is there.
 */
const ADMIN = { username: 'queda', password: 'Retomada-Imediata-4821' };
const MESSAGES_SENT = 200;
const WORKERS = 8;

const dataDir = mkdtempSync(join(tmpdir(), 'oficina-kill9-'));
const servers: BuiltServer[] = [];
afterAll(async () => {
  await killBuiltServers(servers);
  rmSync(dataDir, { recursive: true, force: true });
});

const skipReason = !builtServerExists()
  ? 'apps/server/dist/main.js is missing (npm test builds it first)'
  : inject('testDatabase').kind !== 'pglite'
    ? 'runs in the PGlite project only (the server under test uses its own embedded database)'
    : null;

describe.skipIf(skipReason !== null)(
  `restart after kill -9${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('starts again at once and keeps every acknowledged message', async () => {
      const env = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
      const server = await startBuiltServer(dataDir, env);
      servers.push(server);

      const acknowledged: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < MESSAGES_SENT) {
          const n = next++;
          const res = await fetch(`${server.baseUrl}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Cliente antes da queda',
              phone: '(21) 97777-0000',
              message: `Mensagem ${n} antes da queda de energia`,
              lgpd_consent: true,
              elapsed_ms: 10_000,
            }),
          });
          expect(res.status).toBe(200);
          acknowledged.push(((await res.json()) as { id: number }).id);
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      expect(acknowledged).toHaveLength(MESSAGES_SENT);

      server.process.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');

      // At once, on the same directory.
      const again = await startBuiltServer(dataDir, env);
      servers.push(again);
      const login = await fetch(`${again.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const stored = new Set<number>();
      for (let offset = 0; ; offset += 100) {
        const res = await fetch(`${again.baseUrl}/api/contacts?limit=100&offset=${offset}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status).toBe(200);
        const page = (await res.json()) as { items: Array<{ id: number }> };
        for (const item of page.items) stored.add(item.id);
        if (page.items.length < 100) break;
      }
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

      again.process.kill('SIGTERM');
      expect(await again.exited).toEqual({ code: 0, signal: null });
    }, 240_000);
  },
);
