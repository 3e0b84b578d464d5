import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, openPage, waitForHydration } from './browser';
import { readLocalStorage, waitForApp } from './helpers';

/** Keys of src/features/consent (CONSENT_KEY) and src/features/analytics (ANALYTICS_KEY). */
const CONSENT_KEY = 'cookieConsent';
const ANALYTICS_KEY = 'analyticsEvents';

let browser: Browser;
/** Every seeded popup dismissed, so no modal covers the banner on a slow machine. */
let noPopups: Record<string, string>;
beforeAll(async () => {
  browser = await launchBrowser();
  const popups = (await (await fetch(`${e2e().baseUrl}/api/popups`)).json()) as Array<{
    id: number;
  }>;
  noPopups = { dismissedPopups: JSON.stringify(popups.map((popup) => popup.id)) };
});
afterAll(() => browser?.close());

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies e Privacidade' });

interface StoredEvent {
  type: string;
  path: string;
}
const events = async (page: Page): Promise<StoredEvent[] | null> =>
  JSON.parse((await readLocalStorage(page, ANALYTICS_KEY)) ?? 'null');

/** Waits until a page view of `path` is stored. */
function waitForPageView(page: Page, path: string) {
  return page.waitForFunction(
    ([key, expected]) =>
      (JSON.parse(localStorage.getItem(key) ?? '[]') as StoredEvent[]).some(
        (event) => event.type === 'page_view' && event.path === expected,
      ),
    [ANALYTICS_KEY, path] as const,
  );
}

async function firstVisit(path = '/') {
  const visit = await openPage(browser, path, { storage: noPopups });
  await waitForApp(visit.page);
  await banner(visit.page).waitFor();
  return visit;
}

describe('cookie consent', () => {
  it('a tap on Recusar before the scripts have run is kept, not lost', async () => {
    const context = await browser.newContext({
      baseURL: e2e().baseUrl,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, noPopups);
    // Holds the app's entry script back, as a slow phone network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(/\/assets\/entry-client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    expect(await banner(page).isVisible()).toBe(false);
    expect(await readLocalStorage(page, CONSENT_KEY)).toBe('rejected');

    release();
    await waitForHydration(page);
    await waitForApp(page);
    expect(await banner(page).count()).toBe(0);
    expect(await readLocalStorage(page, CONSENT_KEY)).toBe('rejected');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the banner on a first visit, painted with the server HTML', async () => {
    const html = await (await fetch(`${e2e().baseUrl}/`)).text();
    expect(html).toContain('Cookies e Privacidade');

    const { page, context, problems } = await firstVisit();
    expect(await banner(page).getByRole('heading', { name: 'Cookies e Privacidade' }).count()).toBe(
      1,
    );
    expect(await banner(page).getByRole('button', { name: 'Aceitar Cookies' }).isVisible()).toBe(
      true,
    );
    expect(await banner(page).getByRole('button', { name: 'Recusar' }).isVisible()).toBe(true);
    const more = banner(page).getByRole('link', { name: 'Saiba mais' });
    expect(await more.getAttribute('href')).toBe('/politica-privacidade');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never shows the banner, not even for a frame, once a choice is stored', async () => {
    const { page, context, problems } = await openPage(browser, '/contato', {
      storage: { ...noPopups, [CONSENT_KEY]: 'accepted' },
      // Looks at every frame from the first one: the banner is in the server HTML.
      prepare: async (ctx) => {
        await ctx.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { bannerSeen: string[] }).bannerSeen = seen;
          const look = () => {
            const bar = document.querySelector('.cookie-banner');
            if (bar && bar.getBoundingClientRect().height > 0) seen.push(String(performance.now()));
            if (performance.now() < 5000) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        });
      },
    });
    await waitForApp(page);
    await page.waitForFunction(() => performance.now() > 5000);
    expect(
      await page.evaluate(() => (window as unknown as { bannerSeen: string[] }).bannerSeen),
    ).toEqual([]);
    expect(await banner(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the banner hidden without JavaScript, where it could not be dismissed', async () => {
    const context = await browser.newContext({
      baseURL: e2e().baseUrl,
      javaScriptEnabled: false,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('.cookie-banner').count()).toBe(1);
    expect(await page.locator('.cookie-banner').isVisible()).toBe(false);
    await context.close();
  });

  it("'Saiba mais' opens the privacy policy, and the banner stays until a choice is made", async () => {
    const { page, context } = await firstVisit();
    await banner(page).getByRole('link', { name: 'Saiba mais' }).click();
    await page.waitForURL('**/politica-privacidade');
    await page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }).waitFor();
    expect(await banner(page).isVisible()).toBe(true);
    expect(await readLocalStorage(page, CONSENT_KEY)).toBeNull();
    await context.close();
  });

  it('accepting hides the banner for good', async () => {
    const { page, context } = await firstVisit();
    await banner(page).getByRole('button', { name: 'Aceitar Cookies' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await readLocalStorage(page, CONSENT_KEY)).toBe('accepted');

    await page.reload();
    await waitForApp(page);
    expect(await banner(page).count()).toBe(0);
    await page.goto('/servicos');
    await waitForApp(page);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('rejecting hides the banner for good too', async () => {
    const { page, context } = await firstVisit('/sobre');
    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await readLocalStorage(page, CONSENT_KEY)).toBe('rejected');

    await page.reload();
    await waitForApp(page);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});

describe('analytics and consent', () => {
  it('records nothing before consent, nor after a rejection', async () => {
    const { page, context } = await firstVisit();
    await page.mouse.wheel(0, 4000);
    await page.getByRole('link', { name: 'Serviços', exact: true }).first().click();
    await page.waitForURL('**/servicos');
    await page.getByRole('heading', { level: 1, name: 'Nossos Serviços' }).waitFor();
    expect(await events(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    await page.goto('/sobre');
    await waitForApp(page);
    await page.mouse.wheel(0, 4000);
    await page.reload();
    await waitForApp(page);
    expect(await events(page)).toBeNull();
    await context.close();
  });

  it('records page views once cookies are accepted', async () => {
    const { page, context } = await firstVisit();
    expect(await events(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Aceitar Cookies' }).click();
    await waitForPageView(page, '/');
    expect(await events(page)).toMatchObject([{ type: 'page_view', path: '/' }]);

    // A client-side navigation is a new page view.
    await page.getByRole('link', { name: 'Serviços', exact: true }).first().click();
    await page.waitForURL('**/servicos');
    await waitForPageView(page, '/servicos');
    const views = (await events(page))?.filter((event) => event.type === 'page_view');
    expect(views?.map((event) => event.path)).toEqual(['/', '/servicos']);

    // Consent is remembered: a later visit is recorded straight away.
    await page.goto('/contato');
    await waitForApp(page);
    await waitForPageView(page, '/contato');
    const later = (await events(page))?.filter((event) => event.type === 'page_view');
    expect(later?.map((event) => event.path)).toEqual(['/', '/servicos', '/contato']);
    await context.close();
  });
});
