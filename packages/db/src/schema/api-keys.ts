import { API_KEY_ROLES, oneOf } from '@oficina/core';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Keys for integrations, sent as `Authorization: Bearer ofk_…`. Only a SHA-256 of the key is
 * stored; the key itself is shown once, when it is created. Revoking deletes the row (the audit
 * log keeps the trail). A key belongs to the workshop, not to the person who created it: it
 * outlives its creator's deactivation or deletion (`created_by` is then cleared), and any admin
 * can revoke it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    role: text('role', { enum: API_KEY_ROLES }).notNull(),
    key_hash: text('key_hash').notNull().unique(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** Written at most once a minute per key, not on every request. */
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('api_keys_role', oneOf(t.role, API_KEY_ROLES))],
);
