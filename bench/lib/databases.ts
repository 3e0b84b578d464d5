import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseConfig, openDatabase, runMigrations, seedDemoContent } from '@oficina/db';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import {
  createOwnPostgres,
  ownPostgresUnavailable,
} from '../../apps/server/src/testing/own-postgres';
import { insertBookings } from './booking-fixture';
import { onCleanUp } from './cleanup';
import { INBOX_ROWS, insertContacts } from './contact-fixture';
import type { DatabaseTarget } from './processes';

export interface PostgresServer {
  /** Where it came from, for the report. */
  origin: string;
  version: string;
  /** A new empty database on this server, dropped when the run cleans up. */
  createDatabase(name: string): Promise<string>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The PostgreSQL to run on: the server in `url` when given (the bench only creates and drops
 * databases of its own there), else a throwaway cluster like the tests' (own-postgres.ts).
 */
export async function startPostgres(url: string | undefined): Promise<PostgresServer> {
  let adminUrl = url;
  let origin = 'BENCH_DATABASE_URL / TEST_DATABASE_URL';
  if (!adminUrl) {
    const unavailable = ownPostgresUnavailable();
    if (unavailable)
      throw new Error(`cannot start a PostgreSQL cluster (${unavailable}); set BENCH_DATABASE_URL`);
    const cluster = await createOwnPostgres();
    onCleanUp('PostgreSQL cluster', () => cluster.destroy());
    adminUrl = cluster.url;
    origin = 'throwaway cluster (fsync=off)';
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  onCleanUp('PostgreSQL admin connection', () => admin.end({ timeout: 5 }));
  const [{ version } = { version: '?' }] = await admin<
    { version: string }[]
  >`select current_setting('server_version') as version`;
  return {
    origin,
    version,
    async createDatabase(name) {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.unsafe(`create database "${name}"`);
      onCleanUp(`database ${name}`, () =>
        admin.unsafe(`drop database if exists "${name}" with (force)`),
      );
      return withDatabase(adminUrl, name);
    },
  };
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanUp(dir, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh, empty database of the given kind. */
export async function emptyTarget(
  kind: DatabaseTarget['kind'],
  postgresServer: PostgresServer | undefined,
  name: string,
): Promise<DatabaseTarget> {
  if (kind === 'postgres') return { kind, url: await postgresServer!.createDatabase(name) };
  return { kind, dataDir: tempDir(`oficina-bench-${name}-`) };
}

/**
 * Migrates and seeds the demo workshop (what the server would do on first start) and fills the
 * inbox, before the server opens it: a PGlite directory takes one process at a time.
 */
export async function prepareDatabase(config: DatabaseConfig): Promise<void> {
  const handle = await openDatabase(config);
  try {
    await runMigrations(handle);
    await seedDemoContent(handle.db);
    await insertContacts(handle.db, INBOX_ROWS);
    await insertBookings(handle.db, 1);
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

export const databaseConfig = (target: DatabaseTarget): DatabaseConfig =>
  target.kind === 'postgres'
    ? { kind: 'postgres', url: target.url, maxConnections: 2 }
    : { kind: 'pglite', dataDir: target.dataDir };
