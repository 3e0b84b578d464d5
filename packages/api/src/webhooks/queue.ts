import { type Database, webhookDeliveries, webhooks } from '@oficina/db';
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';

/**
 * Waits after each failed attempt: about 5 s, 1 min, 10 min, 1 h, 6 h and 24 h. After the last
 * one the message is given up on (failed).
 */
export const RETRY_DELAYS_MS = [5_000, 60_000, 600_000, 3_600_000, 21_600_000, 86_400_000] as const;

/** A webhook whose deliveries have all failed for this long is switched off. */
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

/** How long a claimed message is kept from other instances (a sender that died frees it then). */
export const CLAIM_MS = 60_000;

export interface DueDelivery {
  delivery: typeof webhookDeliveries.$inferSelect;
  url: string;
  secret: string | null;
}

/**
 * Takes up to `limit` due messages of active webhooks: rows other instances take at the same
 * moment are skipped (FOR UPDATE SKIP LOCKED) and the taken ones pushed CLAIM_MS ahead, as the
 * mail outbox does (mail/outbox-queue.ts). No transaction stays open during the HTTP call.
 */
export async function claimDueDeliveries(
  db: Database,
  now: Date,
  limit = 10,
): Promise<DueDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhook_id))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.next_attempt_at, now),
        // A ping is sent to a webhook that is off too: that is how the admin checks it.
        sql`(${webhooks.active} or ${webhookDeliveries.event} = 'ping')`,
      ),
    )
    .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const rows = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      next_attempt_at: new Date(now.getTime() + CLAIM_MS),
    })
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, 'pending')))
    .returning();
  if (rows.length === 0) return [];
  const targets = await db
    .select({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(
      inArray(
        webhooks.id,
        rows.map((r) => r.webhook_id),
      ),
    );
  const byId = new Map(targets.map((t) => [t.id, t]));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((delivery) => ({
      delivery,
      url: byId.get(delivery.webhook_id)?.url ?? '',
      secret: byId.get(delivery.webhook_id)?.secret ?? null,
    }));
}

export interface Outcome {
  responseStatus: number | null;
  durationMs: number;
}

/** Delivered: the webhook works again, whatever failed before. */
export async function markDelivered(
  db: Database,
  delivery: DueDelivery['delivery'],
  outcome: Outcome,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: 'delivered',
        response_status: outcome.responseStatus,
        duration_ms: outcome.durationMs,
        last_error: null,
        next_attempt_at: null,
        delivered_at: now,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhooks)
      .set({ failing_since: null })
      .where(eq(webhooks.id, delivery.webhook_id));
  });
}

/**
 * Not delivered: tried again after the next delay of the schedule, or given up on after the
 * last. The webhook's first failure since its last success is remembered; once its deliveries
 * have failed for three days it is switched off (the dashboard says so) and what it still had
 * queued is given up on.
 */
export async function markFailed(
  db: Database,
  delivery: DueDelivery['delivery'],
  outcome: Outcome & { error: string },
  now: Date,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<'retry' | 'failed' | 'disabled'> {
  const delay = delaysMs[delivery.attempts - 1];
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Database;
    await tx
      .update(webhookDeliveries)
      .set({
        status: delay === undefined ? 'failed' : 'pending',
        response_status: outcome.responseStatus,
        duration_ms: outcome.durationMs,
        last_error: outcome.error.slice(0, 500),
        next_attempt_at: delay === undefined ? null : new Date(now.getTime() + delay),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (delivery.event === 'ping') return delay === undefined ? 'failed' : 'retry';
    const [hook] = await tx
      .update(webhooks)
      .set({
        failing_since: sql`coalesce(${webhooks.failing_since}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhooks.id, delivery.webhook_id))
      .returning({ failing_since: webhooks.failing_since, active: webhooks.active });
    if (
      hook?.active &&
      hook.failing_since &&
      now.getTime() - hook.failing_since.getTime() >= DISABLE_AFTER_MS
    ) {
      await tx
        .update(webhooks)
        .set({ active: false, disabled_at: now })
        .where(eq(webhooks.id, delivery.webhook_id));
      await tx
        .update(webhookDeliveries)
        .set({
          status: 'failed',
          next_attempt_at: null,
          last_error: sql`coalesce(${webhookDeliveries.last_error}, 'webhook desligado após 3 dias de falhas')`,
        })
        .where(
          and(
            eq(webhookDeliveries.webhook_id, delivery.webhook_id),
            eq(webhookDeliveries.status, 'pending'),
          ),
        );
      return 'disabled';
    }
    return delay === undefined ? 'failed' : 'retry';
  });
}

/** When the next message is due (null: none waits), so the worker can sleep until then. */
export async function nextDeliveryDueAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(webhookDeliveries.next_attempt_at) })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return row?.at ?? null;
}
