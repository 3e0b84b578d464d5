import {
  deletedSchema,
  idParam,
  reorderInputSchema,
  reorderResultSchema,
  serviceInputSchema,
  serviceSchema,
  serviceUpdateInputSchema,
  syncListInput,
} from '@oficina/core';
import { services } from '@oficina/db';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { createRow, findRow, updateRow } from '../services/crud';
import { withImageAlts, withImageAltsOne } from '../services/media-alts';
import { reorderRows } from '../services/reorder';
import { changedSince } from '../services/sync';
import { moveToTrash } from '../services/trash';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Serviços';
const NOT_FOUND = 'Serviço não encontrado';
const serviceImages = (service: { image: string }) => [service.image];

export const servicesRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/services', TAG, 'Lista os serviços'))
    .input(syncListInput)
    .output(z.array(serviceSchema))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select()
        .from(services)
        .where(changedSince(services.updated_at, input?.updated_since))
        .orderBy(asc(services.display_order), asc(services.id));
      return withImageAlts(ctx.db, rows.map(toWire), serviceImages);
    }),

  byId: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/services/{id}', TAG, 'Um serviço'))
    .input(idParam)
    .output(serviceSchema)
    .query(async ({ ctx, input }) =>
      withImageAltsOne(
        ctx.db,
        toWire(await findRow(ctx.db, services, eq(services.id, input.id), NOT_FOUND)),
        serviceImages,
      ),
    ),

  create: managerProcedure
    .meta(rest('POST', '/services', TAG, 'Cria um serviço', true))
    .input(serviceInputSchema)
    .output(serviceSchema)
    .mutation(async ({ ctx, input }) => toWire(await createRow(ctx, 'service', services, input))),

  // Declared before `update`: the REST adapter takes the first path that matches, and
  // PUT /services/{id} would otherwise catch PUT /services/order (and answer 400 for id "order").
  reorder: managerProcedure
    .meta(
      rest(
        'PUT',
        '/services/order',
        TAG,
        'Reordena os serviços: cada id recebe a sua posição na lista como display_order',
        true,
      ),
    )
    .input(reorderInputSchema)
    .output(reorderResultSchema)
    .mutation(({ ctx, input }) => reorderRows(ctx, 'service', services, input.ids, NOT_FOUND)),

  ...putAndPatch(
    managerProcedure.input(serviceUpdateInputSchema.extend(idParam.shape)).output(serviceSchema),
    '/services/{id}',
    TAG,
    'Atualiza um serviço',
    async ({ ctx, input: { id, ...values } }) =>
      toWire(
        await updateRow(ctx, 'service', services, eq(services.id, id), values, {
          notFoundMessage: NOT_FOUND,
        }),
      ),
  ),

  delete: managerProcedure
    .meta(
      rest(
        'DELETE',
        '/services/{id}',
        TAG,
        'Exclui um serviço: vai para a lixeira, de onde pode ser restaurado por 30 dias',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await moveToTrash(ctx, 'services', input.id, {
        notFoundMessage: NOT_FOUND,
      });
      return { success: true as const, id: input.id };
    }),
});
