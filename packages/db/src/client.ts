import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from './database';
import {
  type ChannelHandlers,
  listenPglite,
  listenPostgres,
  type Subscription,
} from './notifications';
import * as schema from './schema';

// The types live in their own module so notifications.ts can use them without importing this one.
export type { Database, Schema } from './database';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, optionally started from a dumped data directory (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Set for PostgreSQL: migrations open their own single connection. */
  postgresUrl?: string;
  /** The embedded client, for dumps (PGlite only). */
  pglite?: PGlite;
  /** LISTEN on a channel (PostgreSQL: every instance; PGlite: this process). */
  listen(channel: string, handlers: ChannelHandlers): Promise<Subscription>;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const client = postgres(config.url, {
      max: config.maxConnections ?? 10,
      onnotice: () => {},
      // While PostgreSQL is unreachable, queued queries wait for the driver's next connection
      // attempt, and its default backoff grows to 20 s: pages and API calls hung that long
      // before failing. Half a second at most between attempts (each one a refused or
      // timed-out connect) fails them fast and reconnects as fast once it is back; a connect
      // that hangs gives up after 10 s instead of 30.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      connect_timeout: 10,
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      postgresUrl: config.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
      listen: (channel, handlers) => listenPostgres(config.url, channel, handlers),
    };
  }

  const release = config.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite =
      config.kind === 'pglite'
        ? await PGlite.create(config.dataDir)
        : await PGlite.create(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {});
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
