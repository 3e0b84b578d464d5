import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser } from './browser';
import { PUBLIC_ROUTES } from './routes';

/**
 * No public page is wider than a 390 px phone at any hour. What the page says depends on the
 * visitor's clock ("Aberto agora", "Fechado — abre na segunda-feira às 8h", the WhatsApp
 * badge's ONLINE/FECHADO), worked out in the browser after hydration; the server draws the
 * same placeholder at every hour. So the browser's clock is set to every day of one week at
 * opening, midday, evening and night, in the workshop's time zone, and every route is loaded
 * at each: no horizontal overflow, and the cookie banner's "Aceitar Cookies" stays on screen.
 */

const VIEWPORT = { width: 390, height: 844 };

/** Monday 23 to Sunday 29 November 2026; São Paulo is UTC−3 all year (no summer time). */
const DAYS = ['23', '24', '25', '26', '27', '28', '29'];
const TIMES = ['07:00', '12:00', '18:30', '23:00'];
const MOMENTS = DAYS.flatMap((day) =>
  TIMES.map((time) => new Date(`2026-11-${day}T${time}:00-03:00`)),
);

/** The floating WhatsApp button (and its badge) shows up 2 s after the page opens. */
const FLOAT_DELAY_MS = 2_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // One context for the whole run: no consent is ever given, so every load shows the banner.
  context = await browser.newContext({
    baseURL: e2e().baseUrl,
    viewport: VIEWPORT,
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
  });
  // A fake clock that the test moves: timers (the float's 2 s) run when the test says so.
  await context.clock.install({ time: MOMENTS[0] });
  page = await context.newPage();
});
afterAll(() => browser?.close());

/** What overflows the page at this moment, if anything. */
function measure() {
  const viewportWidth = window.innerWidth;
  const consent = [...document.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === 'Aceitar Cookies',
  );
  const box = consent?.getBoundingClientRect();
  const visible =
    consent && box && box.width > 0 && getComputedStyle(consent).visibility !== 'hidden';
  const badgeElement = document.querySelector('.wa-float__badge');
  const badgeRect = badgeElement?.getBoundingClientRect();
  const badgeBox =
    badgeElement && badgeRect
      ? // Its text fits in its own box (no "FECHAD" cut by the pill) and the box is on screen.
        {
          text: badgeElement.textContent ?? '',
          left: badgeRect.left,
          right:
            badgeElement.scrollWidth > badgeElement.clientWidth + 1
              ? Number.POSITIVE_INFINITY
              : badgeRect.right,
        }
      : undefined;
  const wider = [...document.querySelectorAll('body *')]
    .filter((element) => element.getBoundingClientRect().right > viewportWidth + 0.5)
    .slice(0, 3)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  return {
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth,
    consentOnScreen: visible
      ? box.left >= 0 &&
        box.right <= viewportWidth &&
        box.top >= 0 &&
        box.bottom <= window.innerHeight
      : null,
    badge: badgeBox
      ? {
          text: badgeBox.text,
          onScreen: badgeBox.left >= 0 && badgeBox.right <= viewportWidth,
        }
      : null,
    status: document.querySelector('.open-now-badge[data-open]')?.textContent ?? null,
    wider,
  };
}

describe('public pages at 390 px, at every hour of a week', () => {
  it.each(PUBLIC_ROUTES)('%s never overflows', { timeout: 120_000 }, async (path) => {
    const problems: string[] = [];
    for (const moment of MOMENTS) {
      await page.clock.setSystemTime(moment);
      await page.goto(path, { waitUntil: 'load' });
      // The opening status is drawn after hydration; the float button 2 s after the page opens.
      await page.waitForSelector('.open-now-badge[data-open]', { timeout: 15_000 });
      await page.clock.runFor(FLOAT_DELAY_MS + 500);
      await page.waitForSelector('.wa-float__badge', { timeout: 5_000 });
      const seen = await page.evaluate(measure);
      const when = moment.toLocaleString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
      if (seen.scrollWidth > seen.viewportWidth)
        problems.push(
          `${when}: ${seen.scrollWidth}px wide ("${seen.status}"; ${seen.wider.join(', ')})`,
        );
      if (seen.consentOnScreen !== true)
        problems.push(
          `${when}: "Aceitar Cookies" ${seen.consentOnScreen === null ? 'missing' : 'off screen'}`,
        );
      if (seen.badge && !seen.badge.onScreen)
        problems.push(`${when}: WhatsApp badge "${seen.badge.text}" cut off`);
    }
    expect(problems).toEqual([]);
  });
});
