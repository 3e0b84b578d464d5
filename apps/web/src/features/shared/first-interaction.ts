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
