export const ANALYTICS_KEY = 'analyticsEvents';
/** At most 100 events are kept: enough to see a visit's shape, never a growing store. */
export const MAX_EVENTS = 100;
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
export const TIME_MILESTONES_S = [30, 60, 120] as const;

export type AnalyticsEvent =
  | { type: 'page_view'; path: string; at: string }
  | { type: 'scroll_depth'; path: string; at: string; percent: number }
  | { type: 'time_on_page'; path: string; at: string; seconds: number };

/** Appends and keeps the newest `max`, dropping the oldest. */
export function appendEvent(
  events: readonly AnalyticsEvent[],
  event: AnalyticsEvent,
  max = MAX_EVENTS,
): AnalyticsEvent[] {
  const next = [...events, event];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Stored events, keeping only well-formed ones. */
export function parseEvents(value: unknown): AnalyticsEvent[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is AnalyticsEvent =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.type === 'string' &&
        typeof item.path === 'string',
    )
    .slice(-MAX_EVENTS);
}

/** Scroll depth in % (0–100) from the page geometry; a page that fits the screen counts as 100. */
export function scrollPercent(
  scrollTop: number,
  viewportHeight: number,
  pageHeight: number,
): number {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollTop / scrollable) * 100)));
}

/** Milestones (25/50/75/100) reached at `percent` that were not recorded yet. */
export function newScrollMilestones(percent: number, recorded: ReadonlySet<number>): number[] {
  return SCROLL_MILESTONES.filter((milestone) => percent >= milestone && !recorded.has(milestone));
}

/**
 * Calls onMilestone at 30, 60 and 120 s on the page. Returns a stop function (a new page or a
 * withdrawn consent stops the clock).
 */
export function startTimeMilestones(onMilestone: (seconds: number) => void): () => void {
  const timers = TIME_MILESTONES_S.map((seconds) =>
    setTimeout(() => onMilestone(seconds), seconds * 1000),
  );
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
