const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` once, on the visitor's first tap, click, key or focus anywhere on the page: the
 * moment to fetch code a first visit may soon need (a dialog) without making every page load
 * carry it. Returns a cancel function (an effect's cleanup).
 */
export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of EVENTS) window.removeEventListener(type, run, true);
  };
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}

/** The longest a page waits for the browser to be idle before loading what comes later. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once, when the browser is first idle after the call (`timeoutMs` at the latest,
 * for a page kept busy), or on the visitor's first interaction, whichever comes first: the
 * moment to load features that need not run while the page hydrates. Browsers without
 * `requestIdleCallback` (Safari) wait `timeoutMs` or the interaction. Returns a cancel
 * function (an effect's cleanup).
 */
export function onIdleOrFirstInteraction(
  task: () => void,
  timeoutMs = IDLE_TIMEOUT_MS,
): () => void {
  const run = () => {
    cancel();
    task();
  };
  const stopInteraction = onFirstInteraction(run);
  let cancelWait: () => void;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    cancelWait = () => window.cancelIdleCallback(handle);
  } else {
    const timer = setTimeout(run, timeoutMs);
    cancelWait = () => clearTimeout(timer);
  }
  const cancel = () => {
    stopInteraction();
    cancelWait();
  };
  return cancel;
}
