import { MESSAGES } from '@oficina/core';
import type { Context } from '../context';
import { PublicError } from '../errors';

/** The 429 of a spent limit, with Retry-After (seconds) on the HTTP answer. */
export function tooManyRequests(ctx: Context, retryAfterSeconds: number): PublicError {
  ctx.request.http?.setHeader('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new PublicError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests });
}
