import type { outboxListInputSchema } from '@oficina/core';
import { type Database, outbox } from '@oficina/db';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toWire } from '../serialize';

export interface OutgoingMail {
  /** `lead`, `password_reset`, or one of the booking mails (bookings/mail.ts). */
  kind: string;
  to: string[];
  /** The address a reply goes to (a lead's e-mail), instead of the sender's. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues a mail inside the caller's transaction: it exists if and only if what it tells about
 * was committed. The server's mail worker sends it.
 */
/**
 * Characters that reorder or hide text without being seen (bidirectional overrides and
 * isolates, direction marks) and line or other control characters: a visitor's name carrying
 * U+202E would show the alert's Subject backwards, or disguise what it says.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const INVISIBLE_IN_HEADERS = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text fit for a mail header: without the characters above, spaces collapsed. */
export const headerText = (text: string) =>
  text.replace(INVISIBLE_IN_HEADERS, ' ').replace(/\s+/g, ' ').trim();

export async function enqueueMail(
  tx: Database,
  mail: OutgoingMail,
  options: {
    /** The booking the mail is about: its link is made at sending, and erasing it erases this. */
    bookingId?: number;
    /** Not sent before this moment (a reminder). */
    notBefore?: Date;
  } = {},
): Promise<void> {
  await tx.insert(outbox).values({
    booking_id: options.bookingId ?? null,
    ...(options.notBefore ? { next_attempt_at: options.notBefore } : {}),
    kind: mail.kind,
    to: mail.to.join(', '),
    reply_to: mail.replyTo ? headerText(mail.replyTo) : null,
    subject: headerText(mail.subject),
    text: mail.text,
    html: mail.html,
  });
}

/**
 * What a reset mail reads as once it left: its link opens the account, so it is not kept (nor
 * shown in the panel) after sending, and while it waits the panel sees this instead.
 */
export const RESET_LINK_REMOVED =
  'O link de redefinição de senha enviado nesta mensagem não fica guardado nem é exibido aqui.';

type OutboxRow = typeof outbox.$inferSelect;

/** Where a customer's private link goes in a booking mail, as the panel shows it. */
export const BOOKING_LINK_SHOWN = '(link pessoal do cliente, criado no envio e não guardado)';

function presentMail({ html: _html, booking_id: _booking, ...row }: OutboxRow) {
  const text =
    row.kind === 'password_reset'
      ? RESET_LINK_REMOVED
      : row.text.replaceAll('{{link-do-agendamento}}', BOOKING_LINK_SHOWN);
  return toWire({ ...row, text });
}

/** One page of the outbox, newest first. */
export async function listOutbox(db: Database, input: z.output<typeof outboxListInputSchema>) {
  const where = input.status ? eq(outbox.status, input.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.created_at), desc(outbox.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return {
    items: rows.map(presentMail),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    has_more: input.page * input.page_size < (total?.n ?? 0),
  };
}
