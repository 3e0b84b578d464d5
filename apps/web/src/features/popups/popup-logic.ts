import { byPriority, isPopupEligible, type Popup, resolvePopupButtonAction } from '@oficina/core';

export type PopupPresentation = 'modal' | 'top-banner' | 'corner';

export const DISMISSED_POPUPS_KEY = 'dismissedPopups';

/** Promotions are modals, alerts top banners, announcements corner cards. */
export function presentationFor(type: Popup['type']): PopupPresentation {
  if (type === 'promotion') return 'modal';
  if (type === 'alert') return 'top-banner';
  return 'corner';
}

/** The highest-priority popup allowed on this page now (not dismissed, targeted here, within
 * its dates), or undefined. */
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

export interface PopupActionHandlers {
  dismiss: () => void;
  openTab: (url: string) => void;
  navigate: (path: string) => void;
}

/**
 * Through core's resolver: 'close' and anything unknown dismiss; http… opens a new tab
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
