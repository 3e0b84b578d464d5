import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written so the trail survives the user's deletion. */
    username: text('username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
  ],
);
