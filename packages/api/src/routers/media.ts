import { deletedSchema, idParam, mediaListInputSchema, mediaPageSchema } from '@oficina/core';
import { deleteMedia, listMedia } from '../services/media';
import { managerProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Imagens';

/** The panel's image picker. Uploads are `POST /api/media` (binary body), outside tRPC. */
export const mediaRouter = router({
  list: managerProcedure
    .meta(rest('GET', '/media', TAG, 'Imagens enviadas, das mais recentes às mais antigas', true))
    .input(mediaListInputSchema)
    .output(mediaPageSchema)
    .query(({ ctx, input }) => listMedia(ctx.db, input)),

  delete: managerProcedure
    .meta(rest('DELETE', '/media/{id}', TAG, 'Exclui uma imagem e todos os seus tamanhos', true))
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteMedia(ctx, input.id);
      return { success: true as const, id: input.id };
    }),
});
