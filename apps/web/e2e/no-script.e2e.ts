import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, openPage, waitForHydration } from './browser';
import { quietStorage, waitForApp, waitForFocus, whatsappText } from './helpers';

/**
 * The phone menu and the search work without JavaScript: the menu is a <details> disclosure,
 * the header's search button submits a form to the server-rendered results page (/busca).
 * With JavaScript the same controls keep their richer behaviour (focus handling, the dialog).
 */

const PHONE = { width: 390, height: 844 };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone-sized page with scripts turned off. */
async function openWithoutScript(path: string) {
  const context = await browser.newContext({
    baseURL: e2e().baseUrl,
    viewport: PHONE,
    javaScriptEnabled: false,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(path);
  return { page, context };
}

/** The menu button: the <summary> of the header's disclosure. */
const menuToggle = (page: Page) => page.getByRole('banner').getByLabel('Menu', { exact: true });
const menuIsOpen = (page: Page) =>
  menuToggle(page).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const resultsPage = (page: Page) => page.getByRole('main');
const searchField = (page: Page) =>
  resultsPage(page).getByRole('searchbox', { name: 'Buscar', exact: true });
const submit = (page: Page) =>
  resultsPage(page).getByRole('button', { name: 'Buscar', exact: true });

/** The results page's group headings, in order. */
const groupHeadings = (page: Page) =>
  resultsPage(page).getByRole('heading', { level: 2 }).allTextContents();

describe('without JavaScript, on a phone', () => {
  it('opens the menu and follows "Serviços"', async () => {
    const { page, context } = await openWithoutScript('/');
    expect(await menu(page).count()).toBe(0);
    expect(await menuIsOpen(page)).toBe(false);
    await menuToggle(page).click();
    expect(await menuIsOpen(page)).toBe(true);
    await menu(page).waitFor();
    expect(await menu(page).getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Home', 'Serviços', 'Portfólio', 'Sobre', 'Blog', 'Contato']),
    );
    await menu(page).getByRole('link', { name: 'Serviços', exact: true }).click();
    await page.waitForURL('**/servicos');
    await page.getByRole('heading', { level: 1, name: 'Nossos Serviços' }).waitFor();
    await context.close();
  });

  it('searches from the header: grouped results with links, then a query with no results', async () => {
    const { page, context } = await openWithoutScript('/');
    const headerSearch = page.getByRole('banner').getByRole('button', { name: 'Buscar no site' });
    // No dialog to announce without a script.
    expect(await headerSearch.getAttribute('aria-haspopup')).toBeNull();
    await headerSearch.click();
    await page.waitForURL((url) => url.pathname === '/busca');
    await page.getByRole('heading', { level: 1, name: 'Buscar' }).waitFor();

    await searchField(page).fill('recarga');
    await submit(page).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'recarga');
    expect(await resultsPage(page).getByRole('status').textContent()).toMatch(
      /^\d+ resultados? para “recarga”\.$/,
    );
    expect(await groupHeadings(page)).toEqual(['Serviços', 'FAQ']);
    const services = resultsPage(page).getByRole('region', { name: 'Serviços' });
    const gas = services.getByRole('link', { name: /Recarga de gás/ });
    expect(await gas.getAttribute('href')).toBe('/servicos');
    const faq = resultsPage(page).getByRole('region', { name: 'FAQ' });
    expect(
      await faq
        .getByRole('link', { name: 'De quanto em quanto tempo recarregar o gás?' })
        .getAttribute('href'),
    ).toBe('/faq');
    // The field keeps the query.
    expect(await searchField(page).inputValue()).toBe('recarga');

    const nonsense = 'xyzqwk';
    await searchField(page).fill(nonsense);
    await submit(page).click();
    await page.waitForURL((url) => url.searchParams.get('q') === nonsense);
    await resultsPage(page).getByText(`Nenhum resultado para “${nonsense}”.`).waitFor();
    expect(await resultsPage(page).getByRole('region').count()).toBe(0);
    const ask = resultsPage(page).getByRole('link', { name: /Perguntar no WhatsApp/ });
    const href = await ask.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/55\d+\?text=/);
    expect(whatsappText(href)).toBe(
      `Olá! Procurei por "${nonsense}" no site e não encontrei. Vocês podem me ajudar?`,
    );
    await context.close();
  });

  it('shows only the form, a hint and popular searches under 2 characters; blank is not sent', async () => {
    const { page, context } = await openWithoutScript('/busca?q=a');
    await resultsPage(page).getByText('“a” é curto demais: digite pelo menos 2 letras.').waitFor();
    expect(
      await resultsPage(page).getByText('Digite pelo menos 2 letras.', { exact: true }).isVisible(),
    ).toBe(true);
    expect(await groupHeadings(page)).toEqual(['Buscas populares']);
    const popular = resultsPage(page).getByRole('link', { name: 'Higienização' });
    await popular.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Higienização');
    expect(await groupHeadings(page)).toContain('Serviços');

    // An empty field is not submitted (the browser's own check: no script needed).
    await searchField(page).fill('');
    await submit(page).click();
    expect(
      await searchField(page).evaluate(
        (input) => (input as HTMLInputElement).validity.valueMissing,
      ),
    ).toBe(true);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Higienização');
    await context.close();
  });
});

