/**
 * The things that may ask for a visitor's attention over the page, besides the cookie bar (which
 * always comes first) and the always-there floating buttons.
 * - 'modal': a popup drawn over the whole page (promotions);
 * - 'corner': a popup card in a bottom corner (announcements);
 * - 'top-banner': a popup shown as a notice above the header (alerts), in the page's flow;
 * - 'install-card': the offer to install the site as an app.
 */
export type Layer = 'modal' | 'corner' | 'top-banner' | 'install-card';

/**
 * Layers drawn over the page. Only one of them is on screen at a time; a top banner is not one
 * of them, since it pushes the page down instead of covering it.
 */
export const OVERLAY_LAYERS: ReadonlySet<Layer> = new Set(['modal', 'corner', 'install-card']);

/**
 * How long a first visit is left alone by the big asks (a full-page popup, the install card):
 * the visitor came for the page, and on a phone either of them hides most of it.
 */
export const FIRST_VISIT_QUIET_MS = 15_000;

/** Layers that wait for the first visit's quiet time to end. */
const WAIT_FOR_QUIET: ReadonlySet<Layer> = new Set(['modal', 'install-card']);

export interface Situation {
  /** The visitor has accepted or rejected cookies (the consent bar is gone). */
  consentDecided: boolean;
  /** No earlier visit of this browser was recorded. */
  isFirstVisit: boolean;
  msSinceVisitStart: number;
  /** A layer drawn over the page (an overlay) is already on screen. */
  overlayOnScreen: boolean;
}

/**
 * Whether a layer may open, and when. `false`: not now, ask again when the situation changes
 * (the consent bar closes, the other overlay goes away). A number: open after that many ms —
 * the layer's own delay or the end of the first visit's quiet time, whichever comes later.
 *
 * One thing asks for attention at a time: the consent choice first, then at most one overlay.
 */
export function mayOpen(layer: Layer, situation: Situation, ownDelayMs = 0): false | number {
  if (!situation.consentDecided) return false;
  if (OVERLAY_LAYERS.has(layer) && situation.overlayOnScreen) return false;
  const ownDelay = Math.max(0, ownDelayMs);
  if (!WAIT_FOR_QUIET.has(layer) || !situation.isFirstVisit) return ownDelay;
  return Math.max(ownDelay, FIRST_VISIT_QUIET_MS - situation.msSinceVisitStart);
}
