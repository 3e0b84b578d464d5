import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, openPage } from './browser';
import {
  pausedClock,
  readLocalStorage,
  runClockTo,
  runClockUntilVisible,
  waitForFocus,
  waitForTimer,
} from './helpers';

/** The seeded home promotion (packages/db/src/seed/content/popups.ts): target '/', 5 s delay. */
const PROMO_TITLE = '15% de desconto na higienização + recarga de gás';
const PROMO_DELAY_MS = 5000;
/** The seeded site-wide alert ('*', 2 s delay, lower priority): shown after the promotion. */
const ALERT_TITLE = 'Horário especial no feriado';

let browser: Browser;
let promoId: number;
/** The promotion's expiry: the last second of the offer's last day, weeks after the seed. */
let promoExpiry: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${e2e().baseUrl}/api/popups/active/${encodeURIComponent('/')}`);
  const popups = (await res.json()) as Array<{
    id: number;
    title: string;
    show_delay: number;
    expiry_date: string | null;
  }>;
  const promo = popups.find((popup) => popup.title === PROMO_TITLE);
  if (!promo?.expiry_date) throw new Error('the seeded home promotion is missing');
  expect(promo.show_delay * 1000).toBe(PROMO_DELAY_MS);
  promoId = promo.id;
  promoExpiry = Date.parse(promo.expiry_date);
});

/** "31/12/2026": the expiry's day on the workshop's clock (UTC−3). */
const lastDayBr = (expiry: number) => {
  const [year, month, day] = new Date(expiry - 3 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};
afterAll(() => browser?.close());

const promo = (page: Page) => page.getByRole('dialog', { name: PROMO_TITLE });
const alertBanner = (page: Page) => page.getByRole('region', { name: ALERT_TITLE });

const dismissedIds = async (page: Page): Promise<number[]> =>
  JSON.parse((await readLocalStorage(page, 'dismissedPopups')) ?? '[]');

const activeElementInside = (page: Page) =>
  promo(page).evaluate((element) => element.contains(document.activeElement));

/**
 * '/' with a paused clock, the cookie banner out of the way; returns the moment the promotion's
 * delay started (its setTimeout, scheduled once the page's popups have been fetched).
 */
async function openHome() {
  const visit = await openPage(browser, '/', {
    // A returning visitor who already chose: the promotion keeps its own 5 s delay.
    storage: { cookieConsent: 'rejected', lastVisitAt: '1' },
    prepare: pausedClock,
  });
  const delay = await waitForTimer(visit.page, PROMO_DELAY_MS);
  return { ...visit, scheduledAt: delay.at };
}

async function showPromo(page: Page, scheduledAt: number) {
  await runClockTo(page, scheduledAt + PROMO_DELAY_MS);
  await promo(page).waitFor();
}

describe('popups', () => {
  it('the home promotion is not in the server HTML, and appears only after its delay', async () => {
    const html = await (await fetch(`${e2e().baseUrl}/`)).text();
    expect(html).not.toContain(PROMO_TITLE);

    const { page, context, problems, scheduledAt } = await openHome();
    expect(await promo(page).count()).toBe(0);
    await runClockTo(page, scheduledAt + PROMO_DELAY_MS - 1000);
    expect(await promo(page).count()).toBe(0);
    await runClockTo(page, scheduledAt + PROMO_DELAY_MS - 1);
    expect(await promo(page).count()).toBe(0);
    await runClockTo(page, scheduledAt + PROMO_DELAY_MS);
    await promo(page).waitFor();
    expect(await promo(page).getAttribute('aria-modal')).toBe('true');
    expect(await promo(page).getByText('15% OFF', { exact: true }).isVisible()).toBe(true);
    // The offer ends weeks from now: its last day, not a clock.
    expect(
      await promo(page)
        .getByText(`Válido até ${lastDayBr(promoExpiry)}`)
        .isVisible(),
    ).toBe(true);
    expect(await promo(page).getByRole('timer').count()).toBe(0);
    expect(
      await promo(page).getByRole('button', { name: 'Agendar com desconto' }).isVisible(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('traps focus while open and gives it back on close; the dismissal sticks after a reload', async () => {
    const { page, context, scheduledAt } = await openHome();
    const searchButton = page.getByRole('button', { name: 'Buscar no site (Ctrl+K)' });
    await searchButton.focus();
    await showPromo(page, scheduledAt);

    // Focus moves into the modal and Tab / Shift+Tab cycle inside it.
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await activeElementInside(page)).toBe(true);
    }

    await promo(page).getByRole('button', { name: 'Fechar' }).click();
    await promo(page).waitFor({ state: 'detached' });
    await waitForFocus(searchButton);
    expect(await dismissedIds(page)).toEqual([promoId]);

    await page.reload();
    // The next popup in line (the site-wide alert) shows, proving the list was processed…
    await runClockUntilVisible(page, alertBanner(page));
    // …and the dismissed promotion never comes back.
    await page.clock.runFor(30_000);
    expect(await promo(page).count()).toBe(0);
    expect(await page.getByText(PROMO_TITLE).count()).toBe(0);
    await context.close();
  });

  it('Esc dismisses it for good', async () => {
    const { page, context, scheduledAt } = await openHome();
    await showPromo(page, scheduledAt);
    await page.keyboard.press('Escape');
    await promo(page).waitFor({ state: 'detached' });
    expect(await dismissedIds(page)).toEqual([promoId]);

    await page.reload();
    await runClockUntilVisible(page, alertBanner(page));
    await page.clock.runFor(30_000);
    expect(await promo(page).count()).toBe(0);
    await context.close();
  });

  it("its button with action '/contato' navigates to the contact page", async () => {
    const { page, context, scheduledAt } = await openHome();
    await showPromo(page, scheduledAt);
    // From here on, real time: the navigation loads data through timers.
    await page.clock.resume();
    await promo(page).getByRole('button', { name: 'Agendar com desconto' }).click();
    await page.waitForURL('**/contato');
    await page.getByRole('heading', { level: 1, name: 'Contato' }).waitFor();
    expect(await promo(page).count()).toBe(0);
    await context.close();
  });
});
