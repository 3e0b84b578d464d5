// The settings row is declared with its rules and words in
// packages/core/src/entities/whatsapp-settings.ts.
export { whatsappSettings } from '@oficina/core';

import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const whatsappContexts = pgTable('whatsapp_contexts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  message_template: text('message_template').notNull(),
  button_text: text('button_text').notNull(),
  updated_at: updatedAt(),
});
