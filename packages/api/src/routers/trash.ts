import {
  TRASH_RETENTION_DAYS,
  trashItemSchema,
  trashListInputSchema,
  trashRestoredSchema,
  trashRestoreInputSchema,
} from '@oficina/core';
import { z } from 'zod';
import { listTrash, restoreFromTrash } from '../services/trash';
import { managerProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Lixeira';

/**
 * Deleted content, kept TRASH_RETENTION_DAYS. Listing and restoring need the role that may delete
 * the content (manager): the trash shows drafts and hidden items, and a restore is a write.
 */
export const trashRouter = router({
  list: managerProcedure
    .meta(
      rest(
        'GET',
        '/trash',
        TAG,
        `Itens excluídos dos últimos ${TRASH_RETENTION_DAYS} dias, do mais recente ao mais antigo (gerente ou administrador). Com deleted_since, só os excluídos depois desse momento: é como uma sincronização espelha as exclusões`,
        true,
      ),
    )
    .input(trashListInputSchema)
    .output(z.array(trashItemSchema))
    .query(({ ctx, input }) => listTrash(ctx.db, input)),

  restore: managerProcedure
    .meta(
      rest(
        'POST',
        '/trash/{entity}/{id}/restore',
        TAG,
        'Restaura um item da lixeira com o mesmo id e todos os campos (gerente ou administrador); 409 se outro item tomou o seu slug',
        true,
      ),
    )
    .input(trashRestoreInputSchema)
    .output(trashRestoredSchema)
    .mutation(async ({ ctx, input }) => {
      await restoreFromTrash(ctx, input.entity, input.id);
      return { success: true as const, entity: input.entity, id: input.id };
    }),
});
