import type { contactListInputSchema } from '@oficina/core';
import { contactMessages, type Database } from '@oficina/db';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toWire } from '../serialize';

type ContactRow = typeof contactMessages.$inferSelect;

/** The sender's IP and browser are kept for abuse handling, never shown back. */
export function presentContact({ ip: _ip, user_agent: _ua, ...contact }: ContactRow) {
  return toWire(contact);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listContacts(db: Database, input: z.output<typeof contactListInputSchema>) {
  const filters: SQL[] = [];
  if (input.status) filters.push(eq(contactMessages.status, input.status));
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
  const where = filters.length ? and(...filters) : undefined;
  const direction = input.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(direction(contactMessages[input.sort]), direction(contactMessages.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return {
    items: rows.map(presentContact),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
