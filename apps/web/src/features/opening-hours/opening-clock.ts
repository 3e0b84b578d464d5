import {
  type ClosedDate,
  type OpeningInterval,
  type OpeningStatus,
  openingStatus,
} from '@oficina/core';

/**
 * Whether the workshop is open now, worked out once per minute for every reader. A page shows it
 * in three places (the top bar, the footer and the WhatsApp button); each used to keep its own
 * clock, and all three first readings ran inside the one task where React runs the effects of
 * hydration, the longest task of a first visit on a slow phone. One clock per company record
 * computes the status once, in a task of its own, and wakes up just after each minute.
 */
export interface OpeningClock {
  /** The status as of the last reading; undefined before the first one and once stopped. */
  current(): OpeningStatus | undefined;
  /** Starts the clock on the first listener (first reading in a later task), stops on the last. */
  subscribe(listener: () => void): () => void;
}

export function createOpeningClock(
  hours: OpeningInterval[],
  closedDates: ClosedDate[],
  now: () => Date = () => new Date(),
): OpeningClock {
  let status: OpeningStatus | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const read = () => {
    const at = now();
    status = openingStatus(at, hours, closedDates);
    // The status can only change on a minute: wake up just after the next one. Armed before the
    // listeners run, so that one leaving (the last one stops this timer) or throwing cannot
    // leave the clock running for nobody or stopped for everyone.
    timer = setTimeout(read, 60_000 - (at.getTime() % 60_000) + 50);
    for (const listener of [...listeners]) listener();
  };

  return {
    current: () => status,
    subscribe(listener) {
      listeners.add(listener);
      timer ??= setTimeout(read, 0);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearTimeout(timer);
        timer = undefined;
        // Nobody follows the clock any more: its last reading would go stale.
        status = undefined;
      };
    },
  };
}

const clocks = new WeakMap<OpeningInterval[], WeakMap<ClosedDate[], OpeningClock>>();

/** The clock of one company record (the query cache keeps its arrays while they are unchanged). */
export function openingClockFor(hours: OpeningInterval[], closedDates: ClosedDate[]): OpeningClock {
  let byClosedDates = clocks.get(hours);
  if (!byClosedDates) {
    byClosedDates = new WeakMap();
    clocks.set(hours, byClosedDates);
  }
  let clock = byClosedDates.get(closedDates);
  if (!clock) {
    clock = createOpeningClock(hours, closedDates);
    byClosedDates.set(closedDates, clock);
  }
  return clock;
}
