import { dashboardSummarySchema, hasRank } from '@oficina/core';
import { z } from 'zod';
import { dashboardSummary } from '../services/dashboard';
import { router, viewerProcedure } from '../trpc';
import { rest } from './meta';

export const dashboardRouter = router({
  summary: viewerProcedure
    .meta(
      rest(
        'GET',
        '/dashboard',
        'Painel',
        'Resumo do painel: totais, últimas mensagens de contato e, para administradores, últimas alterações',
        true,
      ),
    )
    .input(z.void())
    .output(dashboardSummarySchema)
    .query(({ ctx }) =>
      dashboardSummary(ctx.db, { withActivity: hasRank(ctx.user.role, 'admin') }),
    ),
});
