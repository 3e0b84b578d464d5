import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
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
 * SIGTERM in the middle of a burst of contact submissions to the real built server: every
 * submission answered 2xx is in the database after a restart, and the process exits with 0.
 * The server runs on its own embedded database, so the PostgreSQL project would only repeat
 * it: it runs in the PGlite one.
 */
const ADMIN = { username: 'encerramento', password: 'Drenagem-Graciosa-9137' };
const WORKERS = 16;
const MAX_PER_WORKER = 60;
/** Answers counted before the signal, so it lands while requests are in flight. */
const ANSWERED_BEFORE_SIGNAL = 40;

const dataDir = mkdtempSync(join(tmpdir(), 'oficina-sigterm-'));
const servers: BuiltServer[] = [];
afterAll(async () => {
  await killBuiltServers(servers);
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome =
  | { kind: 'answer'; status: number; body: string; message: string }
  | { kind: 'failed'; error: string };

function postContact(baseUrl: string, agent: http.Agent | false, message: string) {
  const payload = JSON.stringify({
    name: 'Cliente da rajada',
    email: 'rajada@example.com',
    phone: null,
    vehicle: 'Onix 2020',
    service: 'Higienização',
    message,
    lgpd_consent: true,
  });
  return new Promise<Outcome>((resolve) => {
    const req = http.request(
      `${baseUrl}/api/contacts`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 30_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ kind: 'answer', status: res.statusCode ?? 0, body, message }),
        );
        res.on('error', (error) => resolve({ kind: 'failed', error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'failed', error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

const skipReason = !builtServerExists()
  ? 'apps/server/dist/main.js is missing (npm test builds it first)'
  : inject('testDatabase').kind !== 'pglite'
    ? 'runs in the PGlite project only (the server under test uses its own embedded database)'
    : null;

describe.skipIf(skipReason !== null)(
  `graceful shutdown${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('loses no submission answered 2xx and exits with code 0', async () => {
      const server = await startBuiltServer(dataDir, {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      });
      servers.push(server);

      // Half the clients reuse keep-alive connections, half open one per request.
      const keepAlive = new http.Agent({ keepAlive: true, maxSockets: WORKERS / 2 });
      const outcomes: Outcome[] = [];
      let answered = 0;
      let signalled = false;
      let signalSent!: () => void;
      const signal = new Promise<void>((resolve) => {
        signalSent = resolve;
      });

      const worker = async (w: number) => {
        for (let n = 0; n < MAX_PER_WORKER; n++) {
          const outcome = await postContact(
            server.baseUrl,
            w % 2 ? keepAlive : false,
            `Rajada ${w}-${n}`,
          );
          outcomes.push(outcome);
          if (outcome.kind === 'answer' && outcome.status < 300) answered++;
          if (!signalled && answered >= ANSWERED_BEFORE_SIGNAL) {
            signalled = true;
            server.process.kill('SIGTERM');
            signalSent();
          }
          // After the signal a refusal (503, connection refused or closed) ends this client.
          if (signalled && (outcome.kind === 'failed' || outcome.status >= 300)) return;
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      keepAlive.destroy();
      await signal;
      const exit = await server.exited;
      expect(exit, server.output()).toEqual({ code: 0, signal: null });

      const answers = outcomes.filter((o) => o.kind === 'answer');
      const stored = answers.filter((o) => o.status < 300);
      // Nothing but success, 503 while closing, or a refused/closed connection.
      expect(answers.filter((o) => o.status >= 300 && o.status !== 503).map((o) => o.body)).toEqual(
        [],
      );
      expect(stored.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_SIGNAL);

      // The same data directory again: every answered submission is there.
      const again = await startBuiltServer(dataDir);
      servers.push(again);
      const login = await fetch(`${again.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const missing: string[] = [];
      for (const answer of stored) {
        const { id } = JSON.parse(answer.body) as { id: number };
        const res = await fetch(`${again.baseUrl}/api/contacts/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = res.ok ? ((await res.json()) as { message: string }) : null;
        if (body?.message !== answer.message) missing.push(`${id} (${answer.message})`);
      }
      expect(missing).toEqual([]);
      console.log(
        `graceful shutdown: ${outcomes.length} submissions, ${stored.length} answered 2xx and all ` +
          `stored, ${answers.filter((o) => o.status === 503).length} answered 503, ` +
          `${outcomes.length - answers.length} refused connections`,
      );

      again.process.kill('SIGTERM');
      expect(await again.exited).toEqual({ code: 0, signal: null });
    }, 240_000);
  },
);
