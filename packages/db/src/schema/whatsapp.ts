import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** A single row (id = 1). */
export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    id: integer('id').primaryKey().default(1),
    // No longer read: the number and the name are the company's (company_info), so the owner
    // changes them in one place. The columns stay until a migration drops them; a new row gets
    // an empty value from here (no database default, so no migration either).
    phone_number: text('phone_number')
      .notNull()
      .$defaultFn(() => ''),
    default_message: text('default_message').notNull(),
    urgent_message: text('urgent_message').notNull(),
    company_name: text('company_name')
      .notNull()
      .$defaultFn(() => ''),
    show_urgency: boolean('show_urgency').notNull().default(true),
    show_pulse: boolean('show_pulse').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    updated_at: updatedAt(),
  },
  (t) => [check('whatsapp_settings_single_row', sql`${t.id} = 1`)],
);

export const whatsappContexts = pgTable('whatsapp_contexts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  message_template: text('message_template').notNull(),
  button_text: text('button_text').notNull(),
  updated_at: updatedAt(),
});
