import {
  pushDeviceSchema,
  pushEndpointInputSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
} from '@oficina/core';
import { pushSubscriptions, settings } from '@oficina/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { vapidKeyPair } from '../push/vapid';
import { router, viewerAccountProcedure } from '../trpc';
import { rest } from './meta';

const TAG = 'Notificações';

/** Turning this device's notifications on or off: both answer `{ success: true }`. */
const deviceChange = (method: 'POST' | 'DELETE', summary: string) =>
  viewerAccountProcedure
    .meta(rest(method, '/push/subscriptions', TAG, summary, true))
    .output(z.object({ success: z.literal(true) }));

/**
 * The panel's "Ativar notificações neste aparelho". Viewer and above: the people who may read
 * the leads the notifications tell of. Each device belongs to the user who turned it on.
 */
export const pushRouter = router({
  publicKey: viewerAccountProcedure
    .meta(
      rest(
        'GET',
        '/push/public-key',
        TAG,
        'Chave pública VAPID do servidor, para o navegador assinar as notificações de novos contatos',
        true,
      ),
    )
    .input(z.void())
    .output(pushPublicKeySchema)
    .query(async ({ ctx }) => {
      const [{ publicKey }, [setting]] = await Promise.all([
        vapidKeyPair(ctx.db),
        ctx.db
          .select({ value: settings.value })
          .from(settings)
          .where(eq(settings.key, 'push_notifications')),
      ]);
      return { public_key: publicKey, enabled: setting?.value === 'true' };
    }),

  devices: viewerAccountProcedure
    .meta(
      rest(
        'GET',
        '/push/subscriptions',
        TAG,
        'Aparelhos do usuário atual que recebem as notificações de novos contatos',
        true,
      ),
    )
    .input(z.void())
    .output(z.array(pushDeviceSchema))
    .query(async ({ ctx }) => {
      const rows = await ctx.db
        .select({
          endpoint: pushSubscriptions.endpoint,
          created_at: pushSubscriptions.created_at,
          last_sent_at: pushSubscriptions.last_sent_at,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.user_id, ctx.user.id))
        .orderBy(pushSubscriptions.id);
      return rows.map((row) => ({
        endpoint: row.endpoint,
        created_at: row.created_at.toISOString(),
        last_sent_at: row.last_sent_at?.toISOString() ?? null,
      }));
    }),

  subscribe: deviceChange(
    'POST',
    'Guarda a assinatura de notificações deste aparelho (a de PushSubscription.toJSON())',
  )
    .input(pushSubscriptionInputSchema)
    .mutation(async ({ ctx, input }) => {
      const row = {
        user_id: ctx.user.id,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      };
      await ctx.db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
      return { success: true as const };
    }),

  unsubscribe: deviceChange(
    'DELETE',
    'Deixa de notificar este aparelho (pelo endereço da assinatura)',
  )
    .input(pushEndpointInputSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, input.endpoint),
            eq(pushSubscriptions.user_id, ctx.user.id),
          ),
        );
      return { success: true as const };
    }),
});
