import { BANNER_POSITIONS, BANNER_TONES } from '@oficina/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** `'a', 'b'` for an SQL `in (…)`, from constants (never from input). */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

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
    tone: text('tone', { enum: BANNER_TONES }).notNull().default('brand'),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('banners_key_idx').on(t.key),
    index('banners_position_idx').on(t.position, t.display_order),
    check('banners_tone', sql`${t.tone} in (${sqlList(BANNER_TONES)})`),
    check(
      'banners_dates',
      sql`${t.starts_at} is null or ${t.ends_at} is null or ${t.ends_at} > ${t.starts_at}`,
    ),
  ],
);
