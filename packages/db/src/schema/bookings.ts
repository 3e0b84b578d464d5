import { bookings } from '@oficina/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

// The booking itself is declared with its rules and words in packages/core/src/entities/booking.ts.
export { bookings };

/**
 * A customer's private links to a booking (`/agendamento/<token>`): 32 random bytes, of which
 * only the SHA-256 is kept. A booking gets one with its answer and one in each mail that carries
 * a link, made when the mail is sent, so no link ever waits in the outbox or in a stored replay.
 * Each is valid until a day after the appointment ends.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_links_token_unique').on(t.token_hash),
    index('booking_links_booking_idx').on(t.booking_id),
  ],
);

/**
 * The owner's calendar feed (`/api/bookings/calendar.ics?token=…`): one row, the SHA-256 of its
 * token. Rotating it replaces the row, and the old address stops answering at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().default(1),
    token_hash: text('token_hash').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [check('calendar_feeds_single_row', sql`${t.id} = 1`)],
);
