import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The first answer to a REST POST sent with an `Idempotency-Key`, kept 24 hours so a client that
 * retries (a lost connection, a double tap) gets that answer again instead of a second lead.
 * `status` is null while the first request is still being answered. Keys are per caller (the
 * scope: path and a hash of the session or key, or "anonymous").
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    /** SHA-256 of the request (path, query and body): the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    created_at: createdAt(),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [unique('idempotency_keys_key_scope').on(table.key, table.scope)],
);
