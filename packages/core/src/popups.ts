export interface PopupSchedule {
  id: number;
  active: boolean;
  target_pages: string;
  start_date: string | null;
  expiry_date: string | null;
  priority: number;
}

/** Splits a comma list of pages ("/, /servicos") into trimmed entries. */
export function parseTargetPages(targetPages: string): string[] {
  return targetPages
    .split(',')
    .map((page) => page.trim())
    .filter((page) => page !== '');
}

/** Normalises a page given as "servicos", "/servicos/" or "home" to a route path. */
export function normalizePage(page: string): string {
  const trimmed = page.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'home' || trimmed === '/') return '/';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 && withSlash.endsWith('/') ? withSlash.slice(0, -1) : withSlash;
}

/** True when a comma list of targets includes the page, '*' or 'all'. */
export function targetsPage(targetPages: string, page: string): boolean {
  const current = normalizePage(page);
  return parseTargetPages(targetPages).some(
    (target) =>
      target === '*' || target.toLowerCase() === 'all' || normalizePage(target) === current,
  );
}

/** Active, already started and not yet expired, whatever the page. */
export function isPopupInEffect(popup: PopupSchedule, now: Date): boolean {
  if (!popup.active) return false;
  if (popup.start_date && new Date(popup.start_date).getTime() > now.getTime()) return false;
  if (popup.expiry_date && new Date(popup.expiry_date).getTime() <= now.getTime()) return false;
  return true;
}

/**
 * The server-side half of the popup rule: in effect and targeted at the page. Dismissals are
 * kept in the visitor's browser, so only the browser can apply the other half.
 */
export function isPopupLive(popup: PopupSchedule, page: string, now: Date): boolean {
  return isPopupInEffect(popup, now) && targetsPage(popup.target_pages, page);
}

/** The whole popup rule, as the browser applies it: also skipped once dismissed. */
export function isPopupEligible(
  popup: PopupSchedule,
  page: string,
  now: Date,
  dismissedIds: ReadonlySet<number>,
): boolean {
  return !dismissedIds.has(popup.id) && isPopupLive(popup, page, now);
}

/** Highest priority first; ties keep the lower id first so the order is stable. */
export function byPriority<T extends { priority: number; id: number }>(a: T, b: T): number {
  return b.priority - a.priority || a.id - b.id;
}

export type PopupButtonOutcome =
  | { kind: 'dismiss' }
  | { kind: 'open-tab'; url: string }
  | { kind: 'navigate'; path: string };

/**
 * What a popup's button does, read from the owner's free-text `button_action`: http… opens a new
 * tab then dismisses; /… navigates within the site; 'close' and anything else dismiss, so a typo
 * still leaves a button that works.
 */
export function resolvePopupButtonAction(action: string | null | undefined): PopupButtonOutcome {
  const value = (action ?? '').trim();
  if (value.startsWith('http')) return { kind: 'open-tab', url: value };
  if (value.startsWith('/')) return { kind: 'navigate', path: value };
  return { kind: 'dismiss' };
}
