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

/** How long a sign-in from an address keeps that address trusted for the account. */
export const KNOWN_ADDRESS_DAYS = 30;

/** Whether this account signed in successfully from this address recently. */
async function isKnownAddress(db: Database, username: string, ip: string | null) {
  if (!ip) return false;
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, true),
        gt(loginAttempts.created_at, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Login defences (ASVS 5.0 V6.3), kept simple:
 * - Per account: after `max_login_attempts` failures within LOCKOUT_MINUTES, further attempts on
 *   that username answer 429 without checking the password, whatever the address: guessing one
 *   account from many addresses stays slow.
 * - Per address (RATE_LIMIT_LOGIN, in the server's rate limits, apps/server plugins/rate-limits):
 *   an address with too many failures gets 429 on every login, whatever the username, before
 *   any password check. So one attacker can neither spray passwords over many accounts nor lock
 *   many accounts cheaply (20 failures lock at most 4 accounts per 15 minutes).
 * - The lockout must not lock the real person out (a cheap denial of service): an address this
 *   account signed in from within KNOWN_ADDRESS_DAYS is exempt, so staff keep signing in from
 *   the workshop while someone elsewhere hammers their username. Failures from that address
 *   still count, and it stays under its own per-address limit.
 */
export async function login(db: Database, request: LoginRequest) {
  const username = request.username.trim().toLowerCase();
  if (
    (await recentFailures(db, username)) >= (await maxAttempts(db)) &&
    !(await isKnownAddress(db, username, request.ip))
  ) {
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
