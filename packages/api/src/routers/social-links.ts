import {
  deletedSchema,
  idParam,
  listVisibilityInput,
  reorderInputSchema,
  reorderResultSchema,
  socialLinkInputSchema,
  socialLinkSchema,
  socialLinkUpdateInputSchema,
  syncVisibilityInput,
} from '@oficina/core';
import { socialLinks } from '@oficina/db';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createRow, findRow, updateRow } from '../services/crud';
import { reorderRows } from '../services/reorder';
import { changedSince } from '../services/sync';
import { moveToTrash } from '../services/trash';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { canSeeHidden, putAndPatch, rest } from './meta';

const TAG = 'Redes sociais';
const NOT_FOUND = 'Link não encontrado';
const present = (row: typeof socialLinks.$inferSelect) => ({
  ...row,
  active: row.active === 1 ? (1 as const) : (0 as const),
});

export const socialLinksRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/social-links', TAG, 'Links ativos, em ordem de exibição'))
    .input(syncVisibilityInput)
    .output(z.array(socialLinkSchema))
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const rows = await ctx.db
        .select()
        .from(socialLinks)
        .where(
          and(
            all ? undefined : eq(socialLinks.active, 1),
            changedSince(socialLinks.updated_at, input.updated_since),
          ),
        )
        .orderBy(asc(socialLinks.display_order), asc(socialLinks.id));
      return rows.map(present);
    }),

  byId: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/social-links/{id}', TAG, 'Um link'))
    .input(listVisibilityInput.extend(idParam.shape))
    .output(socialLinkSchema)
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const byId = eq(socialLinks.id, input.id);
      return present(
        await findRow(
          ctx.db,
          socialLinks,
          all ? byId : and(byId, eq(socialLinks.active, 1))!,
          NOT_FOUND,
        ),
      );
    }),

  create: managerProcedure
    .meta(rest('POST', '/social-links', TAG, 'Cria um link', true))
    .input(socialLinkInputSchema)
    .output(socialLinkSchema)
    .mutation(async ({ ctx, input }) =>
      present(await createRow(ctx, 'social-link', socialLinks, input)),
    ),

  // Declared before `update`: the REST adapter takes the first path that matches, and
  // PUT /social-links/{id} would otherwise catch PUT /social-links/order (and answer 400 for id "order").
  reorder: managerProcedure
    .meta(
      rest(
        'PUT',
        '/social-links/order',
        TAG,
        'Reordena os links: cada id recebe a sua posição na lista como display_order',
        true,
      ),
    )
    .input(reorderInputSchema)
    .output(reorderResultSchema)
    .mutation(({ ctx, input }) =>
      reorderRows(ctx, 'social-link', socialLinks, input.ids, NOT_FOUND),
    ),

  ...putAndPatch(
    managerProcedure
      .input(socialLinkUpdateInputSchema.extend(idParam.shape))
      .output(socialLinkSchema),
    '/social-links/{id}',
    TAG,
    'Atualiza um link',
    async ({ ctx, input: { id, ...values } }) =>
      present(
        await updateRow(ctx, 'social-link', socialLinks, eq(socialLinks.id, id), values, {
          notFoundMessage: NOT_FOUND,
        }),
      ),
  ),

  delete: managerProcedure
    .meta(
      rest(
        'DELETE',
        '/social-links/{id}',
        TAG,
        'Exclui um link: vai para a lixeira, de onde pode ser restaurado por 30 dias',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await moveToTrash(ctx, 'social-links', input.id, {
        notFoundMessage: NOT_FOUND,
      });
      return { success: true as const, id: input.id };
    }),
});
