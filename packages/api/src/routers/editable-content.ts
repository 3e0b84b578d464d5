import {
  deletedSchema,
  editableContentInputSchema,
  editableContentKeySchema,
  editableContentSchema,
} from '@oficina/core';
import { editableContent } from '@oficina/db';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { deleteRow, findRow, upsertRow } from '../services/crud';
import { managerProcedure, publicProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Conteúdo editável';
const NOT_FOUND = 'Conteúdo não encontrado';
const keyInput = z.object({ key: editableContentKeySchema });
const present = (row: typeof editableContent.$inferSelect) => toWire(row);

export const editableContentRouter = router({
  list: publicProcedure
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
    .meta(rest('GET', '/editable-content/{key}', TAG, 'Um texto editável'))
    .input(keyInput)
    .output(editableContentSchema)
    .query(async ({ ctx, input }) =>
      present(
        await findRow(ctx.db, editableContent, eq(editableContent.key, input.key), NOT_FOUND),
      ),
    ),

  upsert: managerProcedure
    .meta(rest('PUT', '/editable-content/{key}', TAG, 'Cria ou atualiza um texto editável', true))
    .input(editableContentInputSchema.extend(keyInput.shape))
    .output(editableContentSchema)
    .mutation(async ({ ctx, input }) =>
      present(
        await upsertRow(
          ctx,
          'editable-content',
          editableContent,
          eq(editableContent.key, input.key),
          input,
        ),
      ),
    ),

  delete: managerProcedure
    .meta(rest('DELETE', '/editable-content/{key}', TAG, 'Exclui um texto editável', true))
    .input(keyInput)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteRow(
        ctx,
        'editable-content',
        editableContent,
        eq(editableContent.key, input.key),
        {
          notFoundMessage: NOT_FOUND,
        },
      );
      return { success: true as const, id: input.key };
    }),
});
