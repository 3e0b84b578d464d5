import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import type { BackupScope } from './format';

export interface BackupColumn {
  /** Property name in the drizzle table. */
  key: string;
  /** Column name in the database and in the file. */
  name: string;
  column: PgColumn;
  sqlType: string;
}

export interface BackupTable {
  name: string;
  table: PgTable;
  columns: BackupColumn[];
  primaryKey: PgColumn[];
  /** Columns fed by a sequence (identity or serial), reset to max + 1 after a restore. */
  sequenced: string[];
  /** Holds bytea: read in smaller pages. */
  binary: boolean;
}

/**
 * Accounts, security records, personal messages and the server's keys stay out of the panel's
 * content copy.
 */
const NOT_CONTENT = new Set([
  'users',
  'sessions',
  'login_attempts',
  'rate_limit_buckets',
  'audit_log',
  'contact_messages',
  'outbox',
  'password_reset_tokens',
  'push_subscriptions',
  'vapid_keys',
  'lead_events_daily',
  'idempotency_keys',
  'api_keys',
  // Customers' appointments and their private links, and the owner's feed key: personal data.
  'bookings',
  'booking_links',
  'calendar_feeds',
  // Deleted content waiting 30 days for a restore: not part of what the site shows.
  'trash',
  // Integrations' addresses and what was sent to them.
  'webhooks',
  'webhook_deliveries',
]);

/**
 * Columns no backup holds: secrets the server must keep readable (to sign with), which a
 * backup file would otherwise carry in clear. A restored webhook has none until the admin
 * rotates it (decision 0026).
 */
const NOT_BACKED_UP: Record<string, readonly string[]> = {
  webhooks: ['secret'],
};

function describe(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const left = NOT_BACKED_UP[config.name] ?? [];
  const columns = Object.entries(getTableColumns(table))
    .filter(([, column]) => !left.includes(column.name))
    .map(([key, column]) => ({
      key,
      name: column.name,
      column,
      sqlType: column.getSQLType(),
    }));
  const single = columns.filter((c) => c.column.primary).map((c) => c.column);
  // A composite key lists the builder's copies of its columns: use the table's own.
  const composite = (config.primaryKeys[0]?.columns ?? []).map(
    (key) => columns.find((c) => c.name === key.name)!.column,
  );
  const primaryKey = single.length > 0 ? single : composite;
  return {
    name: config.name,
    table,
    columns,
    primaryKey,
    sequenced: columns
      .filter(
        (c) =>
          (c.column as PgColumn & { generatedIdentity?: unknown }).generatedIdentity !==
            undefined || c.sqlType.endsWith('serial'),
      )
      .map((c) => c.name),
    binary: columns.some((c) => c.sqlType === 'bytea'),
  };
}

/** Every table of the schema, each after the tables its foreign keys point to (ties by name). */
function inForeignKeyOrder(): BackupTable[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describe)
    .sort((a, b) => a.name.localeCompare(b.name));
  const dependsOn = new Map(
    tables.map((t) => [
      t.name,
      getTableConfig(t.table)
        .foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name)
        .filter((name) => name !== t.name),
    ]),
  );
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (t) => !placed.has(t.name) && dependsOn.get(t.name)!.every((d) => placed.has(d)),
    );
    if (!next) throw new Error('ciclo de chaves estrangeiras no esquema');
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

export const BACKUP_TABLES: readonly BackupTable[] = inForeignKeyOrder();

export function tablesFor(scope: BackupScope): BackupTable[] {
  return BACKUP_TABLES.filter((t) => scope === 'full' || !NOT_CONTENT.has(t.name));
}

export const tableNamed = (name: string) => BACKUP_TABLES.find((t) => t.name === name);
