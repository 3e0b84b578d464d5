import type { Layer } from './rules';

/** localStorage: when each popup was last shown in this browser, `{ [id]: ms since epoch }`. */
export const POPUP_SHOWN_AT_KEY = 'popupShownAt';
/** sessionStorage: the popups this visit has shown, `[{ id, layer }]`. */
export const VISIT_POPUPS_KEY = 'visitPopups';

/** A popup drawn over the page is not shown again to the same browser within a day. */
export const POPUP_REST_MS = 24 * 60 * 60 * 1000;
/** A visit sees at most one full-page popup… */
export const MODALS_PER_VISIT = 1;
/** …and at most two popups drawn over the page in all. */
export const OVERLAY_POPUPS_PER_VISIT = 2;

export interface ShownPopup {
  id: number;
  layer: Layer;
}

export interface PopupHistory {
  /** When each popup was last shown in this browser. */
  shownAt: Readonly<Record<number, number>>;
  /** The popups this visit has shown so far. */
  thisVisit: readonly ShownPopup[];
}

/**
 * The frequency cap: whether a popup may be shown again. Top banners are exempt: they sit in the
 * page's flow above the header, cover nothing, and often say something the visitor must know
 * (a holiday closing) until they dismiss it.
 */
export function frequencyAllows(
  popup: ShownPopup,
  history: PopupHistory,
  now: number = Date.now(),
): boolean {
  if (popup.layer === 'top-banner') return true;
  const last = history.shownAt[popup.id];
  if (last !== undefined && now - last < POPUP_REST_MS && now >= last) return false;
  const overlays = history.thisVisit.filter((shown) => shown.layer !== 'top-banner');
  if (overlays.length >= OVERLAY_POPUPS_PER_VISIT) return false;
  if (popup.layer === 'modal') {
    const modals = overlays.filter((shown) => shown.layer === 'modal').length;
    if (modals >= MODALS_PER_VISIT) return false;
  }
  return true;
}

/** The history after showing a popup. */
export function recordShown(
  history: PopupHistory,
  popup: ShownPopup,
  now: number = Date.now(),
): PopupHistory {
  return {
    shownAt: { ...history.shownAt, [popup.id]: now },
    thisVisit: history.thisVisit.some((shown) => shown.id === popup.id)
      ? history.thisVisit
      : [...history.thisVisit, popup],
  };
}

const LAYERS: ReadonlySet<string> = new Set(['modal', 'corner', 'top-banner', 'install-card']);

/** `shownAt` from storage; anything malformed is ignored. */
export function parseShownAt(value: unknown): Record<number, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: Record<number, number> = {};
  for (const [key, at] of Object.entries(value)) {
    const id = Number(key);
    if (Number.isInteger(id) && id > 0 && typeof at === 'number' && Number.isFinite(at)) {
      result[id] = at;
    }
  }
  return result;
}

/** `thisVisit` from storage; anything malformed is ignored. */
export function parseVisitPopups(value: unknown): ShownPopup[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is ShownPopup =>
      typeof entry === 'object' &&
      entry !== null &&
      Number.isInteger((entry as ShownPopup).id) &&
      LAYERS.has((entry as ShownPopup).layer),
  );
}
