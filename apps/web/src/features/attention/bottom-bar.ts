import { type RefObject, useEffect } from 'react';

/**
 * Lifts the floating buttons (accessibility and WhatsApp) above `bar`, or puts them back down
 * when `bar` is null: their CSS adds `--bottom-bar-space` to their bottom offset.
 *
 * The lift is a rule in a stylesheet of its own that matches only those buttons, and only while
 * <html> says no cookie choice is stored yet. A custom property set on <html> instead would be
 * inherited by every element: the browser would recompute the style of the whole page for it,
 * right when the page hydrates (tens of milliseconds on a mid-range phone). And a choice made
 * by a tap before the page's scripts run (the head script removes the mark) drops the buttons
 * at once, with nothing left to clean up.
 *
 * Self-contained on purpose (only globals and its arguments, no inner functions): the page also
 * runs this very function's source as an inline script right after the server-rendered bar
 * (BOTTOM_BAR_SCRIPT), so the buttons are painted in their place from the start instead of
 * stepping up once the app has measured the bar.
 */
export function liftFloatsAbove(bar: Element | null, gapPx: number): void {
  // Short names: this source is written into every first-visit page as it is.
  const d = document as Document & { bottomBarSheet?: CSSStyleSheet & { text?: string } };
  const t = bar
    ? `:root[data-consent-pending] :is(.a11y__toggle,.wa-float){--bottom-bar-space:${Math.ceil(
        Math.max(0, innerHeight - bar.getBoundingClientRect().top) + gapPx,
      )}px}`
    : '';
  let s = d.bottomBarSheet;
  if (!s) {
    if (!t) return;
    s = d.bottomBarSheet = new CSSStyleSheet();
    d.adoptedStyleSheets = [...d.adoptedStyleSheets, s];
  }
  if (s.text !== t) {
    s.replaceSync(t);
    s.text = t;
  }
}

/** Whether this browser can adopt a stylesheet made by script (not Safari before 16.4). */
export function canAdoptSheets(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in document
  );
}

/** The gap between the bar and the buttons above it. */
const GAP_PX = 8;

/** Hides the buttons while the bar is shown and not yet measured (a rule of the same sheet). */
const HIDE_UNTIL_MEASURED =
  ':root[data-consent-pending] :is(.a11y__toggle,.wa-float){visibility:hidden}';

/**
 * Runs inline right after the cookie bar's server HTML, while the page is still parsed: when the
 * head script found no stored choice (the bar is shown), it lifts the buttons above the bar
 * before they are seen.
 *
 * It measures the bar from a ResizeObserver, not on the spot: reading the bar's box while the
 * page is still arriving would make the browser lay out everything parsed so far right then
 * (30 to 130 ms on a fresh page in a desktop browser, several times that on a phone). The
 * observer's first report comes after one of the browser's own layouts, which may already have
 * placed the buttons in their corner: until it comes they are hidden, so they appear in their
 * place instead of jumping up (a layout shift). It stops once a choice is stored (the head
 * script removes the mark); the app's own observer takes over after hydration.
 */
export const BOTTOM_BAR_SCRIPT = `(function(){var s=document.currentScript,d=document,r=d.documentElement,b,h;if(!s||!(${compact(canAdoptSheets)})()||!r.hasAttribute('data-consent-pending'))return;b=s.parentElement;h=d.bottomBarSheet=new CSSStyleSheet();h.replaceSync(${JSON.stringify(HIDE_UNTIL_MEASURED)});d.adoptedStyleSheets=[...d.adoptedStyleSheets,h];new ResizeObserver(function(e,o){if(!r.hasAttribute('data-consent-pending'))return o.disconnect();(${compact(liftFloatsAbove)})(b,${GAP_PX})}).observe(b)})();`;

/**
 * A function's source on one line, its comments left out: the bundler's output ends its
 * statements with semicolons, and no string in these functions spans a line.
 */
function compact(fn: (...args: never[]) => unknown): string {
  return fn
    .toString()
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\n\s*/g, '');
}

function setRootSpace(bar: Element): void {
  const space = Math.max(0, innerHeight - bar.getBoundingClientRect().top) + GAP_PX;
  document.documentElement.style.setProperty('--bottom-bar-space', `${Math.ceil(space)}px`);
}

/**
 * While mounted, keeps the floating buttons above the element (its height, its distance from the
 * bottom edge and a small gap), following it when it resizes (font size, rotation).
 */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = canAdoptSheets()
      ? () => liftFloatsAbove(element, GAP_PX)
      : // Older browsers: the variable on <html> (a whole-page style update, but it works).
        () => setRootSpace(element);
    // No measure right away: the page has just changed (hydration), and reading the bar's box now
    // would make the browser lay out the whole page on the spot. The observer's first report
    // comes after the next layout, when reading is free (the inline script measured until then).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      if (canAdoptSheets()) liftFloatsAbove(null, GAP_PX);
      else document.documentElement.style.removeProperty('--bottom-bar-space');
    };
  }, [ref]);
}
