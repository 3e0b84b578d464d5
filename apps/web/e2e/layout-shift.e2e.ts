import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { waitForApp } from './helpers';

/**
 * What arrives after hydration (the "Aberto agora" badge, features loaded when the page is idle)
 * takes room kept for it from the first paint: the sum of the layout shifts the browser reports,
 * as Lighthouse's CLS counts them, stays within Lighthouse's "good" on a phone and a desktop.
 * The badge alone used to push a phone's page down by a line (0.167). What remains, 0 to about
 * 0.04 from run to run, is the cookie bar and the accessibility button settling at the bottom of
 * the screen once the bar has been measured.
 */
const MAX_SHIFT = 0.1;

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const PATHS = ['/', '/servicos', '/contato', '/blog'];

/** Layout shifts not caused by the visitor's own input, summed (the page's CLS so far). */
declare global {
  interface Window {
    layoutShift: { total: number; sources: string[] };
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(SCREENS)('layout shifts on a $name', ({ viewport }) => {
  it.each(PATHS)('%s barely moves after its first paint', async (path) => {
    const { page, context, problems } = await openPage(browser, path, {
      viewport,
      prepare: async (ctx) => {
        await ctx.addInitScript(() => {
          window.layoutShift = { total: 0, sources: [] };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: Array<{ node?: Node | null }>;
              }
            >) {
              if (entry.hadRecentInput) continue;
              window.layoutShift.total += entry.value;
              for (const source of entry.sources ?? []) {
                const node = source.node as Element | null | undefined;
                window.layoutShift.sources.push(
                  node?.className ? `${node.nodeName}.${node.className}` : String(node?.nodeName),
                );
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
      },
    });
    try {
      await waitForApp(page);
      // Features that wait for an idle page load within 2 s at the latest.
      await page.waitForTimeout(2_500);
      const shift = await page.evaluate(() => window.layoutShift);
      expect(shift.total, `shifted: ${shift.sources.join(', ')}`).toBeLessThan(MAX_SHIFT);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
