import { auditLog, type Database } from '@oficina/db';
import type { AuditAction } from './audit';

/**
 * Security events in the audit log (OWASP ASVS 5.0 V16.3): sign-ins, failed sign-ins, lockouts,
 * sign-outs, password reset requests and resets, and changes to who may get in (role, active
 * status, password). They use the entity `auth`, so the audit page's "Acessos" filter shows them together; `entity_id` is the account
 * concerned, `user_id`/`username` who acted. `after` holds the request's address and browser and,
 * for a change, the account's name and new value; `before` the old value. Never a password, a
 * hash or a token.
 */

export const SECURITY_ENTITY = 'auth';

export type SecurityAction = Extract<
  AuditAction,
  | 'login'
  | 'login_failed'
  | 'lockout'
  | 'logout'
  | 'role_change'
  | 'status_change'
  | 'password_change'
  | 'password_reset_request'
  | 'password_reset'
>;

/** Where a request came from. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** An attempted username is kept this long at most (it may be anything someone typed). */
export const ATTEMPTED_USERNAME_MAX = 60;
const USER_AGENT_MAX = 300;

const origin = (request: RequestOrigin) => ({
  ip: request.ip?.slice(0, 100) ?? null,
  user_agent: request.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
});

async function record(
  db: Database,
  entry: {
    action: SecurityAction;
    actor: { id: number | null; username: string | null };
    accountId: number | null;
    before?: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    user_id: entry.actor.id,
    username: entry.actor.username,
    action: entry.action,
    entity: SECURITY_ENTITY,
    entity_id: entry.accountId === null ? null : String(entry.accountId),
    before: entry.before ?? null,
    after: entry.after,
  });
}

type Account = { id: number; username: string };

export const recordLogin = (db: Database, user: Account, request: RequestOrigin) =>
  record(db, { action: 'login', actor: user, accountId: user.id, after: origin(request) });

export const recordLogout = (db: Database, user: Account, request: RequestOrigin) =>
  record(db, { action: 'logout', actor: user, accountId: user.id, after: origin(request) });

/**
 * A refused sign-in: the same entry whether the account exists, is inactive or the password was
 * wrong (only the attempted name, as typed and normalised, never which of these it was), and
 * `lockout` too when this failure reached the limit. Unknown and known usernames do the same
 * writes, so recording adds nothing to tell them apart by time.
 */
export async function recordLoginFailure(
  db: Database,
  attemptedUsername: string,
  request: RequestOrigin,
  lockedOut: boolean,
): Promise<void> {
  const actor = { id: null, username: attemptedUsername.slice(0, ATTEMPTED_USERNAME_MAX) };
  await record(db, { action: 'login_failed', actor, accountId: null, after: origin(request) });
  if (lockedOut) {
    await record(db, { action: 'lockout', actor, accountId: null, after: origin(request) });
  }
}

type AccountState = Account & { role: string; is_active: boolean };

/**
 * What an admin's change did to another account's access: a role change, an activation or
 * deactivation, a new password. Called inside the change's transaction, with the row before and
 * after it.
 */
export async function recordAccessChanges(
  tx: Database,
  actor: Account,
  request: RequestOrigin,
  before: AccountState,
  after: AccountState,
  passwordChanged: boolean,
): Promise<void> {
  const base = { actor, accountId: after.id };
  const where = origin(request);
  if (before.role !== after.role) {
    await record(tx, {
      ...base,
      action: 'role_change',
      before: { username: before.username, role: before.role },
      after: { username: after.username, role: after.role, ...where },
    });
  }
  if (before.is_active !== after.is_active) {
    await record(tx, {
      ...base,
      action: 'status_change',
      before: { username: before.username, is_active: before.is_active },
      after: { username: after.username, is_active: after.is_active, ...where },
    });
  }
  if (passwordChanged) {
    await record(tx, {
      ...base,
      action: 'password_change',
      after: { username: after.username, ...where },
    });
  }
}

/**
 * Someone asked for a reset link by username or e-mail: the name as typed (normalised), and the
 * account it matched, if any (admins reading the log may know; the person asking never does).
 */
export const recordPasswordResetRequest = (
  db: Database,
  typed: string,
  accountId: number | null,
  request: RequestOrigin,
) =>
  record(db, {
    action: 'password_reset_request',
    actor: { id: null, username: typed.slice(0, ATTEMPTED_USERNAME_MAX) },
    accountId,
    after: origin(request),
  });

/** A reset link was used: the account chose a new password and its sessions ended. */
export const recordPasswordReset = (db: Database, user: Account, request: RequestOrigin) =>
  record(db, {
    action: 'password_reset',
    actor: user,
    accountId: user.id,
    after: { username: user.username, ...origin(request) },
  });

/** A password set from the server's command line: no one signed in did it, the system did. */
export const recordPasswordSetByCommand = (db: Database, user: Account) =>
  record(db, {
    action: 'password_change',
    actor: { id: null, username: null },
    accountId: user.id,
    after: { username: user.username, via: 'npm run admin:reset-password' },
  });
