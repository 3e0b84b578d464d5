import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  dialogNamed,
  expectNoAxeViolations,
  openAdmin,
  pageHeading,
  toastWith,
  uniqueText,
} from './admin-helpers';
import { launchBrowser } from './browser';

interface Faq {
  id: number;
  question: string;
  display_order: number;
  active: boolean;
}

let browser: Browser;
/** Rows this file made, removed at the end whatever happened, so other files meet the seed. */
const cleanup: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const undo of cleanup) await undo().catch(() => undefined);
  await browser?.close();
});

/** Creates a row through the API and deletes it at the end of the file. */
async function made<T extends { id: number }>(resource: string, body: unknown): Promise<T> {
  const token = await adminToken();
  const res = await api<T>('POST', `/${resource}`, { token, body });
  expect(res.status).toBe(200);
  cleanup.push(() => api('DELETE', `/${resource}/${res.body.id}`, { token }));
  return res.body;
}

async function faqOrder(): Promise<number[]> {
  const res = await api<Faq[]>('GET', '/faqs?include_inactive=true', {
    token: await adminToken(),
  });
  return res.body.map((faq) => faq.id);
}

const main = (page: Page) => page.getByRole('main');
const faqItems = (page: Page) => main(page).getByRole('list', { name: /Perguntas frequentes/ });

describe('the kit list page', () => {
  it('searches, filters and reorders the questions by keyboard', async () => {
    const hidden = await made<Faq>('faqs', {
      question: uniqueText('Pergunta oculta do teste'),
      answer: 'Resposta que só o painel vê.',
      active: false,
    });
    const before = await faqOrder();
    cleanup.push(async () =>
      api('POST', '/faqs/reorder', { token: await adminToken(), body: { ids: before } }),
    );
    const { page, context, problems } = await openAdmin(browser, '/faqs', { signedIn: true });
    await pageHeading(page, 'Perguntas frequentes').waitFor();
    const items = faqItems(page).getByRole('listitem');
    await items.first().waitFor();
    const total = await items.count();
    expect(total).toBe(before.length);

    // Search: accents and case do not matter; the order waits while rows are hidden.
    await main(page).getByLabel('Buscar perguntas').fill('PERGUNTA OCULTA DO teste');
    await expect.poll(() => items.count()).toBe(1);
    await main(page).getByText(`1 de ${total}`).waitFor();
    await main(page).getByText('Limpe a busca e o filtro para mudar a ordem.').waitFor();
    expect(
      await main(page)
        .getByRole('button', { name: /^Mover para/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await expectNoAxeViolations(page);

    // Filter: only hidden questions.
    await main(page).getByLabel('Buscar perguntas').fill('');
    await main(page).getByLabel('Mostrar').selectOption('hidden');
    await expect.poll(() => items.count()).toBeLessThan(total);
    expect(await items.filter({ hasText: hidden.question }).count()).toBe(1);
    for (const text of await items.allInnerTexts()) expect(text).toContain('Oculta');
    await main(page).getByLabel('Mostrar').selectOption('all');
    await expect.poll(() => items.count()).toBe(total);

    // Keyboard: Space picks the first question up, ArrowDown moves it, Space drops it.
    const firstId = before[0];
    const handle = main(page)
      .getByRole('button', { name: /^Arrastar para reordenar/ })
      .first();
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await toastWith(page, 'Ordem das perguntas salva').waitFor();
    const after = await faqOrder();
    expect(after[1]).toBe(firstId);
    expect(after[0]).toBe(before[1]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pages through a long list of testimonials and finds one by search', async () => {
    const marker = uniqueText('Cliente paginado');
    for (let index = 1; index <= 11; index += 1) {
      await made('testimonials', {
        name: `${marker} n${index}x`,
        content: 'Depoimento criado para o teste das páginas.',
        rating: 5,
      });
    }
    const { page, context, problems } = await openAdmin(browser, '/testimonials', {
      signedIn: true,
    });
    await pageHeading(page, 'Depoimentos').waitFor();
    const rows = main(page).getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    const pages = main(page).getByRole('navigation', { name: 'Páginas de depoimentos' });
    await pages.getByText(/^Página 1 de \d+$/).waitFor();
    await pages.getByRole('button', { name: 'Próxima página' }).click();
    await pages.getByText(/^Página 2 de \d+$/).waitFor();
    // Newest first: the first one made is on the second page.
    await main(page)
      .getByRole('row', { name: new RegExp(`${marker} n1x`) })
      .waitFor();

    await main(page).getByLabel('Buscar depoimentos').fill(`${marker} N7X`);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await pages.count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the kit edit dialog', () => {
  it('asks before closing a changed form, by the close button and by Esc', async () => {
    const { page, context, problems } = await openAdmin(browser, '/faqs', { signedIn: true });
    await pageHeading(page, 'Perguntas frequentes').waitFor();
    await main(page).getByRole('button', { name: 'Nova pergunta' }).click();
    const editor = dialogNamed(page, 'Nova pergunta');
    await editor.waitFor();
    await expectNoAxeViolations(page);

    // Unchanged: Esc closes at once.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });

    await main(page).getByRole('button', { name: 'Nova pergunta' }).click();
    await editor.getByLabel('Pergunta').fill('Uma pergunta ainda sem resposta');
    const discard = dialogNamed(page, 'Descartar alterações?');

    // Fechar asks; "Continuar editando" keeps what was typed.
    await editor.getByRole('button', { name: 'Fechar' }).click();
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await editor.getByLabel('Pergunta').inputValue()).toBe(
      'Uma pergunta ainda sem resposta',
    );

    // Esc asks too; the empty answer is refused in Portuguese next to its field.
    await page.keyboard.press('Escape');
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => editor.getByLabel('Resposta').getAttribute('aria-invalid'))
      .toBe('true');

    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await editor.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
