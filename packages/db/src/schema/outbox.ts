import { OUTBOX_STATUSES, oneOf } from '@oficina/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';

/**
 * Mail waiting to go out, written in the same transaction as what it tells about (a lead, a
 * password reset), so a committed lead always has its mail and a rolled-back one never does.
 * The server's mail worker takes due rows with FOR UPDATE SKIP LOCKED, so several instances
 * share the queue without sending a message twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is about: `lead` or `password_reset`. */
    kind: text('kind').notNull(),
    /** Recipients, comma-separated. */
    to: text('to').notNull(),
    /** Where the recipient's "Responder" goes: a lead alert answers the visitor who wrote. */
    reply_to: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * The booking a mail is about. Its link to the booking is made when the mail is sent (the
     * text holds a placeholder), and erasing the booking erases its mail.
     */
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('outbox_status', oneOf(t.status, OUTBOX_STATUSES)),
    index('outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('outbox_booking_idx').on(t.booking_id).where(sql`${t.booking_id} is not null`),
  ],
);
