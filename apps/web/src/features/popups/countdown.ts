import { deadlineView, type Popup } from '@oficina/core';

/**
 * Countdowns that count to a real moment. A popup's clock never starts over on a reload or a
 * new visit: it counts to the popup's expiry date, or, for a popup with only a duration, to the
 * end remembered in this browser the first time it was shown.
 */

/** localStorage key: { "<popup id>": <end, ms since epoch> }. */
export const POPUP_COUNTDOWN_ENDS_KEY = 'popupCountdownEnds';

/** Ends kept at most; the oldest are forgotten first (a popup long over is dismissed anyway). */
const MAX_REMEMBERED = 50;

/** Whole seconds left until `endsAt` (ms), never below zero. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * Calls onTick every second with the seconds left until `endsAt`, read from the clock each time
 * (a tab put to sleep wakes up showing the right time), and onDone once when it reaches zero.
 * Returns a stop function.
 */
export function startDeadlineClock(
  endsAt: number,
  onTick: (remaining: number) => void,
  onDone: () => void = () => {},
): () => void {
  const timer = setInterval(() => {
    const remaining = secondsUntil(endsAt, Date.now());
    onTick(remaining);
    if (remaining === 0) {
      clearInterval(timer);
      onDone();
    }
  }, 1000);
  return () => clearInterval(timer);
}

/** Remembered ends from storage; anything malformed is left out. */
export function parseCountdownEnds(value: unknown): Map<number, number> {
  const ends = new Map<number, number>();
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ends;
  for (const [key, end] of Object.entries(value)) {
    const id = Number(key);
    if (Number.isInteger(id) && id > 0 && typeof end === 'number' && Number.isFinite(end)) {
      ends.set(id, end);
    }
  }
  return ends;
}

export function serializeCountdownEnds(ends: ReadonlyMap<number, number>): string {
  const newest = [...ends].sort((a, b) => b[1] - a[1]).slice(0, MAX_REMEMBERED);
  return JSON.stringify(Object.fromEntries(newest));
}

/** What a popup's timer line shows: a running clock to a moment, or the last valid day. */
export type PopupTimer = { kind: 'countdown'; endsAt: number } | { kind: 'until'; lastDay: string };

type TimedPopup = Pick<Popup, 'show_timer' | 'timer_duration' | 'expiry_date'>;

/**
 * A popup's timer at `now`, or null when it shows none (show_timer off, or nothing to count to).
 * With an expiry date the clock counts to it, shown only in its last 48 hours and as "valid
 * until" before that; with only a duration it counts to `rememberedEnd`, or, the first time,
 * to now + the duration (the caller stores that end: see `endToRemember`).
 */
export function popupTimer(
  popup: TimedPopup,
  now: number,
  rememberedEnd: number | undefined,
): PopupTimer | null {
  if (!popup.show_timer) return null;
  const expiry = popup.expiry_date ? new Date(popup.expiry_date) : null;
  if (expiry && !Number.isNaN(expiry.getTime())) {
    const view = deadlineView(expiry, new Date(now));
    return view.kind === 'date'
      ? { kind: 'until', lastDay: view.lastDay }
      : { kind: 'countdown', endsAt: expiry.getTime() };
  }
  if (!popup.timer_duration || popup.timer_duration <= 0) return null;
  return { kind: 'countdown', endsAt: rememberedEnd ?? now + popup.timer_duration * 1000 };
}

/**
 * The end to store for a popup after `popupTimer`: only a duration-based countdown seen for the
 * first time has one (an expiry date is already a fixed moment).
 */
export function endToRemember(
  popup: TimedPopup,
  timer: PopupTimer | null,
  rememberedEnd: number | undefined,
): number | null {
  if (timer?.kind !== 'countdown' || rememberedEnd !== undefined) return null;
  return popup.expiry_date ? null : timer.endsAt;
}
