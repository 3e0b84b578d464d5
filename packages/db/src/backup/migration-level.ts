import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { migrationsFolder } from '../migrate';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The committed migrations, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as JournalEntry[]).toSorted((a, b) => a.idx - b.idx);
}

/**
 * Tag of the last migration applied, from the migrator's own table (it records each
 * migration's journal timestamp); null when none ran.
 */
export async function appliedMigration(db: Database): Promise<string | null> {
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
      Record<string, unknown>
    >;
  const [table] = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return null;
  const rows = rowsOf(
    await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  const when = rows[0] ? Number(rows[0].created_at) : null;
  if (when === null) return null;
  return knownMigrations().find((m) => m.when === when)?.tag ?? `desconhecida (${when})`;
}

/** Position of a tag in the journal, -1 when this version does not know it. */
export const migrationIndex = (tag: string | null) =>
  tag === null ? -1 : knownMigrations().findIndex((m) => m.tag === tag);
