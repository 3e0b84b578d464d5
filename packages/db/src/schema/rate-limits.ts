import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters for rate limits, shared by every server instance: one row per key (limit
 * and client, e.g. `api:203.0.113.7`) and fixed time window, bumped with one atomic upsert.
 * Rows past `expires_at` are useless and purged from time to time.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.window_start] }),
    index('rate_limit_buckets_expires_idx').on(t.expires_at),
  ],
);
