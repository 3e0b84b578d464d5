import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updated_at: updatedAt(),
});
