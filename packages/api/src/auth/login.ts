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

/** Any constant apart from the other advisory locks (migration, backup): it names "logins". */
const LOGIN_LOCK_SPACE = 727_003;

/**
 * Counts the attempt as a failure before the password is checked, or refuses it: under a lock
 * per username (every instance shares it), so parallel attempts are counted one after the
 * other and no more than `max_login_attempts` of them ever reach a password check. Returns the
 * attempt's row and how many failures it makes.
 */
async function reserveAttempt(db: Database, username: string, ip: string | null) {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Database;
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOGIN_LOCK_SPACE}::int4, hashtext(${username}))`,
    );
    const failures = await recentFailures(tx, username);
    const max = await maxAttempts(tx);
    if (failures >= max && !(await isKnownAddress(tx, username, ip))) return null;
    const [row] = await tx
      .insert(loginAttempts)
      .values({ username, ip, success: false })
      .returning({ id: loginAttempts.id });
    return { id: row!.id, failures: failures + 1, max };
  });
}

/** The account, if any, and whether the password is its own (a full check either way). */
async function checkPassword(db: Database, username: string, password: string) {
  const [user] = await db
    .select({ ...USER_COLUMNS, password_hash: users.password_hash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username))
    .limit(1);
  return { user, passwordOk: await verifyPassword(user?.password_hash ?? null, password) };
}

/**
 * Login defences (ASVS 5.0 V6.3), kept simple:
 * - Per account: after `max_login_attempts` failures within LOCKOUT_MINUTES, further attempts on
 *   that username answer 429 without checking the password, whatever the address: guessing one
 *   account from many addresses stays slow. An attempt counts as a failure from before its
 *   password check until it succeeds, so a burst of parallel guesses cannot all slip in before
 *   the first failures are written.
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
  const attempt = await reserveAttempt(db, username, request.ip);
  if (!attempt) {
    throw new PublicError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.loginLocked });
  }

  const { user, passwordOk } = await checkPassword(db, username, request.password).catch(
    async (error: unknown) => {
      // Not a wrong password (the server was busy, or the database failed): not a failure.
      await db
        .delete(loginAttempts)
        .where(eq(loginAttempts.id, attempt.id))
        .catch(() => {});
      throw error;
    },
  );

  if (!user || !passwordOk || !user.is_active) {
    // The failure that reaches the limit is the lockout; later ones count past it.
    await recordLoginFailure(db, username, request, attempt.failures === attempt.max);
    throw new PublicError({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials });
  }

  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.id));
  const [updated] = await db
    .update(users)
    .set({ last_login: sql`now()` })
    .where(eq(users.id, user.id))
    .returning(USER_COLUMNS);
  const session = await createSession(db, user.id, request);
  await recordLogin(db, updated!, request);
  return { user: toWire(updated!), ...session };
}
