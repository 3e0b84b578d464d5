import { EDITABLE_CONTENT_TYPES, oneOf } from '@oficina/core';
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
  (t) => [check('editable_content_type', oneOf(t.type, EDITABLE_CONTENT_TYPES))],
);
