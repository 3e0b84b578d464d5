import { companyInputSchema, companySchema, MESSAGES, updateInputOf } from '@oficina/core';
import { companyInfo } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseOrRefuse } from '../errors';
import { toWire } from '../serialize';
import { findRow, updateOrCreateRow } from '../services/crud';
import { managerProcedure, publicProcedure, router } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Empresa';
/** Only the fields sent change: the logo and the about text stay unless named. */
const companyUpdateInput = updateInputOf(companyInputSchema);
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

  ...putAndPatch(
    managerProcedure
      .input(companyUpdateInput)
      .output(companySchema.extend({ message: z.string() })),
    '/company',
    TAG,
    'Atualiza os dados da empresa (logo e favicon vazios viram null)',
    async ({ ctx, input }) => {
      const row = await updateOrCreateRow(
        ctx,
        'company',
        companyInfo,
        eq(companyInfo.id, 1),
        input,
        () => ({ id: 1, ...parseOrRefuse(companyInputSchema, input) }),
      );
      return { ...present(row), message: MESSAGES.companyUpdated };
    },
  ),
});
