import { users } from '@oficina/core';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The accounts table is declared with its rules and words in packages/core/src/entities/user.ts;
// the sessions, sign-in attempts and reset links below are the server's own records.
export { users };

/** Server-side sessions: the client holds a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

/** Every login attempt, successful or not: the lockout counts failures per username from here. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip'),
    success: boolean('success').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.created_at),
    index('login_attempts_ip_idx').on(t.ip, t.created_at),
  ],
);

/**
 * Password reset links: the mail carries a random token, only its SHA-256 is stored. A token
 * works once (`used_at`) and until `expires_at` (30 minutes).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.user_id, t.created_at),
    index('password_reset_tokens_expires_idx').on(t.expires_at),
  ],
);
