import { byPriority, isPopupEligible, type Popup, resolvePopupButtonAction } from '@oficina/core';

export type PopupPresentation = 'modal' | 'top-banner' | 'corner';

export const DISMISSED_POPUPS_KEY = 'dismissedPopups';

/** Spec §2: promotions are modals, alerts top banners, announcements corner cards. */
export function presentationFor(type: Popup['type']): PopupPresentation {
  if (type === 'promotion') return 'modal';
  if (type === 'alert') return 'top-banner';
  return 'corner';
}

/** The highest-priority popup the spec allows on this page now (§5), or undefined. */
export function nextPopup<T extends Popup>(
  popups: readonly T[],
  page: string,
  now: Date,
  excluded: ReadonlySet<number>,
): T | undefined {
  return popups.filter((popup) => isPopupEligible(popup, page, now, excluded)).sort(byPriority)[0];
}

/** Dismissed ids from storage; anything malformed is ignored. */
export function parseDismissed(value: unknown): Set<number> {
  if (!Array.isArray(value)) return new Set();
  return new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0));
}

export function serializeDismissed(ids: ReadonlySet<number>): string {
  return JSON.stringify([...ids]);
}

/** "14:59", or "1:00:00" from an hour up. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** The countdown length of a popup, or null when it has none. */
export function countdownSeconds(
  popup: Pick<Popup, 'show_timer' | 'timer_duration'>,
): number | null {
  return popup.show_timer && popup.timer_duration && popup.timer_duration > 0
    ? popup.timer_duration
    : null;
}

/**
 * Ticks once a second from `seconds` down to zero, then calls onDone (spec §4: countdown popups
 * auto-dismiss at zero). Returns a stop function.
 */
export function startCountdown(
  seconds: number,
  onTick: (remaining: number) => void,
  onDone: () => void,
): () => void {
  let remaining = seconds;
  const timer = setInterval(() => {
    remaining -= 1;
    onTick(Math.max(remaining, 0));
    if (remaining <= 0) {
      clearInterval(timer);
      onDone();
    }
  }, 1000);
  return () => clearInterval(timer);
}

/** Waits the popup's show_delay (seconds) before showing it. Returns a cancel function. */
export function scheduleShow(delaySeconds: number, show: () => void): () => void {
  const timer = setTimeout(show, Math.max(0, delaySeconds) * 1000);
  return () => clearTimeout(timer);
}

export interface PopupActionHandlers {
  dismiss: () => void;
  openTab: (url: string) => void;
  navigate: (path: string) => void;
}

/**
 * Spec §5 through core's resolver: 'close' and anything unknown dismiss; http… opens a new tab
 * and then dismisses; /… navigates.
 */
export function runPopupAction(
  action: string | null | undefined,
  handlers: PopupActionHandlers,
): void {
  const outcome = resolvePopupButtonAction(action);
  if (outcome.kind === 'open-tab') {
    handlers.openTab(outcome.url);
    handlers.dismiss();
  } else if (outcome.kind === 'navigate') {
    handlers.navigate(outcome.path);
  } else {
    handlers.dismiss();
  }
}
