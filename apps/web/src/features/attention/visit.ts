/** localStorage: when this browser's last visit started (ms since the epoch). */
export const LAST_VISIT_KEY = 'lastVisitAt';
/** sessionStorage: this tab's visit, so reloads and page changes stay in the same visit. */
export const CURRENT_VISIT_KEY = 'currentVisit';

export interface Visit {
  /** When the visit started (ms since the epoch). */
  startedAt: number;
  /** No earlier visit was recorded in this browser. */
  first: boolean;
}

/** A stored visit, or null when the value is missing or malformed. */
export function parseVisit(raw: string | null): Visit | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Visit>;
    return typeof value.startedAt === 'number' && typeof value.first === 'boolean'
      ? { startedAt: value.startedAt, first: value.first }
      : null;
  } catch {
    return null;
  }
}

let current: Visit | null = null;

/**
 * This tab's visit, started on its first call. Browser only (call from effects). A visit counts as
 * first when localStorage holds no earlier one; storage errors make every visit look first, which
 * only delays modals a little on phones.
 */
export function currentVisit(now = Date.now()): Visit {
  if (current) return current;
  let visit: Visit | null = null;
  try {
    visit = parseVisit(window.sessionStorage.getItem(CURRENT_VISIT_KEY));
  } catch {
    // No session storage: the visit lives in this page only.
  }
  if (!visit) {
    let first = true;
    try {
      first = window.localStorage.getItem(LAST_VISIT_KEY) === null;
      window.localStorage.setItem(LAST_VISIT_KEY, String(now));
    } catch {
      // No local storage: treated as a first visit.
    }
    visit = { startedAt: now, first };
    try {
      window.sessionStorage.setItem(CURRENT_VISIT_KEY, JSON.stringify(visit));
    } catch {
      // Kept in memory below.
    }
  }
  current = visit;
  return visit;
}
