import { auditListInputSchema, auditPageSchema } from '@oficina/core';
import { listAudit } from '../services/audit';
import { adminProcedure, router } from '../trpc';
import { rest } from './meta';

export const auditRouter = router({
  list: adminProcedure
    .meta(
      rest(
        'GET',
        '/audit-log',
        'Auditoria',
        'Histórico de alterações: quem, o quê, quando, antes e depois',
        true,
      ),
    )
    .input(auditListInputSchema)
    .output(auditPageSchema)
    .query(({ ctx, input }) => listAudit(ctx.db, input)),
});
