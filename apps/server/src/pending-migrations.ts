import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, migrationsFolder } from '@oficina/db';
import { sql } from 'drizzle-orm';

/**
 * How many committed migrations the database has not applied yet, from drizzle's own record
 * (all of them when it has none). Servers started with MIGRATE_ON_START=false check it, so a
 * rollout ahead of its migration Job stops with a message instead of failing on missing tables.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  const [{ exists }] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  ) as [{ exists: boolean }];
  if (!exists) return journal.entries.length;
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
  );
  return Math.max(0, journal.entries.length - Number(row?.n ?? 0));
}

// postgres-js answers an array of rows, PGlite an object holding them.
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
