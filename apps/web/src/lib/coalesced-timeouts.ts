import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * Timers for the query cache that share one browser timer.
 *
 * Every query and every component reading one arms its own timers: when the data turns stale
 * (5 minutes) and when an unused entry is dropped (10 minutes). A page that hydrates a dozen
 * queries read by a dozen components arms and clears about forty timers in the one task that runs
 * the hydration's effects. None of them is due for minutes, and each costs a call into the
 * browser (and, while a profiler or Lighthouse records the page, a captured stack trace).
 *
 * Here a long timer is only an entry in a map, and one browser timer is armed for the earliest
 * deadline, after the current task's burst of calls is over (a microtask). Short delays (retries,
 * batching) are latency-sensitive and stay plain browser timers. The query library documents this
 * hook (`timeoutManager.setTimeoutProvider`) for exactly this purpose.
 */

/** Delays from this long on share the one timer; shorter ones keep their own. */
export const COALESCE_FROM_MS = 1000;

/** The longest delay a browser timer takes; a longer one would fire at once. */
const MAX_NATIVE_DELAY_MS = 2 ** 31 - 1;

/** A timer may fire a hair before its deadline on another clock; that counts as due. */
const EARLY_TOLERANCE_MS = 1;

type Entry = { callback: TimeoutCallback; due: number };

export function createCoalescedTimeouts(
  now: () => number = () => performance.now(),
): TimeoutProvider<ManagedTimerId> {
  // Shared entries get negative ids, so they never collide with the browser's (positive) ones.
  const entries = new Map<number, Entry>();
  let lastId = 0;
  let native: ReturnType<typeof setTimeout> | undefined;
  let nativeDue = Number.POSITIVE_INFINITY;
  let rearmQueued = false;

  function queueRearm() {
    if (rearmQueued) return;
    rearmQueued = true;
    queueMicrotask(rearm);
  }

  /** Arms the browser timer for the earliest deadline, when it is not already armed for it. */
  function rearm() {
    rearmQueued = false;
    let earliest = Number.POSITIVE_INFINITY;
    for (const entry of entries.values()) if (entry.due < earliest) earliest = entry.due;
    // An armed timer that will fire no later than needed is kept: when it fires early (the entry
    // it was armed for was cleared) it finds nothing due and arms again. That spares a clear and
    // a set for every cleared entry.
    if (native !== undefined && nativeDue <= earliest) return;
    if (native !== undefined) clearTimeout(native);
    native = undefined;
    nativeDue = Number.POSITIVE_INFINITY;
    if (earliest === Number.POSITIVE_INFINITY) return;
    nativeDue = earliest;
    native = setTimeout(fire, Math.min(MAX_NATIVE_DELAY_MS, Math.max(0, earliest - now())));
  }

  function fire() {
    native = undefined;
    nativeDue = Number.POSITIVE_INFINITY;
    const limit = now() + EARLY_TOLERANCE_MS;
    const due = [...entries].filter(([, entry]) => entry.due <= limit);
    due.sort(([, a], [, b]) => a.due - b.due);
    for (const [id, entry] of due) {
      // A callback that ran before may have cleared this one, as with browser timers.
      if (!entries.delete(id)) continue;
      try {
        entry.callback();
      } catch (error) {
        // Reported as an uncaught error, as a browser timer's would be; the others still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    rearm();
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS)) return setTimeout(callback, delay);
      lastId -= 1;
      entries.set(lastId, { callback, due: now() + delay });
      queueRearm();
      return lastId;
    },
    clearTimeout(id) {
      if (typeof id === 'number' && id < 0) {
        entries.delete(id);
        return;
      }
      clearTimeout(id as ReturnType<typeof setTimeout> | undefined);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
  };
}
