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
    /**
     * The API key that made the change, when a key did (`username` then reads "Chave de API:
     * ‹nome›", and two keys may share a name). No reference: a revoked key's trail stays.
     */
    api_key_id: integer('api_key_id'),
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
