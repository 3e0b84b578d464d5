import { oneOf, WEBHOOK_DELIVERY_STATUSES } from '@oficina/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * An integration's address that receives the site's events (Standard Webhooks), with the
 * secret its messages are signed with. The secret has to be readable to sign, so it is kept
 * as given; it is left out of every backup (backup/tables.ts) and of every answer but the
 * creation's and the rotation's (decision 0026).
 */
export const webhooks = pgTable('webhooks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  events: jsonb('events').$type<string[]>().notNull(),
  description: text('description'),
  /** `whsec_…`; null after a restore from a backup, until the admin rotates it. */
  secret: text('secret'),
  active: boolean('active').notNull().default(true),
  /** First failed delivery since the last one that worked: three days of it switch it off. */
  failing_since: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  /** When the server switched it off for failing (the dashboard says so until it is on again). */
  disabled_at: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * One message to one webhook, queued in the transaction of what it tells about and sent by the
 * server's webhook worker (FOR UPDATE SKIP LOCKED, like the mail outbox). `message_id` is the
 * `webhook-id` header, the same on every retry so receivers can drop duplicates.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    webhook_id: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    message_id: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The message's `data`. */
    data: jsonb('data').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    response_status: integer('response_status'),
    duration_ms: integer('duration_ms'),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', {
      withTimezone: true,
      mode: 'date',
    }).defaultNow(),
    created_at: createdAt(),
    delivered_at: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('webhook_deliveries_status', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    index('webhook_deliveries_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhook_id, t.id.desc()),
  ],
);
