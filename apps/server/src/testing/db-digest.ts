import type { Database } from '@oficina/db';
import { sql } from 'drizzle-orm';

/**
 * Tables a refused request may legitimately write: the session's last-seen time, the
 * failed-login trail (the lockout counts them) and the rate limiters' counters.
 */
const VOLATILE_TABLES = new Set(['sessions', 'login_attempts', 'rate_limit_buckets']);

/**
 * Append-only tables, digested by their size and last id (cheap), with the rows a refused
 * request may add left out: security events (a failed sign-in, a lockout) in the audit log.
 */
const APPEND_ONLY: Record<string, string> = { audit_log: "entity <> 'auth'" };

function rowsOf<T>(result: unknown): T[] {
  // postgres-js answers an array of rows; PGlite an object with `rows`.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A function that returns one digest of every row of every table (but the volatile ones):
 * equal digests before and after a request mean it changed no data.
 */
export async function tableDigester(db: Database): Promise<() => Promise<string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  const query = tables
    .map((name) =>
      APPEND_ONLY[name]
        ? `select '${name}' as name, count(*) as n, coalesce(max(id), 0)::text as h ` +
          `from "${name}" where ${APPEND_ONLY[name]}`
        : `select '${name}' as name, count(*) as n, ` +
          `md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as h from "${name}" t`,
    )
    .join(' union all ');
  return async () => {
    const rows = rowsOf<{ name: string; n: unknown; h: string }>(await db.execute(sql.raw(query)));
    return rows.map((row) => `${row.name}:${row.n}:${row.h}`).join(',');
  };
}

/** Which tables differ between two digests, for the failure message. */
export function changedTables(before: string, after: string): string[] {
  const old = new Map(before.split(',').map((part) => [part.split(':')[0], part]));
  return after
    .split(',')
    .filter((part) => old.get(part.split(':')[0]) !== part)
    .map((part) => part.split(':')[0]!);
}
