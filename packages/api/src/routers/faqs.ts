import {
  deletedSchema,
  faqInputSchema,
  faqSchema,
  faqUpdateInputSchema,
  idParam,
  listVisibilityInput,
  MESSAGES,
  reorderInputSchema,
  reorderResultSchema,
  syncVisibilityInput,
} from '@oficina/core';
import { faqs } from '@oficina/db';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { createRow, findRow, updateRow } from '../services/crud';
import { reorderRows } from '../services/reorder';
import { changedSince } from '../services/sync';
import { moveToTrash } from '../services/trash';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { canSeeHidden, putAndPatch, rest } from './meta';

const TAG = 'FAQ';

export const faqsRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/faqs', TAG, 'Lista as perguntas frequentes ativas, em ordem'))
    .input(syncVisibilityInput)
    .output(z.array(faqSchema))
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const rows = await ctx.db
        .select()
        .from(faqs)
        .where(
          and(
            all ? undefined : eq(faqs.active, true),
            changedSince(faqs.updated_at, input.updated_since),
          ),
        )
        .orderBy(asc(faqs.display_order), asc(faqs.id));
      return rows.map(toWire);
    }),

  byId: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/faqs/{id}', TAG, 'Uma pergunta frequente'))
    .input(listVisibilityInput.extend(idParam.shape))
    .output(faqSchema)
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const where = all
        ? eq(faqs.id, input.id)
        : and(eq(faqs.id, input.id), eq(faqs.active, true))!;
      return toWire(await findRow(ctx.db, faqs, where, MESSAGES.faqNotFound));
    }),

  create: managerProcedure
    .meta(rest('POST', '/faqs', TAG, 'Cria uma pergunta frequente', true))
    .input(faqInputSchema)
    .output(faqSchema)
    .mutation(async ({ ctx, input }) => toWire(await createRow(ctx, 'faq', faqs, input))),

  // Declared before `update`: the REST adapter takes the first path that matches, and
  // PUT /faqs/{id} would otherwise catch PUT /faqs/order (and answer 400 for id "order").
  reorder: managerProcedure
    .meta(
      rest(
        'PUT',
        '/faqs/order',
        TAG,
        'Reordena as perguntas frequentes: cada id recebe a sua posição na lista como display_order',
        true,
      ),
    )
    .input(reorderInputSchema)
    .output(reorderResultSchema)
    .mutation(({ ctx, input }) => reorderRows(ctx, 'faq', faqs, input.ids, MESSAGES.faqNotFound)),

  ...putAndPatch(
    managerProcedure.input(faqUpdateInputSchema.extend(idParam.shape)).output(faqSchema),
    '/faqs/{id}',
    TAG,
    'Atualiza uma pergunta frequente',
    async ({ ctx, input: { id, ...values } }) =>
      toWire(
        await updateRow(ctx, 'faq', faqs, eq(faqs.id, id), values, {
          notFoundMessage: MESSAGES.faqNotFound,
        }),
      ),
  ),

  delete: managerProcedure
    .meta(
      rest(
        'DELETE',
        '/faqs/{id}',
        TAG,
        'Exclui uma pergunta frequente: vai para a lixeira, de onde pode ser restaurado por 30 dias',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await moveToTrash(ctx, 'faqs', input.id, {
        notFoundMessage: MESSAGES.faqNotFound,
      });
      return { success: true as const, id: input.id };
    }),
});
