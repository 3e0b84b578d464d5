import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** One row per marketing component; `config` is validated by the key's zod schema on write. */
export const marketingConfigs = pgTable(
  'marketing_configs',
  {
    key: text('key').primaryKey(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'marketing_configs_key',
      sql`${t.key} in ('attention_grabber', 'urgency_banner', 'offer_banner')`,
    ),
  ],
);
