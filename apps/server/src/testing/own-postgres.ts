import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './built-server';

/**
 * A PostgreSQL cluster of a test's own, which it may stop and start (never the shared one in
 * TEST_DATABASE_URL): the server binaries of /usr/lib/postgresql/<version>/bin, run as the
 * postgres user like .ci/postgres.sh does (initdb refuses root).
 */
export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it (if running) and deletes its directory. */
  destroy(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort().reverse()) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

const isRoot = () => process.getuid?.() === 0;
const isPostgresUser = () => userInfo().username === 'postgres';

/** Why this machine cannot run an own cluster, or null when it can. */
export function ownPostgresUnavailable(): string | null {
  if (!binDir()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (!isRoot() && !isPostgresUser()) return 'needs to run as root or as the postgres user';
  if (isRoot()) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'there is no postgres user to run the cluster as';
    }
  }
  return null;
}

function asPostgres(command: string) {
  const args = isRoot()
    ? ['su', 'postgres', '-s', '/bin/sh', '-c', command]
    : ['sh', '-c', command];
  execFileSync(args[0]!, args.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir()!;
  const dir = mkdtempSync('/tmp/oficina-own-pg-');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, -1);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  asPostgres(`${bin}/initdb -D ${data} -A trust -U postgres >/dev/null`);
  let running = false;
  const start = () => {
    asPostgres(
      `${bin}/pg_ctl -D ${data} -l ${dir}/log -w -o ` +
        `'-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' start >/dev/null`,
    );
    running = true;
  };
  const stop = () => {
    asPostgres(`${bin}/pg_ctl -D ${data} -m fast -w stop >/dev/null`);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        if (running) stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
