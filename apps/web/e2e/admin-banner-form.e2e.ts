import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  dialogNamed,
  openAdmin,
  pageHeading,
  publicHtml,
  toastWith,
  unexpectedProblems,
  uniqueText,
} from './admin-helpers';
import { launchBrowser } from './browser';

interface StoredBanner {
  id: number;
  title: string;
  key: string;
  content: string;
  position: string;
}

let browser: Browser;
const created: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Other files look at the home page: take these banners away again.
  const token = await adminToken();
  for (const id of created) await api('DELETE', `/banners/${id}`, { token });
  await browser?.close();
});

/** Nothing of the stored JSON or its keys may show in the form. */
async function expectNoInternals(form: Locator): Promise<void> {
  const text = await form.innerText();
  expect(text).not.toMatch(/[{}]|"title"|_ms\b|cta_|subtitle/);
}

async function bannersNamed(name: string): Promise<StoredBanner[]> {
  const token = await adminToken();
  const { body } = await api<StoredBanner[]>('GET', '/banners?include_inactive=true', { token });
  return body.filter((banner) => banner.title === name);
}

describe('the banner form in "Banners"', () => {
  it('creates a banner with fields, previewed live, and the site shows it', async () => {
    const name = uniqueText('Promoção de teste');
    const headline = uniqueText('Revisão completa');
    const { page, context, problems } = await openAdmin(browser, '/banners', { signedIn: true });
    await pageHeading(page, 'Banners').waitFor();
    await page.getByRole('button', { name: 'Novo banner' }).click();
    const dialog = dialogNamed(page, 'Novo banner');
    const form = dialog.locator('form');
    const preview = dialog.getByRole('region', { name: 'Pré-visualização' });

    // Empty texts are refused next to the field, in Portuguese.
    await dialog.getByLabel('Nome', { exact: false }).fill(name);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Escreva um título ou um texto').waitFor();

    await dialog.getByLabel('Título', { exact: true }).fill(headline);
    await preview.getByText(headline).waitFor();
    await dialog.getByLabel('Texto', { exact: true }).fill('Com 10% de desconto.');
    await preview.getByText('Com 10% de desconto.').waitFor();
    await dialog.getByLabel('Texto do botão', { exact: false }).fill('Agendar');
    await dialog.getByLabel('Link do botão', { exact: false }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Use uma página do site (ex.: /contato)').waitFor();
    await dialog.getByLabel('Link do botão', { exact: false }).fill('/contato');
    await preview.getByRole('link', { name: 'Agendar' }).waitFor();
    await dialog
      .getByLabel('Posição')
      .selectOption({ label: 'Meio — entre as seções do conteúdo' });
    await expectNoInternals(form);

    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Banner criado').waitFor();
    await page.getByRole('rowheader', { name }).waitFor();
    await expectNoInternals(page.getByRole('table'));
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    const [banner] = await bannersNamed(name);
    expect(banner).toBeDefined();
    created.push(banner!.id);
    expect(banner!.position).toBe('middle');
    expect(banner!.key).toMatch(/^promocao-de-teste-/);
    expect(JSON.parse(banner!.content)).toEqual({
      title: headline,
      subtitle: 'Com 10% de desconto.',
      cta_text: 'Agendar',
      cta_link: '/contato',
    });
    const html = await publicHtml('/servicos');
    expect(html).toContain(headline);
    expect(html).toContain('Com 10% de desconto.');
  });

  it('edits a banner made by an integration and keeps the keys the form does not know', async () => {
    const name = uniqueText('Banner da integração');
    const token = await adminToken();
    const made = await api<StoredBanner>('POST', '/banners', {
      token,
      body: {
        title: name,
        key: 'integracao',
        position: 'bottom',
        content: JSON.stringify({ title: 'Antes', subtitle: 'Texto', theme: 'escuro' }),
      },
    });
    expect(made.status).toBe(200);
    created.push(made.body.id);

    const { page, context, problems } = await openAdmin(browser, '/banners', { signedIn: true });
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const dialog = dialogNamed(page, 'Editar banner');
    const title = dialog.getByLabel('Título', { exact: true });
    await expect(title.inputValue()).resolves.toBe('Antes');
    await expectNoInternals(dialog.locator('form'));
    await title.fill('Depois');
    await dialog.getByRole('region', { name: 'Pré-visualização' }).getByText('Depois').waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Banner atualizado').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    const [banner] = await bannersNamed(name);
    expect(banner!.key).toBe('integracao');
    expect(JSON.parse(banner!.content)).toEqual({
      title: 'Depois',
      subtitle: 'Texto',
      theme: 'escuro',
    });
  });
});
