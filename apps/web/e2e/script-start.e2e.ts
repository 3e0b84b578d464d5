import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, waitForHydration } from './browser';

/**
 * The site's scripts start once the page has loaded, so on a slow connection the page's own
 * text and images get the bandwidth first (apps/server/src/plugins/web-script-loader.ts). An
 * image that never arrives must not keep the page from becoming interactive.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newPage() {
  const context = await browser.newContext({
    baseURL: e2e().baseUrl,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}

interface Timings {
  loadEventStart: number;
  scripts: { file: string; startTime: number }[];
}

describe('when the scripts start', () => {
  it.each(['/', '/contato'])(
    '%s requests its scripts after the load event, each once, and hydrates',
    async (path) => {
      const { context, page } = await newPage();
      try {
        const requested: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.push(pathname);
        });
        await page.goto(path, { waitUntil: 'load' });
        await waitForHydration(page);
        const timings = await page.evaluate(
          (): Timings => ({
            loadEventStart:
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
                ?.loadEventStart ?? 0,
            scripts: performance
              .getEntriesByType('resource')
              .filter((entry) =>
                /\/assets\/(entry-client|react|router)-[^/]+\.js$/.test(entry.name),
              )
              .map((entry) => ({
                file: new URL(entry.name).pathname,
                startTime: entry.startTime,
              })),
          }),
        );
        // The entry and the two library chunks it imports.
        expect(timings.scripts.map((script) => script.file.split('-')[0]).sort()).toEqual([
          '/assets/entry',
          '/assets/react',
          '/assets/router',
        ]);
        expect(timings.loadEventStart).toBeGreaterThan(0);
        for (const script of timings.scripts) {
          expect(script.startTime, script.file).toBeGreaterThanOrEqual(timings.loadEventStart);
        }
        expect(requested.length, requested.join(', ')).toBe(new Set(requested).size);
      } finally {
        await context.close();
      }
    },
  );

  it('an image that never arrives holds the page back for a moment only', async () => {
    const { context, page } = await newPage();
    try {
      // The logo is in every page's header: held forever, the load event never fires.
      await context.route('**/media/logo.svg', () => undefined);
      await page.goto('/contato', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      const loadEventStart = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            ?.loadEventStart ?? 0,
      );
      expect(loadEventStart).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the timers hydration arms', () => {
  it('/ arms one browser timer for all of its cached data', async () => {
    const { context, page } = await newPage();
    try {
      // Records the delay of every browser timer the page arms (the page's own wrappers call
      // the global, so they are seen too).
      await context.addInitScript(() => {
        const delays: number[] = [];
        (window as unknown as { timerDelays: number[] }).timerDelays = delays;
        const original = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
          delays.push(Number(delay ?? 0));
          return original(handler, delay, ...rest);
        }) as typeof window.setTimeout;
      });
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForTimeout(1000);
      const delays = await page.evaluate(
        () => (window as unknown as { timerDelays: number[] }).timerDelays,
      );
      // Every query and every reader of one has a timer of minutes (staleness, clean-up):
      // about thirty on this page, all sharing one browser timer. The workshop's open-now
      // status wakes up each minute, under two minutes.
      const minutesLong = delays.filter((delay) => delay >= 2 * 60_000);
      expect(minutesLong.length, delays.join(', ')).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
