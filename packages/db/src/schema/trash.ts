import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Content deleted in the panel or the API, kept 30 days so it can be restored whole with the
 * same id. The row leaves its own table (so no public read, count or unique constraint can see
 * it) and waits here as a snapshot of every column. `entity` is the API's name of the list the
 * row came from (`testimonials`, `blog-posts`, …), `title` what the Lixeira shows.
 */
export const trash = pgTable(
  'trash',
  {
    entity: text('entity').notNull(),
    item_id: integer('item_id').notNull(),
    title: text('title').notNull(),
    /** Every column as the backups write it: timestamps as ISO text with microseconds. */
    row: jsonb('row').notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.item_id] }),
    index('trash_deleted_at_idx').on(t.deleted_at),
  ],
);
