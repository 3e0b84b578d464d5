import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** A single row (id = 1): the "Sobre" page. */
export const aboutContent = pgTable(
  'about_content',
  {
    id: integer('id').primaryKey().default(1),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    mission: text('mission').notNull().default(''),
    vision: text('vision').notNull().default(''),
    values: jsonb('values').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    founded_year: integer('founded_year'),
    highlights: jsonb('highlights')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    team: jsonb('team')
      .$type<{ name: string; role: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    image: text('image'),
    updated_at: updatedAt(),
  },
  (t) => [check('about_content_single_row', sql`${t.id} = 1`)],
);
