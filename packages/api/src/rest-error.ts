import { MESSAGES } from '@oficina/core';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import {
  badRequest,
  isDatabaseUnavailable,
  isInputRejectedByDatabase,
  publicIssues,
  publicMessageFor,
  unavailable,
} from './errors';

/**
 * The REST answer for an error thrown by our rules (`requireRank`, services) when they run
 * outside a procedure, as in the binary upload route, or by a procedure called in-process
 * (the contacts CSV export): the same status, Portuguese message and validation issues the
 * REST adapter would give. A database error the procedures' middleware would have mapped (an
 * unreachable database, a value it refused) is answered the same way. Null for anything else,
 * which the caller treats as a 500.
 */
export function restErrorFor(error: unknown): {
  status: number;
  body: { error: string; code: string; issues?: ReturnType<typeof publicIssues> };
} | null {
  if (!(error instanceof TRPCError)) {
    if (isDatabaseUnavailable(error)) return restErrorFor(unavailable());
    if (isInputRejectedByDatabase(error)) return restErrorFor(badRequest(MESSAGES.validation));
    return null;
  }
  const zodError = error.cause instanceof ZodError ? error.cause : null;
  const issues = publicIssues(zodError);
  return {
    status: getHTTPStatusCodeFromError(error),
    body: {
      error: publicMessageFor(error, zodError),
      code: error.code,
      ...(issues ? { issues } : {}),
    },
  };
}
