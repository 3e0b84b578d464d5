import { CONTACT_SPAM_RETENTION_DAYS, readIntSetting, workshopTime } from '@oficina/core';
import {
  auditLog,
  bookingLinks,
  bookings,
  contactMessages,
  type Database,
  leadEventsDaily,
  loginAttempts,
  outbox,
  passwordResetTokens,
  sessions,
  settings,
  webhookDeliveries,
} from '@oficina/db';
import { and, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { KNOWN_ADDRESS_DAYS, LOCKOUT_MINUTES } from '../auth/login';
import { SESSION_IDLE_MINUTES } from '../auth/session';
import { purgeIdempotencyKeys } from './idempotency';
import { purgeRateLimitBuckets } from './rate-limits';
import { purgeTrash } from './trash';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Rows deleted per statement: a large backlog goes in short steps, never one long lock. */
export const RETENTION_BATCH = 5000;

/** How many rows one purge removed, per kind (rate-limit buckets are not counted). */
export interface RetentionOutcome {
  loginAttempts: number;
  sessions: number;
  auditEntries: number;
  spamContacts: number;
  resetTokens: number;
  outboxMails: number;
  idempotencyKeys: number;
  /** Deleted content past its 30 days in the trash. */
  trashItems: number;
  /** Customers' private links to bookings that ended more than a day ago (they open nothing). */
  bookingLinks: number;
  /** Days of visit and click counts older than LEAD_EVENT_RETENTION_DAYS. */
  leadEventDays: number;
  /** Webhook messages delivered or given up on OUTBOX_RETENTION_DAYS ago. */
  webhookDeliveries: number;
}

/** Days the per-page visit and click counts are kept: the dashboard shows 30; a year to compare. */
export const LEAD_EVENT_RETENTION_DAYS = 400;

/** Days a sent (or given up) mail stays in the outbox: long enough to check a lead's alert. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Deletes, `RETENTION_BATCH` rows at a time, the rows of a table with an `id` key that match
 * `where`, and returns how many went.
 *
 * Several server instances may purge the same database at the same moment; that is harmless by
 * construction, so no lock between instances is needed. Each step picks its rows with
 * `FOR UPDATE SKIP LOCKED`: rows another run (or a request) is holding are left to it or to the
 * next hour, so concurrent runs never wait on each other nor deadlock, and a row is deleted
 * once. Every condition is "older than", so running twice removes nothing more.
 */
async function deleteInBatches(
  db: Database,
  table:
    | typeof loginAttempts
    | typeof sessions
    | typeof auditLog
    | typeof contactMessages
    | typeof passwordResetTokens
    | typeof outbox
    | typeof bookingLinks
    | typeof webhookDeliveries,
  where: SQL | undefined,
): Promise<number> {
  let total = 0;
  for (;;) {
    const doomed = db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .limit(RETENTION_BATCH)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(table)
      .where(inArray(table.id, doomed))
      .returning({ id: table.id });
    total += deleted.length;
    if (deleted.length < RETENTION_BATCH) return total;
  }
}

/**
 * Login attempts nothing reads any more. Failures only count towards the lockout for
 * LOCKOUT_MINUTES; successes make the address a known one for KNOWN_ADDRESS_DAYS (the lockout
 * exemption), so they stay that long. The security trail of each attempt is in the audit log.
 */
function purgeLoginAttempts(db: Database, now: Date): Promise<number> {
  const failureCutoff = new Date(now.getTime() - LOCKOUT_MINUTES * MINUTE_MS);
  const successCutoff = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS);
  return deleteInBatches(
    db,
    loginAttempts,
    or(
      and(eq(loginAttempts.success, false), lte(loginAttempts.created_at, failureCutoff)),
      and(eq(loginAttempts.success, true), lte(loginAttempts.created_at, successCutoff)),
    ),
  );
}

/**
 * Sessions that can no longer sign anyone in: past their absolute expiry (12 h after login) or
 * idle longer than the `session_timeout` setting. The idle rule is the very expression that
 * resolveSession applies, so a session it would still accept is never deleted.
 */
function purgeSessions(db: Database, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return deleteInBatches(
    db,
    sessions,
    or(
      lte(sessions.expires_at, now),
      sql`${sessions.last_seen_at} <= ${at} - make_interval(mins => ${SESSION_IDLE_MINUTES})`,
    ),
  );
}

