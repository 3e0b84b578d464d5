import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A browser that asked to be told of new leads (the panel's "Ativar notificações neste
 * aparelho"): the push service's address for it and the keys its messages are encrypted with.
 * One row per endpoint; a push service that answers 404 or 410 for it removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.user_id)],
);

/**
 * The server's VAPID key pair, made once on first use and kept here so every instance signs
 * with the same keys and browsers' subscriptions stay valid across restarts. One row only.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    public_key: text('public_key').notNull(),
    private_key: text('private_key').notNull(),
    created_at: createdAt(),
  },
  (table) => [check('vapid_keys_single_row', sql`${table.id} = 1`)],
);
