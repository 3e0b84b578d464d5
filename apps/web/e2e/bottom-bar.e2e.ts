import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { waitForApp } from './helpers';

/**
 * On a first visit the cookie bar sits at the bottom of the screen and the floating accessibility
 * button rises above it, from the moment it is seen: the inline script after the bar's server
 * HTML hides the buttons until the browser has laid the bar out, then measures it. The lift is a
 * rule of its own, not a variable on <html> (which would make the browser restyle the whole page
 * while it hydrates), and it ends with the choice, even one made before the page's scripts have
 * run.
 */

const PHONE = { width: 390, height: 844 };
/** The gap the script keeps between the bar and the buttons (bottom-bar.ts). */
const GAP = 8;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Keeps the page's own scripts from loading: only the inline ones run. */
const withoutAppScripts = async (context: BrowserContext) => {
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
};

/**
 * Keeps the page's own scripts from loading and runs `record` before anything of the page, with
 * a list it can fill as the page loads (read back with `recorded`).
 */
const recordingWithoutAppScripts =
  (record: (into: string[]) => void) => async (context: BrowserContext) => {
    await withoutAppScripts(context);
    await context.addInitScript(`(${record})(window.recorded = [])`);
  };

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { recorded: string[] }).recorded);

async function positions(page: Page) {
  return page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const bar = rect('.cookie-banner');
    return {
      barTop: bar && bar.height > 0 ? bar.top : null,
      toggleBottom: rect('.a11y__toggle')?.bottom ?? null,
      rootVariable: document.documentElement.style.getPropertyValue('--bottom-bar-space'),
    };
  });
}

describe('the floating buttons and the cookie bar on a first visit to a phone', () => {
  it('are painted apart before any script of the app has run', async () => {
    const { page, context } = await openPage(browser, '/', {
      viewport: PHONE,
      prepare: withoutAppScripts,
    });
    const { barTop, toggleBottom, rootVariable } = await positions(page);
    expect(barTop).not.toBeNull();
    expect(toggleBottom).toBeCloseTo((barTop ?? 0) - GAP, 0);
    expect(rootVariable).toBe('');
    await context.close();
  });

  it('are placed without an inline script reading the layout as it runs', async () => {
    // A script the parser runs, reading a box, makes the browser lay out everything parsed so far
    // on the spot; the inline script waits for the browser's own layout instead (its observer's
    // reports run outside any script element, when reading is free).
    const { page, context } = await openPage(browser, '/', {
      viewport: PHONE,
      prepare: recordingWithoutAppScripts((reads) => {
        const read = Element.prototype.getBoundingClientRect;
        Element.prototype.getBoundingClientRect = function (this: Element) {
          if (document.currentScript) reads.push(this.className.toString());
          return read.call(this);
        };
      }),
    });
    const { barTop, toggleBottom } = await positions(page);
    expect(toggleBottom).toBeCloseTo((barTop ?? 0) - GAP, 0);
    expect(await recorded(page)).toEqual([]);
    await context.close();
  });

  it('appear in their place instead of jumping up (no layout shift)', async () => {
    const { page, context } = await openPage(browser, '/', {
      viewport: PHONE,
      // Only the floating buttons' shifts: a busy machine may paint the rest of the page half
      // parsed (first-paint.e2e.ts covers the top of the screen), which is not what this is about.
      prepare: recordingWithoutAppScripts((shifts) => {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: { node?: Node }[];
          })[])
            for (const source of entry.sources) {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              if (element?.closest('.a11y, .wa-float'))
                shifts.push(element.getAttribute('class') ?? element.nodeName);
            }
        }).observe({ type: 'layout-shift', buffered: true });
      }),
    });
    const { barTop, toggleBottom } = await positions(page);
    expect(toggleBottom).toBeCloseTo((barTop ?? 0) - GAP, 0);
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.querySelector('.a11y__toggle')!).visibility),
      )
      .toBe('visible');
    expect(await recorded(page)).toEqual([]);
    await context.close();
  });

  it('stay apart once the app runs, without a style on <html>', async () => {
    const { page, context, problems } = await openPage(browser, '/contato', { viewport: PHONE });
    await waitForApp(page);
    const { barTop, toggleBottom, rootVariable } = await positions(page);
    expect(toggleBottom).toBeCloseTo((barTop ?? 0) - GAP, 0);
    expect(rootVariable).toBe('');

    await page.getByRole('button', { name: 'Recusar' }).click();
    await page.locator('.cookie-banner').waitFor({ state: 'detached' });
    const after = await positions(page);
    // Back at its corner: 1 rem (16 px) from the bottom edge.
    expect(after.toggleBottom).toBeCloseTo(PHONE.height - 16, 0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('drop back to the corner when the choice is made before the scripts load', async () => {
    const { page, context } = await openPage(browser, '/', {
      viewport: PHONE,
      prepare: withoutAppScripts,
    });
    await page.getByRole('button', { name: 'Aceitar Cookies' }).click();
    const after = await positions(page);
    expect(after.barTop).toBeNull();
    expect(after.toggleBottom).toBeCloseTo(PHONE.height - 16, 0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
    await context.close();
  });
});
