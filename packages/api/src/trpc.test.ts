import { MESSAGES } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from './context';
import { createCallerFactory, publicProcedure, router } from './trpc';

const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });

const testRouter = router({
  fails: publicProcedure.input(z.string()).query(({ input }) => {
    throw pgError(input);
  }),
});

// The least a call needs: no user, no HTTP request behind it (as a server-side caller).
const caller = createCallerFactory(testRouter)({
  request: { ip: null, token: null, userAgent: null },
  getUser: async () => null,
} as unknown as Context);

describe('procedures', () => {
  it('answer a deadlock or serialization failure that reaches them as 409, not 500', async () => {
    for (const code of ['40P01', '40001']) {
      const error = await caller.fails(code).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'CONFLICT', message: MESSAGES.concurrentChange });
    }
  });

  it('leave other unexpected errors as internal errors', async () => {
    const error = await caller.fails('XX000').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
