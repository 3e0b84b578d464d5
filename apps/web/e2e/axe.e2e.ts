import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';
import { PUBLIC_ROUTES } from './routes';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cases = PUBLIC_ROUTES.flatMap((path) =>
  (['dark', 'light'] as const).map((theme) => ({ path, theme })),
);

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(cases)('$path in the $theme theme has no violations', async ({ path, theme }) => {
    const { page, context } = await openPage(browser, path, { storage: { theme } });
    // Contrast is judged on the settled page: the WhatsApp button fades in after 2 s, and axe
    // reads an element caught mid-fade as low contrast. Reduced motion turns the fade off.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const violations = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
    await context.close();
  });
});
