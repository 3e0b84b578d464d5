import { EDITABLE_CONTENT_TYPES } from '@oficina/core';
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const editableContent = pgTable(
  'editable_content',
  {
    key: text('key').primaryKey(),
    section: text('section').notNull().default('geral'),
    type: text('type', { enum: EDITABLE_CONTENT_TYPES }).notNull().default('text'),
    value: text('value').notNull(),
    description: text('description'),
    updated_at: updatedAt(),
  },
  (t) => [check('editable_content_type', sql`${t.type} in ('text', 'markdown')`)],
);
