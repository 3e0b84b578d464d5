import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { quietStorage, readLocalStorage, waitForApp, waitForFocus, whatsappText } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const searchButton = (page: Page) => page.getByRole('button', { name: 'Buscar no site (Ctrl+K)' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Buscar no site' });
const field = (page: Page) =>
  dialog(page).getByRole('combobox', { name: 'Buscar serviços, páginas e dúvidas' });
const listbox = (page: Page) => dialog(page).getByRole('listbox', { name: 'Resultados da busca' });

/** The group labels of the results, in screen order. */
function groupLabels(page: Page): Promise<string[]> {
  return listbox(page)
    .getByRole('group')
    .evaluateAll((groups) =>
      groups.map((group) => {
        const label = group.getAttribute('aria-labelledby');
        return (label && document.getElementById(label)?.textContent) || '';
      }),
    );
}

const optionTitles = (page: Page) =>
  listbox(page)
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => option.querySelector('.search-results__title')?.textContent ?? ''),
    );

async function openSite(path = '/') {
  const visit = await openPage(browser, path, { storage: await quietStorage() });
  await waitForApp(visit.page);
  return visit;
}

describe('search overlay', () => {
  it('opens from the header button with the field focused, and Esc closes it back to the button', async () => {
    const { page, context, problems } = await openSite();
    expect(await dialog(page).count()).toBe(0);
    await searchButton(page).click();
    await dialog(page).waitFor();
    expect(await searchButton(page).getAttribute('aria-expanded')).toBe('true');
    await waitForFocus(field(page));
    // With an empty field: popular searches and the quick actions.
    expect(await dialog(page).getByRole('heading', { name: 'Buscas populares' }).isVisible()).toBe(
      true,
    );
    expect(await dialog(page).getByRole('link', { name: 'Ver Serviços' }).isVisible()).toBe(true);
    expect(
      await dialog(page)
        .getByRole('link', { name: /Orçamento/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/55\d+/);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await waitForFocus(searchButton(page));
    expect(await searchButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens with Ctrl+K from anywhere, and Esc puts focus on the search button', async () => {
    const { page, context } = await openSite('/sobre');
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await waitForFocus(field(page));
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await waitForFocus(searchButton(page));
    await context.close();
  });

  it('suggests nothing under 2 characters and groups results from 2 on', async () => {
    const { page, context } = await openSite();
    await searchButton(page).click();
    await field(page).fill('a');
    expect(await listbox(page).count()).toBe(0);
    expect(await dialog(page).getByRole('option').count()).toBe(0);
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');

    await field(page).fill('ar');
    await listbox(page).waitFor();
    expect(await field(page).getAttribute('aria-expanded')).toBe('true');
    expect(await groupLabels(page)).toEqual(['Serviços', 'Páginas', 'FAQ', 'Informações']);
    const count = await listbox(page).getByRole('option').count();
    expect(await dialog(page).getByRole('status').textContent()).toBe(
      `${count} resultados encontrados.`,
    );

    // Only the groups that have matches are shown.
    await field(page).fill('pix');
    await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 1);
    expect(await groupLabels(page)).toEqual(['FAQ']);
    expect(await optionTitles(page)).toEqual(['Quais formas de pagamento vocês aceitam?']);
    await context.close();
  });

  it('ignores case and accents', async () => {
    const { page, context } = await openSite();
    await searchButton(page).click();
    await field(page).fill('HIGIENIZACAO');
    await listbox(page).waitFor();
    expect(await groupLabels(page)).toContain('Serviços');
    expect(await optionTitles(page)).toContain('Higienização com oxi-sanitização');

    await field(page).fill('portfólio');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="option"]')].some((o) =>
        o.textContent?.includes('Portfólio'),
      ),
    );
    await field(page).fill('PORTFOLIO');
    expect(await optionTitles(page)).toContain('Portfólio');
    await context.close();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { page, context, problems } = await openSite();
    await searchButton(page).click();
    await field(page).fill('contato');
    await listbox(page).waitFor();
    const titles = await optionTitles(page);
    expect(titles.slice(0, 2)).toEqual(['Contato', 'Telefone e WhatsApp']);
    const options = listbox(page).getByRole('option');
    const activeTitle = async () => {
      const id = await field(page).getAttribute('aria-activedescendant');
      if (!id) return null;
      const option = page.locator(`[id="${id}"]`);
      expect(await option.getAttribute('aria-selected')).toBe('true');
      return option.locator('.search-results__title').textContent();
    };

    expect(await activeTitle()).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await activeTitle()).toBe('Contato');
    await page.keyboard.press('ArrowDown');
    expect(await activeTitle()).toBe('Telefone e WhatsApp');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    expect(await activeTitle()).toBe('Contato');
    // Focus stays in the field (the combobox pattern).
    await waitForFocus(field(page));

    await page.keyboard.press('Enter');
    await page.waitForURL('**/contato');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Contato' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remembers the searches: shown with an empty field, newest first, at most 5, kept after a reload', async () => {
    const { page, context } = await openSite();
    await searchButton(page).click();
    await field(page).fill('contato');
    await listbox(page).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/contato');
    await dialog(page).waitFor({ state: 'detached' });

    await searchButton(page).click();
    const recent = dialog(page).getByRole('region', { name: 'Buscas recentes' });
    await recent.waitFor();
    expect(await recent.getByRole('listitem').allTextContents()).toEqual(['contato']);

    // Searches without results are remembered too when submitted with Enter.
    for (const query of ['vidro elétrico', 'pneu', 'escapamento', 'suspensão', 'freio']) {
      await field(page).fill(query);
      await dialog(page).getByText(`Nenhum resultado para “${query}”.`).waitFor();
      await page.keyboard.press('Enter');
    }
    await field(page).fill('');
    await recent.waitFor();
    const expected = ['freio', 'suspensão', 'escapamento', 'pneu', 'vidro elétrico'];
    expect(await recent.getByRole('listitem').allTextContents()).toEqual(expected);
    expect(JSON.parse((await readLocalStorage(page, 'recentSearches')) ?? 'null')).toEqual(
      expected,
    );

    // A recent search fills the field again.
    await recent.getByRole('button', { name: 'pneu' }).click();
    expect(await field(page).inputValue()).toBe('pneu');

    await page.reload();
    await waitForApp(page);
    await searchButton(page).click();
    await recent.waitFor();
    expect(await recent.getByRole('listitem').allTextContents()).toEqual(expected);

    await recent.getByRole('button', { name: 'Limpar' }).click();
    await recent.waitFor({ state: 'detached' });
    expect(await readLocalStorage(page, 'recentSearches')).toBe('[]');
    await context.close();
  });

  it('offers to ask on WhatsApp, with the query in the message, when nothing matches', async () => {
    const { page, context } = await openSite();
    await searchButton(page).click();
    const query = 'freio de mão';
    await field(page).fill(query);
    await dialog(page).getByText(`Nenhum resultado para “${query}”.`).waitFor();
    expect(await listbox(page).count()).toBe(0);
    expect(await dialog(page).getByRole('status').textContent()).toBe(
      'Nenhum resultado encontrado.',
    );
    const link = dialog(page).getByRole('link', { name: /Perguntar no WhatsApp/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/55/);
    expect(href).toMatch(/^https:\/\/wa\.me\/5521998765432\?text=/);
    expect(href).toContain(encodeURIComponent(query));
    // The seeded 'search_no_results' context's template, with {query} filled in.
    expect(whatsappText(href)).toBe(
      `Olá! Procurei por "${query}" no site e não encontrei. Vocês podem me ajudar?`,
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('traps focus inside the dialog and closes with its close button', async () => {
    const { page, context } = await openSite();
    await searchButton(page).click();
    await waitForFocus(field(page));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(
        await dialog(page).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
    }
    await dialog(page).getByRole('button', { name: 'Fechar busca' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await waitForFocus(searchButton(page));
    await context.close();
  });
});
