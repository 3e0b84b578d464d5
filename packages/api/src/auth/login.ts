import { MESSAGES, readIntSetting } from '@oficina/core';
import { type Database, loginAttempts, settings, users } from '@oficina/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { PublicError } from '../errors';
import { toWire } from '../serialize';
import { recordLogin, recordLoginFailure } from '../services/security-audit';
import { USER_COLUMNS } from '../services/user-columns';
import { verifyPassword } from './password';
import { createSession } from './session';

export const LOCKOUT_MINUTES = 15;

interface LoginRequest {
  username: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
}

async function maxAttempts(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'max_login_attempts'));
  return readIntSetting('max_login_attempts', row?.value);
}

/**
 * Failures for a username within the lockout window since its last success. Counted per
 * username whether or not the account exists, so a lockout never reveals which accounts exist.
 */
async function recentFailures(db: Database, username: string): Promise<number> {
  const lastSuccess = sql`(select max(${loginAttempts.created_at}) from ${loginAttempts} where ${loginAttempts.username} = ${username} and ${loginAttempts.success})`;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.success, false),
        gt(loginAttempts.created_at, sql`now() - make_interval(mins => ${LOCKOUT_MINUTES})`),
        sql`(${lastSuccess} is null or ${loginAttempts.created_at} > ${lastSuccess})`,
      ),
    );
  return row?.n ?? 0;
}

export async function login(db: Database, request: LoginRequest) {
  const username = request.username.trim().toLowerCase();
  if ((await recentFailures(db, username)) >= (await maxAttempts(db))) {
    throw new PublicError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.loginLocked });
  }

  const [user] = await db
    .select({ ...USER_COLUMNS, password_hash: users.password_hash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username))
    .limit(1);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, request.password);

  if (!user || !passwordOk || !user.is_active) {
    await db.insert(loginAttempts).values({ username, ip: request.ip, success: false });
    // The failure that reaches the limit is the lockout; later ones count past it.
    const lockedOut = (await recentFailures(db, username)) === (await maxAttempts(db));
    await recordLoginFailure(db, username, request, lockedOut);
    throw new PublicError({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials });
  }

  await db.insert(loginAttempts).values({ username, ip: request.ip, success: true });
  const [updated] = await db
    .update(users)
    .set({ last_login: sql`now()` })
    .where(eq(users.id, user.id))
    .returning(USER_COLUMNS);
  const session = await createSession(db, user.id, request);
  await recordLogin(db, updated!, request);
  return { user: toWire(updated!), ...session };
}
