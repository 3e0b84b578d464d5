import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    service: text('service'),
    vehicle: text('vehicle'),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    display_order: integer('display_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('portfolio_items_order_idx').on(t.display_order, t.id)],
);
