import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { publicMessageFor } from './errors';

/**
 * The REST answer for an error thrown by our rules (`requireRank`, services) when they run
 * outside a procedure, as in the binary upload route: the same status and Portuguese message
 * the REST adapter would give. Null for anything else, which the caller treats as a 500.
 */
export function restErrorFor(
  error: unknown,
): { status: number; body: { error: string; code: string } } | null {
  if (!(error instanceof TRPCError)) return null;
  return {
    status: getHTTPStatusCodeFromError(error),
    body: { error: publicMessageFor(error, null), code: error.code },
  };
}
