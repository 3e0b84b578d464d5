import { oneOf, ROLES } from '@oficina/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** Where a password reset link is sent; optional and unique (case-insensitive). */
    email: text('email'),
    password_hash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    is_active: boolean('is_active').notNull().default(true),
    last_login: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role', oneOf(t.role, ROLES)),
  ],
);

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