/** Audit entries older than the `audit_retention_days` setting (a year by default). */
async function purgeAuditLog(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'audit_retention_days'));
  const days = readIntSetting('audit_retention_days', row?.value);
  return deleteInBatches(
    db,
    auditLog,
    lt(auditLog.created_at, new Date(now.getTime() - days * DAY_MS)),
  );
}

/**
 * Messages the anti-spam checks held back that nobody moved to the inbox within
 * CONTACT_SPAM_RETENTION_DAYS. Counted from the last change of the row, not from its arrival:
 * a message someone marks as spam by hand gets the same days to be undone, however old it is.
 * A held message nobody touched was last changed when it arrived.
 */
function purgeSpamContacts(db: Database, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    contactMessages,
    and(
      eq(contactMessages.status, 'spam'),
      lt(
        contactMessages.updated_at,
        new Date(now.getTime() - CONTACT_SPAM_RETENTION_DAYS * DAY_MS),
      ),
    ),
  );
}

/** Reset links a day past their end: used or not, they open nothing any more. */
function purgeResetTokens(db: Database, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    passwordResetTokens,
    lt(passwordResetTokens.expires_at, new Date(now.getTime() - DAY_MS)),
  );
}

/**
 * Mail that left (or was given up on) OUTBOX_RETENTION_DAYS ago: a lead's alert copies the
 * customer's details, which the inbox keeps on its own. Pending mail is never removed.
 */
function purgeOutbox(db: Database, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    outbox,
    and(
      inArray(outbox.status, ['sent', 'failed']),
      lt(outbox.created_at, new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS)),
    ),
  );
}

/** Webhook messages delivered or given up on as long ago as old mail: the panel shows 100. */
function purgeWebhookDeliveries(db: Database, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    webhookDeliveries,
    and(
      inArray(webhookDeliveries.status, ['delivered', 'failed']),
      lt(webhookDeliveries.created_at, new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS)),
    ),
  );
}

/** Links whose booking ended more than a day ago: expired, never to open anything again. */
function purgeBookingLinks(db: Database, now: Date): Promise<number> {
  const ended = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(lt(bookings.ends_at, new Date(now.getTime() - DAY_MS)));
  return deleteInBatches(db, bookingLinks, inArray(bookingLinks.booking_id, ended));
}

/** Per-page counts of days more than LEAD_EVENT_RETENTION_DAYS ago (one row per page a day). */
async function purgeLeadEvents(db: Database, now: Date): Promise<number> {
  const cutoff = workshopTime(new Date(now.getTime() - LEAD_EVENT_RETENTION_DAYS * DAY_MS)).isoDate;
  const deleted = await db
    .delete(leadEventsDaily)
    .where(lt(leadEventsDaily.day, cutoff))
    .returning({ day: leadEventsDaily.day });
  return deleted.length;
}

/**
 * Removes the data the product keeps only for a while: spent login attempts, rate-limit
 * counters of ended windows, dead sessions, audit entries past their retention, old spam
 * messages, spent reset links, old mail of the outbox, per-page counts older than 400 days, idempotency keys past their day and
 * content 30 days in the trash. There is no surrounding transaction: if a statement fails, what was already deleted
 * stays deleted and the next run carries on from there.
 */
export async function purgeExpiredData(db: Database, now: Date): Promise<RetentionOutcome> {
  const outcome = {
    loginAttempts: await purgeLoginAttempts(db, now),
    sessions: await purgeSessions(db, now),
    auditEntries: await purgeAuditLog(db, now),
    spamContacts: await purgeSpamContacts(db, now),
    resetTokens: await purgeResetTokens(db, now),
    outboxMails: await purgeOutbox(db, now),
    idempotencyKeys: await purgeIdempotencyKeys(db),
    trashItems: await purgeTrash(db, now),
    bookingLinks: await purgeBookingLinks(db, now),
    leadEventDays: await purgeLeadEvents(db, now),
    webhookDeliveries: await purgeWebhookDeliveries(db, now),
  };
  // Counted on the database clock, as the limits themselves are.
  await purgeRateLimitBuckets(db);
  return outcome;
}
