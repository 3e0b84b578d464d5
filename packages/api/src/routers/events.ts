import { leadEventInputSchema } from '@oficina/core';
import { z } from 'zod';
import { recordLeadEvent } from '../services/lead-figures';
import { isPublicPagePath } from '../services/public-pages';
import { countRateLimitHits } from '../services/rate-limits';
import { publicProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Estatísticas';

/** The window of the per-address limit (`RATE_LIMIT_EVENTS`, in the context's deps). */
const WINDOW_SECONDS = 10 * 60;

export const eventsRouter = router({
  /**
   * The public site's visits and WhatsApp and phone clicks, for the dashboard's lead figures.
   * Anonymous counts per day and page: the address is only used for the limit (a counter that
   * expires with its window), never stored with the event.
   */
  record: publicProcedure
    .meta(
      rest(
        'POST',
        '/events',
        TAG,
        'Conta uma visita ou um clique em WhatsApp ou telefone numa página do site (anônimo: só o dia e a página)',
      ),
    )
    .input(leadEventInputSchema)
    .output(
      z.object({
        success: z.literal(true),
        /** False past the address's limit, or for a path that is not a page of the site. */
        counted: z.boolean(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const limit = ctx.eventsPerWindow ?? 0;
      if (limit > 0) {
        const [hit] = await countRateLimitHits(ctx.db, [
          { key: `events:${ctx.request.ip ?? 'desconhecido'}`, windowSeconds: WINDOW_SECONDS },
        ]);
        // Past the limit the event is dropped, not refused: many phones share one address
        // behind a carrier's NAT, and a beacon has no one to tell of an error.
        if (hit && hit.count > limit) return { success: true as const, counted: false };
      }
      // Only the site's real pages are counted: a made-up path would become a row of the
      // figures that nothing ever shows, kept for as long as the figures are.
      const page = await isPublicPagePath(ctx.db, input.path);
      if (!page) return { success: true as const, counted: false };
      await recordLeadEvent(ctx.db, { ...input, path: page });
      return { success: true as const, counted: true };
    }),
});
