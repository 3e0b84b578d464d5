import { CONTACT_MIN_FILL_MS } from '@oficina/core';
import type { Database } from '@oficina/db';
import { sql } from 'drizzle-orm';

/**
 * Why a contact submission looks like a bot's, or null. The REST API is public, so both signals
 * are optional for API clients: only a filled honeypot (`website`, hidden from people) or a
 * reported fill time (`elapsed_ms`) below CONTACT_MIN_FILL_MS gives a bot away.
 */
export function spamReason(input: {
  website?: string | undefined;
  elapsed_ms?: number | undefined;
}): 'honeypot' | 'too_fast' | null {
  if (input.website !== undefined && input.website.trim() !== '') return 'honeypot';
  if (input.elapsed_ms !== undefined && input.elapsed_ms < CONTACT_MIN_FILL_MS) return 'too_fast';
  return null;
}

/**
 * An id for the answer to a dropped submission that looks like any other: taken from the
 * messages' own sequence, so it is new and in order, and no row will ever have it. A fixed
 * value (0) would tell the bot it was caught.
 */
export async function unusedContactId(db: Database): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('contact_messages', 'id')) as id`,
  );
  const rows = Array.isArray(result)
    ? result
    : (result as { rows: { id: string | number }[] }).rows;
  return Number(rows[0]?.id);
}
