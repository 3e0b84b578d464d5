import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** A single row (id = 1): the workshop's own data. */
export const companyInfo = pgTable(
  'company_info',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    working_hours: text('working_hours').notNull(),
    about_text: text('about_text').notNull().default(''),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    favicon: text('favicon'),
    website: text('website'),
    updated_at: updatedAt(),
  },
  (t) => [check('company_info_single_row', sql`${t.id} = 1`)],
);
