import type { TRPCError } from '@trpc/server';
import type { Context } from '../context';
import {
  countRateLimitHits,
  purgeRateLimitBuckets,
  releaseRateLimitHit,
} from '../services/rate-limits';
import { clientKey } from './client-key';
import { LIMIT_POLICIES, type LimitPolicyName } from './policies';
import { tooManyRequests } from './too-many';

/** Ended windows are deleted at most this often, by whichever call counts then. */
const PURGE_INTERVAL_MS = 5 * 60 * 1000;
let lastPurge = Date.now();

/** The part of a middleware's result this needs: whether the call succeeded, and why not. */
interface CallResult {
  ok: boolean;
  error?: TRPCError;
}

/**
 * Counts one call of a limited operation against its client's window in the shared counters
 * (rate_limit_buckets, so every instance sharing the database shares them), refuses it with 429
 * past the quota, and afterwards takes it back when, by its policy, it does not count (a login
 * that did not fail, a message that was not stored). Counted on arrival, so parallel calls
 * cannot slip through together. If the counters cannot be reached the call goes on: the limits
 * protect the service, they must not take it down.
 */
export async function limitOperation<R extends CallResult>(
  ctx: Context,
  name: LimitPolicyName | undefined,
  call: () => Promise<R>,
): Promise<R> {
  const http = ctx.request.http;
  if (!name || !http) return call();
  const policy = LIMIT_POLICIES[name];
  const quota = ctx.quotas?.[policy.quota] ?? 0;
  if (quota <= 0) return call();
  if ('apiKeysExempt' in policy && (await ctx.getUser())?.apiKey) return call();

  const key = `${policy.bucket}:${clientKey(ctx.request.ip ?? 'desconhecido')}`;
  let counted: Awaited<ReturnType<typeof countRateLimitHits>>[number] | undefined;
  try {
    [counted] = await countRateLimitHits(ctx.db, [{ key, windowSeconds: policy.windowSeconds }]);
    if (Date.now() - lastPurge > PURGE_INTERVAL_MS) {
      lastPurge = Date.now();
      await purgeRateLimitBuckets(ctx.db);
    }
  } catch (error) {
    ctx.log?.warn({ err: error }, 'rate limits unavailable; call not limited');
    return call();
  }
  if (!counted) return call();
  http.reportLimit({
    name,
    quota,
    windowSeconds: policy.windowSeconds,
    // A login counts as a failure until it succeeds: the remaining figure is the cautious one.
    remaining: quota - counted.count,
    resetsIn: counted.retryAfter,
  });
  const release = async () => {
    try {
      await releaseRateLimitHit(ctx.db, counted);
    } catch (error) {
      ctx.log?.warn({ err: error }, 'could not take back a rate-limit count');
    }
  };
  if (counted.count > quota) {
    // A refused call is neither a failed login nor a stored message.
    if (policy.counts !== 'calls') await release();
    ctx.log?.info?.({ ip: ctx.request.ip, limit: name }, 'rate limit reached');
    throw tooManyRequests(ctx, counted.retryAfter);
  }
  const result = await call();
  const stays =
    policy.counts === 'calls' ||
    (policy.counts === 'stored' && result.ok) ||
    // A refused password (or unknown or inactive user) is the one failure that counts.
    (policy.counts === 'failures' && !result.ok && result.error?.code === 'UNAUTHORIZED');
  if (!stays) await release();
  return result;
}
