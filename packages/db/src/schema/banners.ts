import { BANNER_POSITIONS } from '@oficina/core';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** JSON text, validated on write. */
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    position: text('position', { enum: BANNER_POSITIONS }).notNull(),
    key: text('key').notNull(),
    target_pages: text('target_pages').notNull().default('*'),
    display_order: integer('display_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('banners_key_idx').on(t.key),
    index('banners_position_idx').on(t.position, t.display_order),
  ],
);
