import { type Database, idempotencyKeys } from '@oficina/db';
import { and, eq, lt, sql } from 'drizzle-orm';

/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_HOURS = 24;

export type IdempotencyClaim =
  /** First time: go on, then `completeIdempotentRequest` or `releaseIdempotencyKey`. */
  | { kind: 'new'; id: number }
  /** Seen with the same request: answer this again. */
  | { kind: 'replay'; status: number; body: string }
  /** Seen with another request under the same key. */
  | { kind: 'mismatch' }
  /** The first request with this key is still being answered. */
  | { kind: 'in_progress' };

const stale = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;

/**
 * Takes a key for one request, atomically: of two requests racing with the same key, one gets
 * `new` and the other `in_progress` (or the replay once the first has answered). A key older
 * than a day is forgotten first, as if never seen.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: { key: string; scope: string; fingerprint: string },
): Promise<IdempotencyClaim> {
  const sameKey = and(
    eq(idempotencyKeys.key, request.key),
    eq(idempotencyKeys.scope, request.scope),
  );
  await db.delete(idempotencyKeys).where(and(sameKey, lt(idempotencyKeys.created_at, stale())));
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'new', id: inserted.id };
  const [existing] = await db.select().from(idempotencyKeys).where(sameKey);
  if (!existing) return { kind: 'in_progress' };
  if (existing.fingerprint !== request.fingerprint) return { kind: 'mismatch' };
  if (existing.status === null || existing.body === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: existing.status, body: existing.body };
}

/** Keeps the first answer to replay it. */
export async function completeIdempotentRequest(
  db: Database,
  id: number,
  answer: { status: number; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body, completed_at: new Date() })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees a key whose request failed on the server's side, so a retry runs again. */
export async function releaseIdempotencyKey(db: Database, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Keys past their day (the hourly retention job). */
export async function purgeIdempotencyKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, stale()))
    .returning({ id: idempotencyKeys.id });
  return removed.length;
}
