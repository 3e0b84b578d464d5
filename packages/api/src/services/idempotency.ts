import { MESSAGES } from '@oficina/core';
import { type Database, idempotencyKeys } from '@oficina/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { conflict, PublicError } from '../errors';

/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_HOURS = 24;

/**
 * A first call still unanswered after this long was cut short (its process stopped mid-call):
 * its key is free again instead of answering "still in progress" for a day.
 */
const ABANDONED_AFTER_SECONDS = 120;

/** Printable ASCII, as the IETF Idempotency-Key draft's examples (UUIDs, random strings). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyClaim =
  /** First time: go on, then `completeIdempotentRequest` or `releaseIdempotencyKey`. */
  | { kind: 'new'; id: number }
  /** Seen with the same request: answer this again (`body` null: its answer is not kept). */
  | { kind: 'replay'; status: number; body: string | null }
  /** Seen with another request under the same key. */
  | { kind: 'mismatch' }
  /** The first request with this key is still being answered. */
  | { kind: 'in_progress' };

const stale = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;
const abandoned = () => sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`;

/**
 * Takes a key for one request, atomically: of two requests racing with the same key, one gets
 * `new` and the other `in_progress` (or the replay once the first has answered). A key older
 * than a day, or a first call abandoned unanswered, is forgotten first, as if never seen.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: { key: string; scope: string; fingerprint: string },
): Promise<IdempotencyClaim> {
  const sameKey = and(
    eq(idempotencyKeys.key, request.key),
    eq(idempotencyKeys.scope, request.scope),
  );
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        sameKey,
        or(
          lt(idempotencyKeys.created_at, stale()),
          and(isNull(idempotencyKeys.completed_at), lt(idempotencyKeys.created_at, abandoned())),
        ),
      ),
    );
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'new', id: inserted.id };
  const [existing] = await db.select().from(idempotencyKeys).where(sameKey);
  if (!existing) return { kind: 'in_progress' };
  if (existing.fingerprint !== request.fingerprint) return { kind: 'mismatch' };
  if (existing.completed_at === null || existing.status === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: existing.status, body: existing.body };
}

/**
 * Records the first answer. `body` null keeps only that the call succeeded: a call that hands
 * out a secret (a session token, an API key) must not leave it in this table for a day.
 */
export async function completeIdempotentRequest(
  db: Database,
  id: number,
  answer: { status: number; body: string | null },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body, completed_at: new Date() })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees a key whose request failed, so a retry runs again. */
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

/** The key as sent, or a 400 when it is malformed or was sent twice. */
export function checkedIdempotencyKey(value: string | null): string {
  const key = value?.trim();
  if (!key || !KEY_FORMAT.test(key))
    throw new PublicError({ code: 'BAD_REQUEST', message: MESSAGES.idempotencyKeyInvalid });
  return key;
}

export interface IdempotentRun<T> {
  /** The key's scope: whose key it is (the caller) and for which operation. */
  scope: string;
  key: string;
  /** Identifies the request: the same key with another request is refused (422). */
  fingerprint: string;
  /** False for calls that hand out a secret: a replay is refused (409) instead of answered. */
  replayable: boolean;
  /** Runs the call the first time. Its value must survive JSON (it is what a replay returns). */
  run: () => Promise<{ ok: true; value: T } | { ok: false; error: unknown }>;
}

/**
 * Runs a call at most once per key: the first success is kept (as JSON) and returned again to
 * the same key with the same request for a day, with `replayed: true`; a failure frees the key
 * so a corrected retry runs. The same key with another request: 422; while the first still
 * runs: 409; a replay of a call whose answer held a secret: 409.
 */
export async function runIdempotently<T>(
  db: Database,
  call: IdempotentRun<T>,
): Promise<{ ok: true; value: T; replayed: boolean } | { ok: false; error: unknown }> {
  const claim = await claimIdempotencyKey(db, call);
  if (claim.kind === 'mismatch')
    throw new PublicError({
      code: 'UNPROCESSABLE_CONTENT',
      message: MESSAGES.idempotencyKeyReused,
    });
  if (claim.kind === 'in_progress') throw conflict(MESSAGES.idempotencyKeyBusy);
  if (claim.kind === 'replay') {
    if (claim.body === null) throw conflict(MESSAGES.replayRefused);
    return { ok: true, value: JSON.parse(claim.body) as T, replayed: true };
  }
  let result: Awaited<ReturnType<typeof call.run>>;
  try {
    result = await call.run();
  } catch (error) {
    await releaseIdempotencyKey(db, claim.id);
    throw error;
  }
  if (!result.ok) {
    await releaseIdempotencyKey(db, claim.id);
    return result;
  }
  await completeIdempotentRequest(db, claim.id, {
    status: 200,
    body: call.replayable ? JSON.stringify(result.value ?? null) : null,
  });
  return { ...result, replayed: false };
}
