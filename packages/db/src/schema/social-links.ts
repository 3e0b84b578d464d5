import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const socialLinks = pgTable(
  'social_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    /** 1 or 0, not a boolean: the shape the REST API answers for social links. */
    active: integer('active').notNull().default(1),
    display_order: integer('display_order').notNull().default(0),
    /** Lets a sync ask for the links changed since its last run (`updated_since`). */
    updated_at: updatedAt(),
  },
  (t) => [
    check('social_links_active', sql`${t.active} in (0, 1)`),
    index('social_links_order_idx').on(t.display_order, t.id),
  ],
);
