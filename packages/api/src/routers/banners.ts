import {
  BANNER_POSITIONS,
  bannerInputSchema,
  bannerKeySchema,
  bannerSchema,
  bannerUpdateInputSchema,
  idParam,
  listVisibilityInput,
  targetsPage,
} from '@oficina/core';
import { banners } from '@oficina/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context';
import { toWire } from '../serialize';
import { bannerDatesToRow, bannerInEffect, checkMergedBanner } from '../services/banners';
import { KEPT_FOR_EVERYONE, publicProcedure, router } from '../trpc';
import { contentProcedures } from './crud-router';
import { canSeeHidden, rest } from './meta';

const TAG = 'Banners';
type BannerRow = typeof banners.$inferSelect;
const present = (row: BannerRow) => toWire(row);

const order = [asc(banners.display_order), asc(banners.id)];
/** Public reads see only banners in effect now (active and within their dates). */
const visible = (all: boolean, ...filters: SQL[]) =>
  and(...filters, ...(all ? [] : [bannerInEffect(new Date())]));

const banner = contentProcedures({
  table: banners,
  entity: 'banner',
  path: '/banners',
  tag: TAG,
  names: { one: 'um banner', list: 'Lista os banners ativos' },
  notFound: 'Banner não encontrado',
  schema: bannerSchema,
  createInput: bannerInputSchema,
  updateInput: bannerUpdateInputSchema.extend(idParam.shape),
  order,
  shown: () => bannerInEffect(new Date()),
  present,
  toRow: bannerDatesToRow,
  changesToRow: bannerDatesToRow,
  checkMerged: checkMergedBanner,
});

/** A page's path as the site names it (`location.pathname`); longer ones carry no banner. */
const pageInput = z.string().trim().max(200);

/** Banners in effect now, of one position or all, that target `page` (every page if absent). */
async function bannersShown(ctx: { db: Context['db'] }, page?: string, ...filters: SQL[]) {
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(visible(false, ...filters))
    .orderBy(...order);
  return rows
    .filter((row) => page === undefined || targetsPage(row.target_pages, page))
    .map(present);
}

export const bannersRouter = router({
  list: banner.list,
  // Declared before `byId`: the REST adapter takes the first path that matches, and
  // GET /banners/{id} would otherwise catch GET /banners/page.
  onPage: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/banners/page', TAG, 'Banners ativos de uma página, de todas as posições'))
    .input(z.object({ page: pageInput.min(1) }))
    .output(z.array(bannerSchema))
    // One read per page for every position: the site's layout draws them all around the page.
    .query(({ ctx, input }) => bannersShown(ctx, input.page)),
  byId: banner.byId,

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
        page: pageInput.optional(),
      }),
    )
    .output(z.array(bannerSchema))
    .query(({ ctx, input }) => bannersShown(ctx, input.page, eq(banners.position, input.position))),

  ...banner.writes,
});
