import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGES, openAdmin, pageHeading } from './admin-helpers';
import { e2e, launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Páginas do painel' });

/**
 * Waits until the page shown in <main> has its heading and is past loading its code and
 * first data; answers the heading's text.
 */
async function settledHeading(page: Page): Promise<string> {
  const heading = pageHeading(page);
  await heading.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('main .admin-loading, main [aria-busy="true"]'),
    undefined,
    { timeout: 15_000 },
  );
  return (await heading.textContent())?.trim() ?? '';
}

/** What a broken page shows instead of itself. */
async function expectNoErrorScreen(page: Page): Promise<void> {
  const main = page.getByRole('main');
  expect(await pageHeading(page, 'Ops! Algo deu errado').count()).toBe(0);
  expect(await pageHeading(page, 'Página não encontrada').count()).toBe(0);
  // QueryState's load failure ("Não foi possível carregar…" with a retry button).
  expect(await main.locator('.admin-alert--error').allTextContents()).toEqual([]);
}

describe('admin pages', () => {
  it.each(ADMIN_PAGES)('%s shows its page without errors', async (path) => {
    const { page, context, problems } = await openAdmin(browser, path, { signedIn: true });
    const title = await settledHeading(page);
    expect(title).not.toBe('');
    expect(await pageHeading(page).count(), 'one h1').toBe(1);
    await expectNoErrorScreen(page);
    expect(await page.title()).toBe(`${title} · Painel administrativo`);
    // Its sidebar link is marked as the current page.
    const current = sidebar(page).locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe(`/admin${path}`);
    // A moment for late effects (second queries, previews) to report errors too.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the sidebar moves between pages inside the app, without reloading it', async () => {
    const { page, context, problems } = await openAdmin(browser, '/', { signedIn: true });
    await pageHeading(page, 'Painel').waitFor();
    // A marker that a full page load would wipe.
    await page.evaluate(() => {
      (window as unknown as { __samePanel?: boolean }).__samePanel = true;
    });
    for (const [label, path] of [
      ['Serviços', '/services'],
      ['Perguntas frequentes', '/faqs'],
      ['Popups', '/popups'],
      ['Mensagens de contato', '/contact'],
      ['Usuários', '/users'],
      ['Auditoria', '/audit'],
      ['Painel', '/'],
    ] as const) {
      const link = sidebar(page).getByRole('link', { name: label, exact: true });
      await link.click();
      await page.waitForURL(`${e2e().baseUrl}/admin${path}`);

      await page.waitForFunction(
        (href) => document.querySelector('a[aria-current="page"]')?.getAttribute('href') === href,
        `/admin${path}`,
      );
      await settledHeading(page);
      await expectNoErrorScreen(page);
      expect(await link.getAttribute('aria-current')).toBe('page');
    }
    await pageHeading(page, 'Painel').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __samePanel?: boolean }).__samePanel),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone the menu is a drawer: it opens, leads to a page and closes', async () => {
    const { page, context, problems } = await openAdmin(browser, '/', {
      signedIn: true,
      viewport: { width: 390, height: 844 },
    });
    await pageHeading(page, 'Painel').waitFor();
    const menuButton = page.getByRole('button', { name: 'Abrir menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar(page).getByRole('link', { name: 'Serviços' }).isVisible()).toBe(false);

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: 'Fechar menu' }).first();
    await closeButton.waitFor();
    const servicesLink = sidebar(page).getByRole('link', { name: 'Serviços', exact: true });
    await servicesLink.waitFor();
    await servicesLink.click();
    await pageHeading(page, 'Serviços').waitFor();
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'),
    ).toBe('false');

    // Esc closes it too.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await servicesLink.waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    await servicesLink.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unknown panel address shows the panel not-found page', async () => {
    const { page, context } = await openAdmin(browser, '/pagina-que-nao-existe', {
      signedIn: true,
    });
    await pageHeading(page, 'Página não encontrada').waitFor();
    await page.getByRole('link', { name: 'Voltar ao painel' }).click();
    await pageHeading(page, 'Painel').waitFor();
    await context.close();
  });
});
