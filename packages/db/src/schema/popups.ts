import { POPUP_STYLES, POPUP_TYPES } from '@oficina/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const popups = pgTable(
  'popups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: POPUP_TYPES }).notNull(),
    style: text('style', { enum: POPUP_STYLES }).notNull(),
    discount_percentage: integer('discount_percentage'),
    button_text: text('button_text'),
    button_action: text('button_action'),
    target_pages: text('target_pages').notNull().default('*'),
    start_date: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    expiry_date: timestamp('expiry_date', { withTimezone: true, mode: 'date' }),
    show_delay: integer('show_delay').notNull().default(3),
    show_timer: boolean('show_timer').notNull().default(false),
    timer_duration: integer('timer_duration'),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('popups_type', sql`${t.type} in ('promotion', 'alert', 'announcement')`),
    check('popups_style', sql`${t.style} in ('promotion', 'success', 'warning', 'error', 'info')`),
    index('popups_active_idx').on(t.active, t.priority),
  ],
);
