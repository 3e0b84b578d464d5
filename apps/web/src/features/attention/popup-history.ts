import { parseJson, readStorage, writeStorage } from '../shared/storage';
import {
  POPUP_SHOWN_AT_KEY,
  type PopupHistory,
  parseShownAt,
  parseVisitPopups,
  recordShown,
  type ShownPopup,
  VISIT_POPUPS_KEY,
} from './frequency';

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without session storage the cap lasts for this page view only.
  }
}

/** This browser's popup history. Browser only: call from effects and handlers. */
export function readPopupHistory(): PopupHistory {
  return {
    shownAt: parseShownAt(parseJson(readStorage(POPUP_SHOWN_AT_KEY))),
    thisVisit: parseVisitPopups(parseJson(readSession(VISIT_POPUPS_KEY))),
  };
}

/** Notes that a popup was shown now, for the frequency cap. */
export function rememberPopupShown(popup: ShownPopup, now: number = Date.now()): PopupHistory {
  const next = recordShown(readPopupHistory(), popup, now);
  writeStorage(POPUP_SHOWN_AT_KEY, JSON.stringify(next.shownAt));
  writeSession(VISIT_POPUPS_KEY, JSON.stringify(next.thisVisit));
  return next;
}
