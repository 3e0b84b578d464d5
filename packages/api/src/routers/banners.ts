import {
  BANNER_POSITIONS,
  bannerInputSchema,
  bannerKeySchema,
  bannerSchema,
  bannerUpdateInputSchema,
  deletedSchema,
  idParam,
  listVisibilityInput,
  syncVisibilityInput,
  targetsPage,
} from '@oficina/core';
import { banners } from '@oficina/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { bannerDatesToRow, bannerInEffect, checkMergedBanner } from '../services/banners';
import { createRow, findRow, updateRow } from '../services/crud';
import { changedSince } from '../services/sync';
import { moveToTrash } from '../services/trash';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { canSeeHidden, putAndPatch, rest } from './meta';

const TAG = 'Banners';
const NOT_FOUND = 'Banner não encontrado';
type BannerRow = typeof banners.$inferSelect;
const present = (row: BannerRow) => toWire(row);

const order = [asc(banners.display_order), asc(banners.id)];
/** Public reads see only banners in effect now (active and within their dates). */
const visible = (all: boolean, ...filters: SQL[]) =>
  and(...filters, ...(all ? [] : [bannerInEffect(new Date())]));

export const bannersRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/banners', TAG, 'Lista os banners ativos'))
    .input(syncVisibilityInput)
    .output(z.array(bannerSchema))
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      return (
        await ctx.db
          .select()
          .from(banners)
          .where(and(visible(all), changedSince(banners.updated_at, input.updated_since)))
          .orderBy(...order)
      ).map(present);
    }),

  byId: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/banners/{id}', TAG, 'Um banner'))
    .input(listVisibilityInput.extend(idParam.shape))
    .output(bannerSchema)
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      return present(
        await findRow(ctx.db, banners, visible(all, eq(banners.id, input.id))!, NOT_FOUND),
      );
    }),

  byKey: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/banners/key/{key}', TAG, 'Banners ativos com uma chave (lista)'))
    .input(listVisibilityInput.extend({ key: bannerKeySchema }))
    .output(z.array(bannerSchema))
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      return (
        await ctx.db
          .select()
          .from(banners)
          .where(visible(all, eq(banners.key, input.key)))
          .orderBy(...order)
      ).map(present);
    }),

  byPosition: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(
      rest(
        'GET',
        '/banners/position/{position}',
        TAG,
        'Banners ativos de uma posição, opcionalmente só os de uma página',
      ),
    )
    .input(
      z.object({
        position: z.enum(BANNER_POSITIONS),
        page: z.string().trim().max(200).optional(),
      }),
    )
    .output(z.array(bannerSchema))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select()
        .from(banners)
        .where(visible(false, eq(banners.position, input.position)))
        .orderBy(...order);
      const { page } = input;
      return rows
        .filter((row) => page === undefined || targetsPage(row.target_pages, page))
        .map(present);
    }),

  create: managerProcedure
    .meta(rest('POST', '/banners', TAG, 'Cria um banner', true))
    .input(bannerInputSchema)
    .output(bannerSchema)
    .mutation(async ({ ctx, input }) =>
      present(await createRow(ctx, 'banner', banners, bannerDatesToRow(input))),
    ),

  ...putAndPatch(
    managerProcedure.input(bannerUpdateInputSchema.extend(idParam.shape)).output(bannerSchema),
    '/banners/{id}',
    TAG,
    'Atualiza um banner',
    async ({ ctx, input: { id, ...values } }) =>
      present(
        await updateRow(ctx, 'banner', banners, eq(banners.id, id), bannerDatesToRow(values), {
          notFoundMessage: NOT_FOUND,
          checkMerged: checkMergedBanner,
        }),
      ),
  ),

  delete: managerProcedure
    .meta(
      rest(
        'DELETE',
        '/banners/{id}',
        TAG,
        'Exclui um banner: vai para a lixeira, de onde pode ser restaurado por 30 dias',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await moveToTrash(ctx, 'banners', input.id, {
        notFoundMessage: NOT_FOUND,
      });
      return { success: true as const, id: input.id };
    }),
});
