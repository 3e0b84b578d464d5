import { randomBytes } from 'node:crypto';
import { calendarFeeds, type Database } from '@oficina/db';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { writeAudit } from '../services/audit';
import { inTransaction } from '../services/crud';
import { hashToken } from './links';

/** The feed's address for calendar apps (they subscribe to it and fetch it every few hours). */
export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/bookings/calendar.ics?token=${token}`;

export async function feedStatus(db: Database) {
  const [row] = await db
    .select({ created_at: calendarFeeds.created_at })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.id, 1));
  return { exists: Boolean(row), created_at: row?.created_at.toISOString() ?? null, url: null };
}

/**
 * Makes the feed's address, or a new one in place of the old, which stops answering at once
 * (a phone that was subscribed must subscribe again). The address is answered only now.
 */
export async function rotateFeed(ctx: Context) {
  const token = randomBytes(32).toString('base64url');
  const actor = await ctx.getUser();
  const row = await inTransaction(
    ctx,
    'calendar-feed',
    async (tx) => {
      const values = {
        token_hash: hashToken(token),
        created_by: actor && !actor.apiKey ? actor.id : null,
        created_at: new Date(),
      };
      const [saved] = await tx
        .insert(calendarFeeds)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: calendarFeeds.id, set: values })
        .returning({ created_at: calendarFeeds.created_at });
      await writeAudit(tx, actor, 'update', 'calendar-feed', 1, null, { rotated: true });
      return saved!;
    },
    {},
  );
  return {
    exists: true,
    created_at: row.created_at.toISOString(),
    url: feedUrl(ctx.publicUrl ?? '', token),
  };
}

/** Whether `token` is the feed's current one. */
export async function isFeedToken(db: Database, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const [row] = await db
    .select({ hash: calendarFeeds.token_hash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.id, 1));
  return row?.hash === hashToken(token);
}
