import {
  editableContentInputSchema,
  editableContentKeySchema,
  editableContentSchema,
  editableContentUpdateInputSchema,
} from '@oficina/core';
import { editableContent } from '@oficina/db';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseOrRefuse } from '../errors';
import { toWire } from '../serialize';
import { findRow, updateOrCreateRow } from '../services/crud';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { deleteByKey } from './keyed-delete';
import { putAndPatch, rest } from './meta';

const TAG = 'Conteúdo editável';
const NOT_FOUND = 'Conteúdo não encontrado';
const keyInput = z.object({ key: editableContentKeySchema });
const present = (row: typeof editableContent.$inferSelect) => toWire(row);

/** Creates the text, or changes only the fields sent (the others keep their values). */
const upsert = putAndPatch(
  managerProcedure
    .input(editableContentUpdateInputSchema.extend(keyInput.shape))
    .output(editableContentSchema),
  '/editable-content/{key}',
  TAG,
  'Cria ou atualiza um texto editável',
  async ({ ctx, input: { key, ...values } }) =>
    present(
      await updateOrCreateRow(
        ctx,
        'editable-content',
        editableContent,
        eq(editableContent.key, key),
        values,
        () => ({ key, ...parseOrRefuse(editableContentInputSchema, values) }),
      ),
    ),
);

export const editableContentRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(
      rest(
        'GET',
        '/editable-content',
        TAG,
        'Todos os textos editáveis do site (opcionalmente de uma seção)',
      ),
    )
    .input(z.object({ section: z.string().trim().max(60).optional() }))
    .output(z.array(editableContentSchema))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select()
        .from(editableContent)
        .where(input.section ? eq(editableContent.section, input.section) : undefined)
        .orderBy(asc(editableContent.key));
      return rows.map(present);
    }),

  byKey: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/editable-content/{key}', TAG, 'Um texto editável'))
    .input(keyInput)
    .output(editableContentSchema)
    .query(async ({ ctx, input }) =>
      present(
        await findRow(ctx.db, editableContent, eq(editableContent.key, input.key), NOT_FOUND),
      ),
    ),

  upsert: upsert.update,
  patch: upsert.patch,

  delete: deleteByKey({
    base: managerProcedure,
    table: editableContent,
    entity: 'editable-content',
    input: keyInput,
    key: 'key',
    path: '/editable-content/{key}',
    tag: TAG,
    summary: 'Exclui um texto editável',
    notFound: NOT_FOUND,
  }),
});
