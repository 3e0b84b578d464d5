import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, openPage } from './browser';
import { quietStorage, waitForApp, whatsappText } from './helpers';

/** The seeded 'not_found' WhatsApp context (packages/db/src/seed/content/whatsapp.ts). */
const NOT_FOUND_MESSAGE = 'Olá! Não encontrei a página que procurava no site. Podem me ajudar?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('404 page', () => {
  it.each(['/pagina-que-nao-existe', '/servicos/nao-existe', '/blog/artigo-que-nao-existe'])(
    '%s answers 404 with the not-found page in the HTML',
    async (path) => {
      const res = await fetch(`${e2e().baseUrl}${path}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<h1>Oops! Página não encontrada</h1>');
      expect(html).toContain('Links Úteis');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    },
  );

  it('links to home, services and WhatsApp, and lists the useful links', async () => {
    const { page, context, problems } = await openPage(browser, '/pagina-que-nao-existe', {
      storage: await quietStorage(),
    });
    await waitForApp(page);
    const main = page.getByRole('main');
    const headings = main.getByRole('heading', { level: 1 });
    expect(await headings.allTextContents()).toEqual(['Oops! Página não encontrada']);

    expect(await main.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe(
      '/',
    );
    expect(await main.getByRole('link', { name: 'Ver serviços' }).getAttribute('href')).toBe(
      '/servicos',
    );
    const whatsapp = main.getByRole('link', { name: /Falar no WhatsApp/ });
    const href = await whatsapp.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/5521998765432\?text=/);
    expect(whatsappText(href)).toBe(NOT_FOUND_MESSAGE);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');

    const useful = main.getByRole('navigation', { name: 'Links Úteis' });
    expect(await useful.getByRole('heading', { name: 'Links Úteis' }).count()).toBe(1);
    const links = await useful
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
      );
    expect(links).toEqual([
      ['Serviços', '/servicos'],
      ['Sobre nós', '/sobre'],
      ['Contato', '/contato'],
      ['Portfólio', '/portfolio'],
    ]);
    // The regular header and footer are still there.
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(problems.filter((problem) => !/404/.test(problem))).toEqual([]);
    await context.close();
  });

  it('its links navigate in the page', async () => {
    const { page, context } = await openPage(browser, '/nao-existe-mesmo', {
      storage: await quietStorage(),
    });
    await waitForApp(page);
    await page.getByRole('main').getByRole('link', { name: 'Ver serviços' }).click();
    await page.waitForURL('**/servicos');
    await page.getByRole('heading', { level: 1, name: 'Nossos Serviços' }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Oops! Página não encontrada' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Links Úteis' })
      .getByRole('link', { name: 'Sobre nós' })
      .click();
    await page.waitForURL('**/sobre');
    await page.getByRole('heading', { level: 1, name: 'Sobre a FrioCar' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context.close();
  });
});
