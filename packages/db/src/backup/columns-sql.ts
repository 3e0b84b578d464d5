import { type SQL, sql } from 'drizzle-orm';
import type { BackupColumn } from './tables';

/**
 * How a column is read for the file, the same on both drivers: timestamps as ISO 8601 text with
 * their microseconds (a JS Date would drop them), bytea as base64, everything else as the
 * driver maps it (jsonb parsed, integers as numbers).
 */
export function exportedValue(c: BackupColumn): SQL | BackupColumn['column'] {
  if (c.sqlType === 'timestamp with time zone')
    return sql`to_char(${c.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  if (c.sqlType.startsWith('timestamp'))
    return sql`to_char(${c.column}, 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
  if (c.sqlType === 'bytea') return sql`replace(encode(${c.column}, 'base64'), chr(10), '')`;
  if (c.sqlType === 'date' || c.sqlType.startsWith('numeric')) return sql`${c.column}::text`;
  if (c.sqlType === 'bigint') return sql`${c.column}::text`;
  return c.column;
}

/** A value from the file as a query parameter of its column. */
export function importedValue(c: BackupColumn, value: unknown): SQL {
  if (value === null || value === undefined) return sql`null`;
  if (c.sqlType === 'bytea') return sql`${Buffer.from(String(value), 'base64')}`;
  if (c.sqlType === 'json' || c.sqlType === 'jsonb')
    return sql`${JSON.stringify(value)}::${sql.raw(c.sqlType)}`;
  return sql`${value}::${sql.raw(c.sqlType)}`;
}
