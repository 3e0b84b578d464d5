import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureChildOutput } from './log-capture';

/** The production bundle (`npm test` builds it first). */
export const SERVER_ENTRY = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const builtServerExists = () => existsSync(SERVER_ENTRY);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface BuiltServer {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts apps/server/dist/main.js on a free port of 127.0.0.1 with the given environment
 * (on top of a test one: embedded database in `dataDir`, quiet logs, rate limits out of reach)
 * and waits until /api/health answers 200.
 */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: join(SERVER_ENTRY, '../..'),
    env: {
      ...process.env,
      // As `npm start` runs it: React's production build, without a real deployment's checks
      // (a test turns those on with STRICT_DEPLOYMENT=true).
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      // So a test with STRICT_DEPLOYMENT=true may keep the http address.
      ALLOW_HTTP: 'true',
      // A known first admin, instead of a password printed in the log.
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'senha-do-servidor-de-teste',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_API: '1000000',
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_CONTACT: '1000000',
      RATE_LIMIT_RENDERS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its error-level lines fail the running test unless it expects them (log-guard.setup.ts).
  const capture = captureChildOutput(`server on port ${port}`);
  child.stdout?.on('data', (chunk) => {
    log += chunk;
    capture(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { baseUrl, process: child, output: () => log, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within 90 s:\n${log}`);
}

/** Ends at once the servers a test left running (after a failed assertion), and waits for them. */
export async function killBuiltServers(servers: BuiltServer[]): Promise<void> {
  for (const server of servers)
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGKILL');
      await server.exited;
    }
}
