import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { waitForApp } from './helpers';

/**
 * When the seeded home promotion (a full-page popup with a 5 s delay) appears: on a first visit
 * not before the visit is 15 s old, whatever the screen; on a later visit after its own delay,
 * counted from the cookie choice. Real time on purpose: the rule is about what the visitor sees
 * second by second. What covers the screen meanwhile is measured in first-visit-screen.e2e.ts.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FIRST_VISIT_QUIET_MS = 15_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const promo = (page: Page) => page.locator('.popup--modal');
const now = (page: Page) => page.evaluate(() => performance.now());

describe('the home promotion', () => {
  it('waits until a first visit is 15 s old, then comes, alone', async () => {
    const { page, context, problems } = await openPage(browser, '/', { viewport: PHONE });
    await waitForApp(page);
    await page.getByRole('button', { name: 'Aceitar Cookies' }).click();
    await page.locator('.cookie-banner').waitFor({ state: 'detached' });

    await promo(page).waitFor({ timeout: 25_000 });
    expect(await now(page)).toBeGreaterThanOrEqual(FIRST_VISIT_QUIET_MS);
    expect(await page.getByRole('dialog').count()).toBe(1);
    // The floating buttons wait under it, hidden, so the promotion is the one thing asking.
    const floats = await page
      .locator('.wa-float, .a11y__toggle')
      .evaluateAll((all) => all.filter((e) => getComputedStyle(e).visibility === 'visible').length);
    expect(floats).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a later visit, comes after its own delay counted from the cookie choice', async () => {
    const { page, context, problems } = await openPage(browser, '/', {
      viewport: DESKTOP,
      storage: { lastVisitAt: '1' },
    });
    await waitForApp(page);
    await page.waitForTimeout(3000);
    await page.getByRole('button', { name: 'Aceitar Cookies' }).click();
    const acceptedAt = await now(page);
    await promo(page).waitFor({ timeout: 10_000 });
    const shownAt = await now(page);
    expect(shownAt - acceptedAt).toBeGreaterThanOrEqual(4900);
    expect(shownAt).toBeLessThan(FIRST_VISIT_QUIET_MS);
    expect(problems).toEqual([]);
    await context.close();
  });
});
