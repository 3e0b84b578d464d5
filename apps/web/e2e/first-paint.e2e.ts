import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser } from './browser';

/**
 * The browser paints a page only once its top bar and header are whole: the head asks it to wait
 * for the start of <main>. A busy phone otherwise paints whatever its parser has reached, say one
 * of the header's buttons, and the others then push it aside.
 *
 * The app's own scripts are blocked here, so what is measured is the server's HTML and its small
 * inline scripts alone; the CPU is slowed down 6× so that the parser pauses as it does on a phone.
 */

const PHONE = { width: 390, height: 844 };

declare global {
  interface Window {
    firstPaint: { seen: string[]; shifts: string[] };
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What must already be whole when the first frame is drawn: the last part of each. */
const TOP_OF_THE_SCREEN = {
  'top bar': '.top-bar__item--hours',
  header: '.site-header__actions .site-menu',
};

/** Records which parts exist at the first frame, and the layout shifts among them after it. */
function recordFirstPaint(parts: Record<string, string>) {
  window.firstPaint = { seen: [], shifts: [] };
  // The first animation frame runs just before the first paint.
  requestAnimationFrame(() => {
    for (const [name, selector] of Object.entries(parts))
      if (document.querySelector(selector)) window.firstPaint.seen.push(name);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      sources: { node?: Node | null }[];
    })[])
      for (const source of entry.sources) {
        const node = source.node;
        const element = node instanceof Element ? node : node?.parentElement;
        if (element?.closest('.top-bar, .site-header'))
          window.firstPaint.shifts.push(`${element.nodeName}.${element.getAttribute('class')}`);
      }
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('the first paint of a page on a slow phone', () => {
  it.each(['/', '/contato'])(
    '%s shows its top bar and header whole, then does not move them',
    async (path) => {
      const context = await browser.newContext({
        baseURL: e2e().baseUrl,
        viewport: PHONE,
        serviceWorkers: 'block',
      });
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await context.addInitScript(recordFirstPaint, TOP_OF_THE_SCREEN);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(path, { waitUntil: 'load' });
      // A frame after the load, so that a shift at the very end is reported too.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
      );

      const { seen, shifts } = await page.evaluate(() => window.firstPaint);
      expect(seen).toEqual(Object.keys(TOP_OF_THE_SCREEN));
      expect(shifts).toEqual([]);
      await context.close();
    },
  );
});
