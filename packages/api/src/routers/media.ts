import {
  deletedSchema,
  idParam,
  mediaAltInputSchema,
  mediaListInputSchema,
  mediaPageSchema,
  mediaSchema,
} from '@oficina/core';
import { deleteMedia, findMedia, listMedia, updateMediaAlt } from '../services/media';
import { managerProcedure, router } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Imagens';

/** The panel's image library and picker. Uploads are `POST /api/media` (binary body), outside tRPC. */
export const mediaRouter = router({
  list: managerProcedure
    .meta(
      rest(
        'GET',
        '/media',
        TAG,
        'Imagens enviadas, das mais recentes às mais antigas; `q` busca no nome do arquivo e no texto alternativo',
        true,
      ),
    )
    .input(mediaListInputSchema)
    .output(mediaPageSchema)
    .query(({ ctx, input }) => listMedia(ctx.db, input)),

  byId: managerProcedure
    .meta(rest('GET', '/media/{id}', TAG, 'Uma imagem, com seu texto alternativo', true))
    .input(idParam)
    .output(mediaSchema)
    .query(({ ctx, input }) => findMedia(ctx.db, input.id)),

  ...putAndPatch(
    managerProcedure.input(mediaAltInputSchema.extend(idParam.shape)).output(mediaSchema),
    '/media/{id}',
    TAG,
    'Muda o texto alternativo de uma imagem (null ou vazio a torna decorativa); as páginas que a mostram passam a usá-lo',
    ({ ctx, input }) => updateMediaAlt(ctx, input.id, input.alt),
  ),

  delete: managerProcedure
    .meta(rest('DELETE', '/media/{id}', TAG, 'Exclui uma imagem e todos os seus tamanhos', true))
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteMedia(ctx, input.id);
      return { success: true as const, id: input.id };
    }),
});
