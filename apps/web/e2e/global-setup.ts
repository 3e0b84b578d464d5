import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
export const E2E_ADMIN = { username: 'admin', password: 'senha-de-teste-e2e' };

/** CHROME_PATH, then Debian's /usr/bin/chromium; on Debian as root, installs it when missing. */
function findChromium(): string {
  const script = join(ROOT, 'scripts/ensure-chromium.sh');
  return execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
    .trim()
    .split('\n')
    .pop()!;
}

function freePort(): Promise<number> {
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

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /api/health within 60 s:\n${output()}`);
}

/**
 * Starts the production build of the whole product on a free port with a fresh embedded
 * database, as a visitor would meet it, and hands its address to the browser tests.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_ENTRY))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const chromium = findChromium();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'oficina-e2e-'));
  let log = '';
  // Browser tests read the server's log after each test (server-log-guard.ts): a line at error
  // level fails the test that caused it.
  const serverLog = join(dataDir, 'server.log');
  writeFileSync(serverLog, '');
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: join(ROOT, 'apps/server'),
    env: {
      // As `npm start` runs it: React's production build. Not vitest's NODE_ENV=test: TanStack
      // Router's server build reads that as "maybe not on a server" and renders the head
      // differently (no inline stylesheet).
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Every browser test is one client on 127.0.0.1: limits it cannot meet (still counted).
      RATE_LIMIT_API: '100000',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_CONTACT: '1000',
      // Every test's page visits come from one address: the dashboard test must still count.
      RATE_LIMIT_EVENTS: '0',
      RATE_LIMIT_RENDERS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
    appendFileSync(serverLog, chunk);
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log);

  project.provide('e2e', { baseUrl, chromium, admin: E2E_ADMIN, serverLog });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) return resolve(null);
      server.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      baseUrl: string;
      chromium: string;
      admin: { username: string; password: string };
      /** The shared server's JSON log, appended as it runs. */
      serverLog: string;
    };
  }
}
