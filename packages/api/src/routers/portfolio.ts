import {
  deletedSchema,
  idParam,
  listVisibilityInput,
  portfolioItemInputSchema,
  portfolioItemSchema,
  portfolioItemUpdateInputSchema,
  reorderInputSchema,
  reorderResultSchema,
  syncVisibilityInput,
} from '@oficina/core';
import { portfolioItems } from '@oficina/db';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { createRow, findRow, updateRow } from '../services/crud';
import { withImageAlts, withImageAltsOne } from '../services/media-alts';
import { reorderRows } from '../services/reorder';
import { changedSince } from '../services/sync';
import { moveToTrash } from '../services/trash';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { canSeeHidden, putAndPatch, rest } from './meta';

const TAG = 'Portfólio';
const NOT_FOUND = 'Trabalho não encontrado';
const itemImages = (item: { images: string[] }) => item.images;

export const portfolioRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/portfolio', TAG, 'Trabalhos realizados, em ordem de exibição'))
    .input(syncVisibilityInput)
    .output(z.array(portfolioItemSchema))
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const rows = await ctx.db
        .select()
        .from(portfolioItems)
        .where(
          and(
            all ? undefined : eq(portfolioItems.active, true),
            changedSince(portfolioItems.updated_at, input.updated_since),
          ),
        )
        .orderBy(asc(portfolioItems.display_order), asc(portfolioItems.id));
      return withImageAlts(ctx.db, rows.map(toWire), itemImages);
    }),

  byId: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/portfolio/{id}', TAG, 'Um trabalho'))
    .input(listVisibilityInput.extend(idParam.shape))
    .output(portfolioItemSchema)
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const byId = eq(portfolioItems.id, input.id);
      const row = await findRow(
        ctx.db,
        portfolioItems,
        all ? byId : and(byId, eq(portfolioItems.active, true))!,
        NOT_FOUND,
      );
      return withImageAltsOne(ctx.db, toWire(row), itemImages);
    }),

  create: managerProcedure
    .meta(rest('POST', '/portfolio', TAG, 'Cria um trabalho', true))
    .input(portfolioItemInputSchema)
    .output(portfolioItemSchema)
    .mutation(async ({ ctx, input }) =>
      toWire(await createRow(ctx, 'portfolio', portfolioItems, input)),
    ),

  // Declared before `update`: the REST adapter takes the first path that matches, and
  // PUT /portfolio/{id} would otherwise catch PUT /portfolio/order (and answer 400 for id "order").
  reorder: managerProcedure
    .meta(
      rest(
        'PUT',
        '/portfolio/order',
        TAG,
        'Reordena os trabalhos: cada id recebe a sua posição na lista como display_order',
        true,
      ),
    )
    .input(reorderInputSchema)
    .output(reorderResultSchema)
    .mutation(({ ctx, input }) =>
      reorderRows(ctx, 'portfolio', portfolioItems, input.ids, NOT_FOUND),
    ),

  ...putAndPatch(
    managerProcedure
      .input(portfolioItemUpdateInputSchema.extend(idParam.shape))
      .output(portfolioItemSchema),
    '/portfolio/{id}',
    TAG,
    'Atualiza um trabalho',
    async ({ ctx, input: { id, ...values } }) =>
      toWire(
        await updateRow(ctx, 'portfolio', portfolioItems, eq(portfolioItems.id, id), values, {
          notFoundMessage: NOT_FOUND,
        }),
      ),
  ),

  delete: managerProcedure
    .meta(
      rest(
        'DELETE',
        '/portfolio/{id}',
        TAG,
        'Exclui um trabalho: vai para a lixeira, de onde pode ser restaurado por 30 dias',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await moveToTrash(ctx, 'portfolio', input.id, {
        notFoundMessage: NOT_FOUND,
      });
      return { success: true as const, id: input.id };
    }),
});
