import { aboutInputSchema, aboutSchema } from '@oficina/core';
import { aboutContent } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { toWire } from '../serialize';
import { findRow, upsertRow } from '../services/crud';
import { managerProcedure, publicProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Sobre';
const present = ({ id: _id, ...about }: typeof aboutContent.$inferSelect) => toWire(about);

export const aboutRouter = router({
  get: publicProcedure
    .meta(rest('GET', '/about', TAG, 'Conteúdo da página Sobre'))
    .input(z.void())
    .output(aboutSchema)
    .query(async ({ ctx }) =>
      present(
        await findRow(
          ctx.db,
          aboutContent,
          eq(aboutContent.id, 1),
          'Página Sobre ainda não cadastrada',
        ),
      ),
    ),

  update: managerProcedure
    .meta(rest('PUT', '/about', TAG, 'Atualiza a página Sobre', true))
    .input(aboutInputSchema)
    .output(aboutSchema)
    .mutation(async ({ ctx, input }) =>
      present(
        await upsertRow(ctx, 'about', aboutContent, eq(aboutContent.id, 1), { id: 1, ...input }),
      ),
    ),
});
