import {
  type contactExportBatchInputSchema,
  type contactListInputSchema,
  type deletedContactsInputSchema,
  pageInfo,
  pageWindow,
} from '@oficina/core';
import { auditLog, contactMessages, type Database } from '@oficina/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { toWire } from '../serialize';
import { changedSince } from './sync';

type ContactRow = typeof contactMessages.$inferSelect;
type ContactFilters = Pick<
  z.output<typeof contactListInputSchema>,
  'status' | 'q' | 'updated_since'
>;

/** The sender's IP and browser are kept for abuse handling, never shown back. */
export function presentContact({ ip: _ip, user_agent: _ua, ...contact }: ContactRow) {
  return toWire(contact);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the anti-spam checks held back stays out of every list that does not ask for it. */
const notSpam = () => ne(contactMessages.status, 'spam');

/** Without a status the inbox is every real message; `spam` is only listed by name. */
function contactFilters(input: ContactFilters): SQL[] {
  const filters: SQL[] = [input.status ? eq(contactMessages.status, input.status) : notSpam()];
  const since = changedSince(contactMessages.updated_at, input.updated_since);
  if (since) filters.push(since);
  if (input.q) {
    const pattern = `%${escapeLike(input.q)}%`;
    filters.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.phone, pattern),
        ilike(contactMessages.message, pattern),
        ilike(contactMessages.vehicle, pattern),
      )!,
    );
  }
  return filters;
}

/**
 * One page of the inbox and the number of matching messages. A text search scans every row
 * (ILIKE '%q%' cannot use a b-tree index), so it reads the page and the total in one pass with
 * `count(*) over ()` instead of scanning twice; without a search the two separate queries are
 * cheaper (the page comes off an index). Measured in bench/inbox-page.ts.
 */
export async function listContacts(db: Database, input: z.output<typeof contactListInputSchema>) {
  const where = and(...contactFilters(input));
  const direction = input.order === 'asc' ? asc : desc;
  const order = [direction(contactMessages[input.sort]), direction(contactMessages.id)];
  const { limit, offset } = pageWindow(input);
  const countAll = async () =>
    (await db.select({ n: count() }).from(contactMessages).where(where))[0]?.n ?? 0;

  let rows: ContactRow[];
  let total: number;
  if (input.q) {
    const found = await db
      .select({ row: contactMessages, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(contactMessages)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    rows = found.map((f) => f.row);
    // Past the last page no row carries the total.
    total = found[0]?.total ?? (offset > 0 ? await countAll() : 0);
  } else {
    [rows, total] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      countAll(),
    ]);
  }
  return { items: rows.map(presentContact), ...pageInfo({ limit, offset }, total) };
}

/** The newest messages, as the inbox lists them (spam left out). */
export async function latestContacts(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(notSpam())
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(limit);
  return rows.map(presentContact);
}

/**
 * One batch of the export, in the inbox's order, continuing after a keyset cursor instead of an
 * offset so each batch costs the same however deep the export is. The cursor carries the sort
 * column as text: a timestamp keeps its microseconds, which a JavaScript Date would drop (and
 * rows sharing the millisecond would be skipped or repeated).
 */
export async function exportContactsBatch(
  db: Database,
  input: z.output<typeof contactExportBatchInputSchema>,
) {
  const filters = contactFilters(input);
  const column = contactMessages[input.sort];
  if (input.after) {
    const key =
      input.sort === 'created_at' ? sql`${input.after.key}::timestamptz` : sql`${input.after.key}`;
    const after = input.order === 'asc' ? sql`>` : sql`<`;
    filters.push(
      sql`(${column}, ${contactMessages.id}) ${after} (${key}, ${input.after.id}::integer)`,
    );
  }
  const direction = input.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...getTableColumns(contactMessages), sort_key: sql<string>`${column}::text` })
    .from(contactMessages)
    .where(and(...filters))
    .orderBy(direction(column), direction(contactMessages.id))
    .limit(input.limit);
  const last = rows.at(-1);
  return {
    items: rows.map(({ sort_key: _key, ...row }) => presentContact(row)),
    next: last && rows.length === input.limit ? { key: last.sort_key, id: last.id } : null,
  };
}

/**
 * The messages deleted for good since a moment, oldest first, from their audit entries (the
 * entry of a deletion names the message's id; nothing of the person is answered).
 */
export async function listDeletedContacts(
  db: Database,
  input: z.output<typeof deletedContactsInputSchema>,
): Promise<Array<{ id: number; deleted_at: string }>> {
  const filters: SQL[] = [eq(auditLog.entity, 'contact'), eq(auditLog.action, 'delete')];
  if (input.deleted_since) filters.push(gt(auditLog.created_at, new Date(input.deleted_since)));
  const rows = await db
    .select({ id: auditLog.entity_id, at: auditLog.created_at })
    .from(auditLog)
    .where(and(...filters))
    .orderBy(asc(auditLog.created_at), asc(auditLog.id));
  return rows
    .filter((row) => row.id !== null && /^[1-9][0-9]*$/.test(row.id))
    .map((row) => ({ id: Number(row.id), deleted_at: row.at.toISOString() }));
}
