import {
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeySchema,
  deletedSchema,
  idParam,
} from '@oficina/core';
import { z } from 'zod';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys';
import { adminAccountProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Chaves de API';

/**
 * Keys are credentials: only an admin signed in with an account manages them, and a key can
 * never make, list or revoke keys itself (adminAccountProcedure), so an integration's credential
 * cannot grow into another one.
 */
export const apiKeysRouter = router({
  list: adminAccountProcedure
    .meta(
      rest(
        'GET',
        '/api-keys',
        TAG,
        'Lista as chaves de API com o último uso (nunca a chave em si)',
        true,
      ),
    )
    .input(z.void())
    .output(z.array(apiKeySchema))
    .query(({ ctx }) => listApiKeys(ctx.db)),

  create: adminAccountProcedure
    .meta({
      ...rest(
        'POST',
        '/api-keys',
        TAG,
        'Cria uma chave de API com um papel até o de quem a cria; a chave aparece só nesta resposta (201)',
        true,
      ),
      successStatus: 201,
      answersSecret: true,
    })
    .input(apiKeyInputSchema)
    .output(apiKeyCreatedSchema)
    .mutation(({ ctx, input }) => createApiKey(ctx, ctx.user, input)),

  revoke: adminAccountProcedure
    .meta(
      rest(
        'DELETE',
        '/api-keys/{id}',
        TAG,
        'Revoga uma chave de API na hora: o próximo pedido com ela recebe 401',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => revokeApiKey(ctx, input.id)),
});