describe('the results page', () => {
  it('is kept out of search engines and the sitemap, titled "Buscar"', async () => {
    const res = await fetch(`${e2e().baseUrl}/busca?q=recarga`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<title>Buscar — [^<]+<\/title>/);
    // No share image is drawn for it, so none is named.
    expect(html).not.toContain('og:image');
    const sitemap = await (await fetch(`${e2e().baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/servicos</loc>');
    expect(sitemap).not.toContain('/busca');
  });

  it.each(['/busca?q=recarga', '/busca?q=xyzqwk', '/busca'])(
    '%s hydrates without console errors and without refetching its data',
    async (path) => {
      const { page, context, problems, apiRequests } = await openPage(browser, path, {
        viewport: PHONE,
      });
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
      expect(apiRequests.filter((url) => !/health|popups|\/api\/events/.test(url))).toEqual([]);
      await context.close();
    },
  );

  it.each(['dark', 'light'] as const)(
    'has no axe violations (WCAG 2.2 AA) in the %s theme',
    async (theme) => {
      const { page, context } = await openPage(browser, '/busca?q=recarga', {
        viewport: PHONE,
        storage: { theme },
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      const violations = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(violations).toEqual([]);
      await context.close();
    },
  );
});

describe('with JavaScript, on a phone', () => {
  async function openSite(path = '/') {
    const visit = await openPage(browser, path, {
      viewport: PHONE,
      storage: await quietStorage(),
    });
    await waitForApp(visit.page);
    return visit;
  }

  it('opens the menu with focus on its first link; Esc closes it and focus returns', async () => {
    const { page, context, problems } = await openSite();
    await menuToggle(page).click();
    await menu(page).waitFor();
    expect(await menuIsOpen(page)).toBe(true);
    await waitForFocus(menu(page).getByRole('link').first());

    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'hidden' });
    expect(await menuIsOpen(page)).toBe(false);
    await waitForFocus(menuToggle(page));

    // The keyboard opens it too (Enter on the summary), and a click outside closes it.
    await page.keyboard.press('Enter');
    await menu(page).waitFor();
    await page.locator('footer').click({ position: { x: 4, y: 4 } });
    await menu(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the menu on navigation, which stays in the page and moves the current-page mark', async () => {
    const { page, context, problems } = await openSite();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await menuToggle(page).click();
    await menu(page).getByRole('link', { name: 'Serviços', exact: true }).click();
    await page.waitForURL('**/servicos');
    await menu(page).waitFor({ state: 'hidden' });
    expect(await menuIsOpen(page)).toBe(false);
    // The menu's links are plain anchors the header hands to the router: no page reload.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    const current = await page
      .locator('header a[aria-current="page"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(current).toEqual(['/servicos', '/servicos']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fetches a menu page's data when the pointer rests on its link, before any click", async () => {
    const { page, context, problems } = await openPage(browser, '/', {
      storage: await quietStorage(),
    });
    await waitForApp(page);
    const blogData = page.waitForRequest((request) => /blog\.list/.test(request.url()), {
      timeout: 5_000,
    });
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Blog', exact: true })
      .hover();
    await blogData;
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the search dialog from the header button, which leads to all the results', async () => {
    const { page, context, problems } = await openSite();
    const headerSearch = page.getByRole('button', { name: 'Buscar no site (Ctrl+K)' });
    await headerSearch.click();
    const dialog = page.getByRole('dialog', { name: 'Buscar no site' });
    await dialog.waitFor();
    // The click opened the dialog instead of submitting the form.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await headerSearch.getAttribute('aria-expanded')).toBe('true');

    await dialog.getByRole('combobox').fill('recarga');
    await dialog.getByRole('link', { name: 'Ver todos os resultados' }).click();
    await page.waitForURL((url) => url.pathname === '/busca');
    expect(new URL(page.url()).searchParams.get('q')).toBe('recarga');
    await dialog.waitFor({ state: 'detached' });
    // The address changes first; the page follows once its code has loaded.
    await page.getByRole('heading', { level: 1, name: 'Buscar' }).waitFor();
    expect(await groupHeadings(page)).toEqual(['Serviços', 'FAQ']);
    expect(await searchField(page).inputValue()).toBe('recarga');

    // Searching again on the page moves on without a reload.
    await searchField(page).fill('pix');
    await submit(page).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'pix');
    await resultsPage(page)
      .getByRole('link', { name: 'Quais formas de pagamento vocês aceitam?' })
      .waitFor();
    expect(await groupHeadings(page)).toEqual(['FAQ']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
