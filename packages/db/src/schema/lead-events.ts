import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The public site's visits and clicks on WhatsApp and phone links, counted per day (the
 * workshop's calendar) and page. Counts only: no address, no browser, no identifier, so
 * nothing here is about a person and no cookie or consent is needed to keep it.
 */
export const leadEventsDaily = pgTable(
  'lead_events_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    visits: integer('visits').notNull().default(0),
    whatsapp_clicks: integer('whatsapp_clicks').notNull().default(0),
    phone_clicks: integer('phone_clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);
