interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer a tap before the next step runs.
 * A phone's main thread that stays busy for one long stretch at start-up cannot react to the
 * visitor meanwhile; a few shorter tasks can. `scheduler.yield()` (Chromium) resumes ahead of
 * other queued work; elsewhere a zero-delay timer does the same job a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
