import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_GROUPS, NAV_ITEMS } from '../../admin/src/layout/nav-items';
import { loginWith, pageHeading } from './admin-helpers';
import { e2e, launchBrowser } from './browser';

/**
 * The panel on a phone and a tablet: after logging in, every page of the panel is reached from
 * the dashboard by taps alone (open the menu, tap the link), the way the owner uses it. The
 * pages come from the nav definition, and every top-level route of the router must be in it, so
 * a new page is covered (or this test fails until it is in the menu).
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
] as const;

/** Top-level pages of the panel's route tree (no parameters, not under another page). */
function routerPages(): string[] {
  const source = readFileSync(
    new URL('../../admin/src/route-tree.gen.ts', import.meta.url),
    'utf8',
  );
  const block = source.match(/interface FileRoutesByFullPath \{([^}]*)\}/)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)':/g)]
    .map((match) => (match[1] ?? '').replace(/(.)\/$/, '$1'))
    .filter((path) => !path.includes('$') && path.split('/').filter(Boolean).length <= 1);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const menuButton = (page: Page) => page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Páginas do painel' });

/** Whether the whole of `locator` is on screen (not only scrollable to). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

/** What a finger would hit at the middle of `locator` is the element itself. */
async function hitByTap(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

describe('the panel on a phone', () => {
  it('has every top-level route of the router in the menu', () => {
    const inMenu = NAV_ITEMS.map((item) => item.to);
    expect(routerPages().filter((path) => !inMenu.includes(path))).toEqual([]);
    // …and no menu entry leads nowhere.
    expect(inMenu.filter((path) => !routerPages().includes(path))).toEqual([]);
  });

  it.each(VIEWPORTS)('reaches every page by taps at $width×$height', async (viewport) => {
    const context = await browser.newContext({
      baseURL: e2e().baseUrl,
      viewport,
      hasTouch: true,
      isMobile: viewport.width < 600,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401/.test(message.text()))
        problems.push(message.text());
    });
    await page.goto('/admin');
    const { admin } = e2e();
    await loginWith(page, admin.username, admin.password);
    await pageHeading(page, 'Painel').waitFor();

    const unreachable: string[] = [];
    for (const group of NAV_GROUPS) {
      for (const item of group.items) {
        const where = `${group.label} › ${item.label}`;
        await menuButton(page).tap();
        await page.waitForFunction(
          () =>
            getComputedStyle(document.getElementById('admin-sidebar')!).visibility === 'visible',
        );
        // Wait for the drawer's slide-in to end before measuring positions.
        await page.evaluate(() =>
          Promise.all(
            document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        const nav = sidebar(page);
        // The page shown now has its link on screen as soon as the menu opens.
        const current = nav.locator('a[aria-current="page"]');
        expect(
          await inViewport(page, current),
          `current page's link when opening for ${where}`,
        ).toBe(true);
        // The page behind does not scroll while the menu is open.
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
        // The group heading is a real heading, so the owner (and a screen reader) finds it.
        await nav
          .getByRole('heading', { level: 2, name: group.label, exact: true })
          .waitFor({ state: 'attached' });

        const link = nav
          .getByRole('list', { name: group.label })
          .getByRole('link', { name: item.label, exact: true });
        // A swipe inside the menu: scroll the menu itself (never the page) to the link.
        await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        if (!(await inViewport(page, link)) || !(await hitByTap(link))) {
          unreachable.push(where);
          await menuButton(page).tap();
          continue;
        }
        await link.tap({ timeout: 5_000 });
        const href = `/admin${item.to === '/' ? '' : item.to}`;
        await page.waitForURL((url) => url.pathname === href || url.pathname === `${href}/`);
        await pageHeading(page).waitFor();
        // The menu closed itself and the page is scrollable again.
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
          'hidden',
        );
      }
    }
    expect(unreachable, 'pages the menu could not reach by a tap').toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
