import { MESSAGES } from '@oficina/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PublicError } from '../errors';
import { publicProcedure, router } from '../trpc';
import { rest } from './meta';

export const healthRouter = router({
  check: publicProcedure
    .meta(rest('GET', '/health', 'Sistema', 'Verifica se a API e o banco de dados respondem'))
    .input(z.void())
    .output(z.object({ status: z.literal('ok'), database: z.literal('ok'), time: z.string() }))
    .query(async ({ ctx }) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        ctx.log?.error({ err: error }, 'health check: database unreachable');
        throw new PublicError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.unavailable });
      }
      return { status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() };
    }),
});
