import { outboxListInputSchema, outboxPageSchema } from '@oficina/core';
import { listOutbox } from '../mail/outbox';
import { adminProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Caixa de saída';

export const outboxRouter = router({
  /**
   * Admins only: the mails carry leads' personal data and the addresses of the staff, and
   * admins are the ones who fix the mail settings when something fails.
   */
  list: adminProcedure
    .meta(
      rest(
        'GET',
        '/outbox',
        TAG,
        'E-mails do sistema, do mais novo ao mais antigo: enviados, pendentes e com falha (com o motivo)',
        true,
      ),
    )
    .input(outboxListInputSchema)
    .output(outboxPageSchema)
    .query(({ ctx, input }) => listOutbox(ctx.db, input)),
});
