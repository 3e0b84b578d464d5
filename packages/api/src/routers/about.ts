import { aboutInputSchema, aboutSchema, aboutUpdateInputSchema } from '@oficina/core';
import { aboutContent } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseOrRefuse } from '../errors';
import { toWire } from '../serialize';
import { findRow, updateOrCreateRow } from '../services/crud';
import { withImageAltsOne } from '../services/media-alts';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Sobre';
const present = ({ id: _id, ...about }: typeof aboutContent.$inferSelect) => toWire(about);

export const aboutRouter = router({
  get: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/about', TAG, 'Conteúdo da página Sobre'))
    .input(z.void())
    .output(aboutSchema)
    .query(async ({ ctx }) =>
      withImageAltsOne(
        ctx.db,
        present(
          await findRow(
            ctx.db,
            aboutContent,
            eq(aboutContent.id, 1),
            'Página Sobre ainda não cadastrada',
          ),
        ),
        (about) => [about.image],
      ),
    ),

  ...putAndPatch(
    managerProcedure.input(aboutUpdateInputSchema).output(aboutSchema),
    '/about',
    TAG,
    'Atualiza a página Sobre',
    async ({ ctx, input }) =>
      present(
        await updateOrCreateRow(ctx, 'about', aboutContent, eq(aboutContent.id, 1), input, () => ({
          id: 1,
          ...parseOrRefuse(aboutInputSchema, input),
        })),
      ),
  ),
});
