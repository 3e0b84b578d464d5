import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';

/**
 * A middleware's successful result built without running the rest of the chain: an answer
 * kept from an earlier call (an idempotent replay). tRPC offers no public way to answer from a
 * middleware, so this is the one place that writes its result shape (`marker`, `ok`, `data`,
 * `ctx`); `idempotency.test.ts` fails if an upgrade changes it.
 */
export function replayedResult<T, C>(data: T, ctx: C) {
  return { marker: middlewareMarker, ok: true as const, data, ctx } as never;
}
