import { type ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort, SERVER_ENTRY } from '../../apps/server/src/testing/built-server';
import { onExit } from './cleanup';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Started {
  baseUrl: string;
  /** Milliseconds from spawn until `readyPath` first answered 200. */
  readyMs: number;
  /** Milliseconds from spawn until each `marks` pattern first showed in the output. */
  marks: Record<string, number>;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Spawns a Node process listening on PORT and waits until `readyPath` answers 200. */
export async function spawnListening(
  label: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  marks: Record<string, RegExp> = {},
  timeoutMs = 120_000,
): Promise<Started> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    // Production mode needs PUBLIC_URL; here it is plain http on a local port.
    env: {
      ...process.env,
      PUBLIC_URL: baseUrl,
      ALLOW_HTTP: 'true',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forget = onExit(() => child.kill('SIGKILL'));
  const seen: Record<string, number> = {};
  const append = (chunk: Buffer) => {
    const text = chunk.toString();
    for (const [name, pattern] of Object.entries(marks))
      if (!(name in seen) && pattern.test(text)) seen[name] = performance.now() - started;
    log = (log + text).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    forget();
  };

  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      forget();
      throw new Error(`${label} exited with ${child.exitCode} before answering:\n${log}`);
    }
    if (await answers(baseUrl + readyPath)) {
      const readyMs = performance.now() - started;
      return { baseUrl, readyMs, marks: seen, output: () => log, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(
    `${label}: ${readyPath} did not answer 200 within ${timeoutMs / 1000} s:\n${log}`,
  );
}

export const ADMIN = { username: 'bench-admin', password: 'senha-do-benchmark-123' } as const;

/**
 * Each limit raised so the load is measured, not turned into 429s: the counting (one upsert per
 * /api and /trpc request) still runs, as in production. "off" (0) skips it, to see its cost.
 */
export function rateLimitEnv(mode: 'raised' | 'off'): Record<string, string> {
  const value = mode === 'off' ? '0' : '1000000';
  return { RATE_LIMIT_API: value, RATE_LIMIT_LOGIN: value, RATE_LIMIT_CONTACT: value };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string };

/** The production bundle, as `npm start` runs it, on the given database. */
export function startServer(
  target: DatabaseTarget,
  rateLimits: Record<string, string>,
  readyPath = '/api/health',
  extraEnv: Record<string, string> = {},
  marks: Record<string, RegExp> = {},
): Promise<Started> {
  return spawnListening(
    'server',
    [SERVER_ENTRY],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...rateLimits,
      ...(target.kind === 'postgres'
        ? { DATABASE_URL: target.url }
        : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
      ...extraEnv,
    },
    readyPath,
    marks,
  );
}
