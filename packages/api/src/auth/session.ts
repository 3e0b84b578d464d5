import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@oficina/core';
import { type Database, sessions, users } from '@oficina/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import { USER_COLUMNS } from '../services/user-columns';

/** Sessions end after this long whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthUser {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  is_active: boolean;
  last_login: Date | null;
  created_at: Date;
  sessionId: number;
  sessionExpiresAt: Date;
  /** Set when the request came with an API key rather than a session (auth/api-keys.ts). */
  apiKey?: { id: number; name: string };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Database,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: expiresAt,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The idle timeout in minutes, read by the database itself (setting `session_timeout`, default
 * 30). Shared with the retention job so it never deletes a session this code still accepts.
 */
export const SESSION_IDLE_MINUTES = sql`coalesce((select case when value ~ '^[0-9]{1,6}$' then value::int end from settings where key = 'session_timeout'), 30)`;

/**
 * One query finds a live session: not past its absolute expiry, used within the idle timeout
 * (setting `session_timeout`, minutes, default 30), and its user still active.
 */
export async function resolveSession(db: Database, token: string): Promise<AuthUser | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({
      ...USER_COLUMNS,
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expires_at,
      lastSeenAt: sessions.last_seen_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        gt(sessions.expires_at, sql`now()`),
        eq(users.is_active, true),
        sql`${sessions.last_seen_at} > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _lastSeen, ...user } = row;
  return user;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user: on deactivation, deletion, role or password change. */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}
