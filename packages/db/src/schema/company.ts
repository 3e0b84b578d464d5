import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** One line written from `opening_hours`, for the pages and older API clients. */
    working_hours: text('working_hours').notNull(),
    /**
     * Null only on a record saved before the hours had a structure: start-up reads the old
     * text into it (see structureLegacyHours).
     */
    opening_hours:
      jsonb('opening_hours').$type<{ weekday: number; opens: string; closes: string }[]>(),
    closed_dates: jsonb('closed_dates')
      .$type<{ date: string; note: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    about_text: text('about_text').notNull().default(''),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    favicon: text('favicon'),
    website: text('website'),
    updated_at: updatedAt(),
  },
  (t) => [check('company_info_single_row', sql`${t.id} = 1`)],
);
