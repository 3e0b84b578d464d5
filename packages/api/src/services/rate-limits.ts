import { type Database, rateLimitBuckets } from '@oficina/db';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

export interface RateLimitHit {
  /** What is limited and for whom, e.g. `api:203.0.113.7`. */
  key: string;
  windowSeconds: number;
  /** Requests to add at once (default 1): an instance may add up what it counted meanwhile. */
  count?: number;
}

export interface RateLimitCount {
  key: string;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends (at least 1): the answer's Retry-After. */
  retryAfter: number;
  /** Which window was counted, to take the request back out of it (releaseRateLimitHit). */
  windowStart: Date;
}

/**
 * Counts one request against each key in a fixed window aligned on the database clock, so every
 * instance sharing the database shares the counters. One statement, atomic per key: concurrent
 * requests each get their own count (`INSERT … ON CONFLICT DO UPDATE … RETURNING`).
 */
export async function countRateLimitHits(
  db: Database,
  hits: readonly RateLimitHit[],
): Promise<RateLimitCount[]> {
  if (hits.length === 0) return [];
  const rows = hits.map(({ key, windowSeconds, count = 1 }) => {
    const seconds = Math.max(1, Math.floor(windowSeconds));
    const start = sql`to_timestamp(floor(extract(epoch from now())::float8 / ${seconds}::int) * ${seconds}::int)`;
    return {
      key,
      window_start: start,
      expires_at: sql`${start} + make_interval(secs => ${seconds}::int)`,
      count,
    };
  });
  const counted = await db
    .insert(rateLimitBuckets)
    // drizzle types these columns as Date; SQL expressions are valid values at runtime.
    .values(rows as unknown as (typeof rateLimitBuckets.$inferInsert)[])
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.window_start],
      set: { count: sql`${rateLimitBuckets.count} + excluded.count` },
    })
    .returning({
      key: rateLimitBuckets.key,
      count: rateLimitBuckets.count,
      windowStart: rateLimitBuckets.window_start,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitBuckets.expires_at} - now())))::int`,
    });
  return counted.map((row) => ({ ...row, retryAfter: Number(row.retryAfter) }));
}

/** Takes one counted request back out of its window (it turned out not to count). */
export async function releaseRateLimitHit(
  db: Database,
  hit: Pick<RateLimitCount, 'key' | 'windowStart'>,
): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`${rateLimitBuckets.count} - 1` })
    .where(
      and(
        eq(rateLimitBuckets.key, hit.key),
        eq(rateLimitBuckets.window_start, hit.windowStart),
        gt(rateLimitBuckets.count, 0),
      ),
    );
}

/** Drops the counters of windows that have ended. */
export async function purgeRateLimitBuckets(db: Database): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expires_at, sql`now()`));
}
