import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    content: text('content'),
    /** Legacy records carry their words here instead of `content`. */
    text: text('text'),
    rating: integer('rating').notNull(),
    service: text('service'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('testimonials_rating_range', sql`${t.rating} between 1 and 5`),
    check('testimonials_has_words', sql`coalesce(${t.content}, ${t.text}) is not null`),
  ],
);
