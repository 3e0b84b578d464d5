import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { exportedValue } from './columns-sql';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupHeader,
  type BackupScope,
} from './format';
import { appliedMigration } from './migration-level';
import { type BackupTable, tablesFor } from './tables';

/** Rows per query; tables holding images page in fewer, so one page stays a few MB. */
const PAGE_ROWS = 500;
const BINARY_PAGE_ROWS = 25;

export interface BackupSummary {
  header: BackupHeader;
  rows: Record<string, number>;
}

/** Rows after `after` in primary-key order: keyset pages, each as cheap as the first. */
function pageQuery(db: Database, t: BackupTable, after: unknown[] | null, limit: number) {
  const selection = Object.fromEntries(t.columns.map((c) => [c.name, exportedValue(c)]));
  const keys = t.primaryKey.map((column) => sql`${column}`);
  const where: SQL | undefined = after
    ? sql`(${sql.join(keys, sql`, `)}) > (${sql.join(
        after.map((value, i) => sql`${value}::${sql.raw(t.primaryKey[i]!.getSQLType())}`),
        sql`, `,
      )})`
    : undefined;
  return db
    .select(selection as Record<string, SQL>)
    .from(t.table)
    .where(where)
    .orderBy(...t.primaryKey.map((column) => asc(column)))
    .limit(limit);
}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes the database as one JSON document, laid out one row per line so a restore can read it
 * a line at a time:
 *
 *   {"header":{…},"tables":[
 *   {"table":"about","rows":[
 *   {…row…}
 *   ,{…row…}
 *   ]}
 *   ,{"table":"banners","rows":[
 *   ]}
 *   ]}
 *
 * Everything is read in one read-only snapshot, so rows that reference each other match.
 */
export async function writeBackup(
  db: Database,
  out: Writable,
  scope: BackupScope,
  now = new Date(),
): Promise<BackupSummary> {
  const tables = tablesFor(scope);
  const migration = await appliedMigration(db);
  if (migration === null) throw new BackupError('O banco não está migrado: não há o que copiar.');
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    scope,
    created_at: now.toISOString(),
    migration,
    tables: tables.map((t) => t.name),
  };
  const rows: Record<string, number> = {};
  await db.transaction(
    async (tx) => {
      await write(out, `{"header":${JSON.stringify(header)},"tables":[\n`);
      for (const [index, t] of tables.entries()) {
        await write(out, `${index > 0 ? ',' : ''}{"table":${JSON.stringify(t.name)},"rows":[\n`);
        const limit = t.binary ? BINARY_PAGE_ROWS : PAGE_ROWS;
        let after: unknown[] | null = null;
        let count = 0;
        while (true) {
          const page = await pageQuery(tx as unknown as Database, t, after, limit);
          if (page.length > 0) {
            const lines = page.map(
              (row, i) => `${count + i > 0 ? ',' : ''}${JSON.stringify(row)}\n`,
            );
            await write(out, lines.join(''));
          }
          count += page.length;
          if (page.length < limit) break;
          const last = page[page.length - 1] as Record<string, unknown>;
          after = t.primaryKey.map((column) => last[column.name]);
        }
        rows[t.name] = count;
        await write(out, ']}\n');
      }
      await write(out, ']}\n');
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { header, rows };
}

/**
 * A gzip'd backup at `path`, written under a temporary name and renamed when complete, so a
 * half-written file never passes for a backup.
 */
export async function writeBackupFile(
  db: Database,
  path: string,
  scope: BackupScope,
  now = new Date(),
): Promise<BackupSummary> {
  const partial = `${path}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  try {
    const summary = await writeBackup(db, gzip, scope, now);
    gzip.end();
    await written;
    await rename(partial, path);
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}
