import {
  deletedSchema,
  idParam,
  webhookCreatedSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@oficina/core';
import { z } from 'zod';
import { adminProcedure, router } from '../trpc';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from '../webhooks/service';
import { rest } from './meta';

const TAG = 'Webhooks';

/**
 * Webhooks send leads' and customers' data to other systems: admins only, signed in or through
 * an API key with the admin role (an integration may register its own address). The secret is
 * answered by creation and rotation alone (`answersSecret`: an idempotent replay refuses to
 * keep those answers).
 */
export const webhooksRouter = router({
  list: adminProcedure
    .meta(rest('GET', '/webhooks', TAG, 'Lista os webhooks (nunca o segredo)', true))
    .input(z.void())
    .output(z.array(webhookSchema))
    .query(({ ctx }) => listWebhooks(ctx.db)),

  create: adminProcedure
    .meta({
      ...rest(
        'POST',
        '/webhooks',
        TAG,
        'Cria um webhook; o segredo de assinatura (whsec_…) aparece só nesta resposta (201)',
        true,
      ),
      successStatus: 201,
      answersSecret: true,
    })
    .input(webhookInputSchema)
    .output(webhookCreatedSchema)
    .mutation(({ ctx, input }) => createWebhook(ctx, ctx.user, input)),

  update: adminProcedure
    .meta(
      rest(
        'PATCH',
        '/webhooks/{id}',
        TAG,
        'Muda o endereço, os eventos ou a descrição, ou liga e desliga o webhook',
        true,
      ),
    )
    .input(webhookUpdateSchema)
    .output(webhookSchema)
    .mutation(({ ctx, input }) => updateWebhook(ctx, input)),

  delete: adminProcedure
    .meta(rest('DELETE', '/webhooks/{id}', TAG, 'Apaga o webhook e o histórico de envios', true))
    .input(idParam)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteWebhook(ctx, input.id)),

  rotateSecret: adminProcedure
    .meta({
      ...rest(
        'POST',
        '/webhooks/{id}/rotate-secret',
        TAG,
        'Troca o segredo de assinatura; o novo aparece só nesta resposta',
        true,
      ),
      answersSecret: true,
    })
    .input(idParam)
    .output(webhookCreatedSchema)
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx, input.id)),

  test: adminProcedure
    .meta(rest('POST', '/webhooks/{id}/test', TAG, 'Envia um evento de teste (ping)', true))
    .input(idParam)
    .output(z.object({ success: z.literal(true), id: z.number().int(), message_id: z.string() }))
    .mutation(({ ctx, input }) => testWebhook(ctx, input.id)),

  deliveries: adminProcedure
    .meta(
      rest(
        'GET',
        '/webhooks/{id}/deliveries',
        TAG,
        'Os últimos 100 envios: evento, status, tentativas, resposta, duração e próxima tentativa',
        true,
      ),
    )
    .input(idParam)
    .output(z.array(webhookDeliverySchema))
    .query(({ ctx, input }) => listDeliveries(ctx.db, input.id)),
});
