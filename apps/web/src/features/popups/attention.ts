import type { PopupPresentation } from './popup-logic';

/** How long a phone's first visit is left alone by modal popups. */
export const PHONE_FIRST_VISIT_QUIET_MS = 10_000;

/** The site's phone breakpoint (the `max-width: 40rem` of its CSS). */
export const PHONE_MEDIA_QUERY = '(max-width: 40rem)';

export interface AttentionInput {
  /** The visitor has accepted or rejected cookies (the consent bar is gone). */
  consentDecided: boolean;
  isPhone: boolean;
  /** No earlier visit of this browser was recorded. */
  isFirstVisit: boolean;
  msSinceVisitStart: number;
  kind: PopupPresentation;
  /** Another popup or large overlay is already on screen. */
  otherOverlayOpen: boolean;
  /** The popup's own show delay, in ms. */
  configuredDelayMs: number;
}

/**
 * Whether a popup may open, and when. `false`: not now, ask again when the situation changes
 * (the consent bar closes, the other overlay goes away). A number: open after that many ms.
 *
 * One thing at a time on the visitor's screen: the consent choice comes first, then at most one
 * popup. On a phone a full-screen modal in the first seconds of a first visit hides the page the
 * visitor came for, so modals wait until the visit is 10 s old; the popup's own delay still
 * applies, whichever ends later.
 */
export function mayOpenPopup(input: AttentionInput): false | number {
  if (!input.consentDecided || input.otherOverlayOpen) return false;
  const ownDelay = Math.max(0, input.configuredDelayMs);
  if (input.kind !== 'modal' || !input.isPhone || !input.isFirstVisit) return ownDelay;
  return Math.max(ownDelay, PHONE_FIRST_VISIT_QUIET_MS - input.msSinceVisitStart);
}
