import { companyInputSchema, companySchema, MESSAGES } from '@oficina/core';
import { companyInfo } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { findRow, upsertRow } from '../services/crud';
import { managerProcedure, publicProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Empresa';
const present = ({ id: _id, ...company }: typeof companyInfo.$inferSelect) => toWire(company);

export const companyRouter = router({
  get: publicProcedure
    .meta(rest('GET', '/company', TAG, 'Dados da empresa'))
    .input(z.void())
    .output(companySchema)
    .query(async ({ ctx }) =>
      present(
        await findRow(ctx.db, companyInfo, eq(companyInfo.id, 1), 'Empresa ainda não cadastrada'),
      ),
    ),

  update: managerProcedure
    .meta(
      rest(
        'PUT',
        '/company',
        TAG,
        'Atualiza os dados da empresa (logo e favicon vazios viram null)',
        true,
      ),
    )
    .input(companyInputSchema)
    .output(companySchema.extend({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const row = await upsertRow(ctx, 'company', companyInfo, eq(companyInfo.id, 1), {
        id: 1,
        ...input,
      });
      return { ...present(row), message: MESSAGES.companyUpdated };
    }),
});
