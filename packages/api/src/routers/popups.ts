import {
  byPriority,
  isPopupInEffect,
  isPopupLive,
  popupInputSchema,
  popupRuleIssues,
  popupSchema,
  popupUpdateSchema,
  syncVisibilityInput,
} from '@oficina/core';
import { type Database, popups } from '@oficina/db';
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { invalidInput } from '../errors';
import { toDate, toWire } from '../serialize';
import { changedSince } from '../services/sync';
import { KEPT_FOR_EVERYONE, publicProcedure, router } from '../trpc';
import { contentProcedures } from './crud-router';
import { canSeeHidden, rest } from './meta';

const TAG = 'Popups';
const NOT_FOUND = 'Popup não encontrado';
type PopupRow = typeof popups.$inferSelect;

const present = (row: PopupRow) => toWire(row);

const toRow = (input: z.output<typeof popupInputSchema>) => ({
  ...input,
  start_date: toDate(input.start_date),
  expiry_date: toDate(input.expiry_date),
});

/** An update's changes as columns: a date left out stays as stored, `null` clears it. */
const changesToRow = (input: Omit<z.output<typeof popupUpdateSchema>, 'id'>) => ({
  ...input,
  start_date: input.start_date === undefined ? undefined : toDate(input.start_date),
  expiry_date: input.expiry_date === undefined ? undefined : toDate(input.expiry_date),
});

/** The rules across fields, on the popup an update would leave. */
const checkMerged = (row: PopupRow) => {
  const issues = popupRuleIssues(row);
  if (issues.length) throw invalidInput(issues);
};

/** Path parameters arrive still percent-encoded ("%2Fservicos"); a malformed one stays as sent. */
function decodePage(page: string): string {
  try {
    return decodeURIComponent(page);
  } catch {
    return page;
  }
}

/** Active, targeted at the page (or '*'/'all'), started and not expired: the rule lives in core. */
async function livePopups(db: Database, page: string | null) {
  const rows = await db
    .select()
    .from(popups)
    .where(eq(popups.active, true))
    .orderBy(desc(popups.priority), asc(popups.id));
  const now = new Date();
  return rows
    .map(present)
    .filter((popup) =>
      page === null ? isPopupInEffect(popup, now) : isPopupLive(popup, page, now),
    )
    .sort(byPriority);
}

const popup = contentProcedures({
  table: popups,
  entity: 'popup',
  path: '/popups',
  tag: TAG,
  names: { one: 'um popup', list: 'Lista os popups em vigor' },
  notFound: NOT_FOUND,
  schema: popupSchema,
  createInput: popupInputSchema,
  updateInput: popupUpdateSchema,
  order: [desc(popups.priority), asc(popups.id)],
  shown: eq(popups.active, true),
  present,
  toRow,
  changesToRow,
  checkMerged,
});

/** The public list and `active` apply the display rules of core, not just the `active` flag. */
export const popupsRouter = router({
  list: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/popups', TAG, 'Lista os popups em vigor'))
    .input(syncVisibilityInput)
    .output(z.array(popupSchema))
    .query(async ({ ctx, input }) => {
      const since = input.updated_since;
      if (await canSeeHidden(ctx, input.include_inactive)) {
        const rows = await ctx.db
          .select()
          .from(popups)
          .where(changedSince(popups.updated_at, since))
          .orderBy(desc(popups.priority), asc(popups.id));
        return rows.map(present);
      }
      const live = await livePopups(ctx.db, null);
      return since ? live.filter((p) => Date.parse(p.updated_at) > Date.parse(since)) : live;
    }),

  active: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(
      rest(
        'GET',
        '/popups/active/{page}',
        TAG,
        'Popups a mostrar numa página (ativos, no alvo, dentro das datas), por prioridade',
      ),
    )
    .input(z.object({ page: z.string().trim().min(1).max(200) }))
    .output(z.array(popupSchema))
    .query(({ ctx, input }) => livePopups(ctx.db, decodePage(input.page))),

  byId: popup.byId,

  ...popup.writes,
});
