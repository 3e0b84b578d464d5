import {
  deletedSchema,
  idParam,
  syncListInput,
  testimonialInputSchema,
  testimonialSchema,
  testimonialUpdateInputSchema,
} from '@oficina/core';
import { testimonials } from '@oficina/db';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { createRow, findRow, updateRow } from '../services/crud';
import { changedSince } from '../services/sync';
import { moveToTrash } from '../services/trash';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Depoimentos';
const NOT_FOUND = 'Depoimento não encontrado';

/** Legacy records keep their words in `text`; clients always read `content`. */
function present(row: typeof testimonials.$inferSelect) {
  const { text, content, updated_at: _updated, ...rest } = row;
  return toWire({ ...rest, content: content ?? text ?? '' });
}

export const testimonialsRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/testimonials', TAG, 'Lista os depoimentos'))
    .input(syncListInput)
    .output(z.array(testimonialSchema))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select()
        .from(testimonials)
        .where(changedSince(testimonials.updated_at, input?.updated_since))
        .orderBy(desc(testimonials.created_at), desc(testimonials.id));
      return rows.map(present);
    }),

  byId: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/testimonials/{id}', TAG, 'Um depoimento'))
    .input(idParam)
    .output(testimonialSchema)
    .query(async ({ ctx, input }) =>
      present(await findRow(ctx.db, testimonials, eq(testimonials.id, input.id), NOT_FOUND)),
    ),

  create: managerProcedure
    .meta(rest('POST', '/testimonials', TAG, 'Cria um depoimento', true))
    .input(testimonialInputSchema)
    .output(testimonialSchema)
    .mutation(async ({ ctx, input }) =>
      present(await createRow(ctx, 'testimonial', testimonials, input)),
    ),

  ...putAndPatch(
    managerProcedure
      .input(testimonialUpdateInputSchema.extend(idParam.shape))
      .output(testimonialSchema),
    '/testimonials/{id}',
    TAG,
    'Atualiza um depoimento',
    async ({ ctx, input: { id, ...values } }) =>
      present(
        // Writing `content` retires the legacy `text`; an update without it keeps both.
        await updateRow(
          ctx,
          'testimonial',
          testimonials,
          eq(testimonials.id, id),
          { ...values, text: values.content === undefined ? undefined : null },
          { notFoundMessage: NOT_FOUND },
        ),
      ),
  ),

  delete: managerProcedure
    .meta(
      rest(
        'DELETE',
        '/testimonials/{id}',
        TAG,
        'Exclui um depoimento: vai para a lixeira, de onde pode ser restaurado por 30 dias',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await moveToTrash(ctx, 'testimonials', input.id, {
        notFoundMessage: NOT_FOUND,
      });
      return { success: true as const, id: input.id };
    }),
});
