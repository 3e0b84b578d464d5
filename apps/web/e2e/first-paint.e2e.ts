import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser } from './browser';

/**
 * The browser paints a page only once everything a visitor can see has been parsed: the head
 * asks it to wait for an empty element placed after the floating buttons. A first paint halfway
 * through the HTML (which a busy phone does) showed half the header's buttons or a hero line cut
 * mid-word, and then moved them as the rest arrived.
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

/** What must already be in the page when the first frame is drawn. */
const VISIBLE_PARTS = {
  header: '.site-header__actions .site-menu',
  hero: 'main h1',
  footer: '.site-footer',
  'cookie bar': '.cookie-banner__actions',
  'accessibility button': '.a11y__toggle',
};

/** Records which visible parts exist at the first frame, and every layout shift after it. */
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
        const node = source.node as Element | null | undefined;
        window.firstPaint.shifts.push(
          node ? `${node.nodeName}.${node.getAttribute?.('class') ?? ''}` : '?',
        );
      }
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('the first paint of a page on a slow phone', () => {
  it.each(['/', '/contato'])('%s waits for its visible part, then does not move', async (path) => {
    const context = await browser.newContext({
      baseURL: e2e().baseUrl,
      viewport: PHONE,
      serviceWorkers: 'block',
    });
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await context.addInitScript(recordFirstPaint, VISIBLE_PARTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(path, { waitUntil: 'load' });
    // A frame after the load, so that a shift at the very end is reported too.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

    const { seen, shifts } = await page.evaluate(() => window.firstPaint);
    expect(seen).toEqual(Object.keys(VISIBLE_PARTS));
    expect(shifts).toEqual([]);
    await context.close();
  });
});
