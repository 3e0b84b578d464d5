import { workshopTime } from './workshop-clock';

const HOUR_MS = 60 * 60 * 1000;
/** The workshop runs on UTC−3 all year (see workshop-clock.ts). */
const WORKSHOP_OFFSET_MS = -3 * HOUR_MS;

/**
 * A running clock is only shown when the end is this close: a countdown of "412:15:09" tells a
 * visitor less than the date, and a clock that far out reads like pressure rather than news.
 */
export const COUNTDOWN_WINDOW_MS = 48 * HOUR_MS;

/** An offer is shown through the last day of `valid_until` (YYYY-MM-DD), on the workshop's clock. */
export function isOfferValid(offer: { valid_until: string }, now: Date): boolean {
  return workshopTime(now).isoDate <= offer.valid_until;
}

/**
 * The instant an offer stops being valid: midnight at the end of its last day on the workshop's
 * clock, the same moment `isOfferValid` turns false. Null for a malformed date.
 */
export function offerEndsAt(validUntil: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(validUntil);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const localMidnight = Date.UTC(year, month - 1, day + 1);
  return new Date(localMidnight - WORKSHOP_OFFSET_MS);
}

/** How an end is told: a running clock when it is near, otherwise the last day, or that it passed. */
export type DeadlineView =
  | { kind: 'countdown'; seconds: number }
  | { kind: 'date'; lastDay: string }
  | { kind: 'ended' };

/**
 * What to show for a deadline at `now`: the whole seconds left while the end is within
 * `windowMs`, otherwise its last day (YYYY-MM-DD on the workshop's calendar: the day of the
 * instant just before the end, so a midnight end names the day it closes).
 */
export function deadlineView(
  endsAt: Date,
  now: Date,
  windowMs: number = COUNTDOWN_WINDOW_MS,
): DeadlineView {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return { kind: 'ended' };
  if (left <= windowMs) return { kind: 'countdown', seconds: Math.ceil(left / 1000) };
  return { kind: 'date', lastDay: workshopTime(new Date(endsAt.getTime() - 1)).isoDate };
}
