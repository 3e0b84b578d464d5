import { type Database, outbox } from '@oficina/db';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { RESET_LINK_REMOVED } from './outbox';

export type QueuedMail = typeof outbox.$inferSelect;

/**
 * How long a claimed mail is kept from other senders. A sender that dies mid-send leaves the row
 * pending, and it becomes due again after this.
 */
export const CLAIM_SECONDS = 120;

/** Longest wait between two attempts while the mail server cannot be reached. */
export const MAX_RETRY_SECONDS = 60;

/** A mail still refused after this long is given up on (marked failed). */
export const GIVE_UP_HOURS = 24;

/** 2 s, 4 s, 8 s … after each failed attempt, never more than a minute. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(MAX_RETRY_SECONDS, 2 ** Math.max(1, Math.min(attempts, 10)));

/**
 * Takes up to `limit` due mails for this sender: in one statement, rows other instances are
 * taking at the same moment are skipped (FOR UPDATE SKIP LOCKED), and the taken ones are pushed
 * CLAIM_SECONDS ahead, so no other sender takes them while this one sends. No transaction stays
 * open during the SMTP conversation.
 */
export async function claimDueMail(db: Database, limit = 10): Promise<QueuedMail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.next_attempt_at, sql`now()`)))
    .orderBy(asc(outbox.next_attempt_at), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      next_attempt_at: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(and(inArray(outbox.id, due), eq(outbox.status, 'pending')))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Sent: a reset link leaves the table with it (the link opens the account). */
export async function markMailSent(db: Database, mail: QueuedMail): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sent_at: sql`now()`,
      last_error: null,
      ...(mail.kind === 'password_reset' ? { text: RESET_LINK_REMOVED, html: null } : {}),
    })
    .where(eq(outbox.id, mail.id));
}

/**
 * Not sent. A refusal the mail server says is final, or one still happening a day later, fails
 * the mail; anything else (the server down, a temporary refusal) is tried again after a delay.
 */
export async function markMailFailed(
  db: Database,
  mail: QueuedMail,
  reason: string,
  final: boolean,
): Promise<'failed' | 'retry'> {
  const expired = Date.now() - mail.created_at.getTime() > GIVE_UP_HOURS * 3_600_000;
  const failed = final || expired;
  await db
    .update(outbox)
    .set({
      status: failed ? 'failed' : 'pending',
      last_error: reason.slice(0, 500),
      next_attempt_at: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
      ...(failed && mail.kind === 'password_reset' ? { text: RESET_LINK_REMOVED, html: null } : {}),
    })
    .where(eq(outbox.id, mail.id));
  return failed ? 'failed' : 'retry';
}

/** When the next pending mail is due (null: none waits), so the sender can sleep until then. */
export async function nextMailDueAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date>`min(${outbox.next_attempt_at})`.mapWith(outbox.next_attempt_at) })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return row?.at ?? null;
}
