import { CONTACT_STATUSES, oneOf } from '@oficina/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    vehicle: text('vehicle'),
    service: text('service'),
    message: text('message').notNull(),
    lgpd_consent: boolean('lgpd_consent').notNull(),
    consent_at: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('novo'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('contact_messages_status', oneOf(t.status, CONTACT_STATUSES)),
    check('contact_messages_consent', sql`${t.lgpd_consent}`),
    index('contact_messages_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('contact_messages_status_created_idx').on(t.status, t.created_at.desc()),
  ],
);
