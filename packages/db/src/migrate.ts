import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabaseHandle, Schema } from './client';
import { structureLegacyHours } from './legacy-hours';

/** The committed migrations, found through the package so it works from source and from a bundle. */
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@oficina/db/package.json')),
  'drizzle',
);

// Any fixed number: instances starting together run migrations one at a time.
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePostgresLocked(handle.postgresUrl!);
  }
  // Data the schema change cannot convert by itself (free-text hours into their structure).
  await structureLegacyHours(handle.db);
}

async function migratePostgresLocked(postgresUrl: string): Promise<void> {
  // A session-level advisory lock needs one connection for lock, migration and unlock.
  const client = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzle(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
