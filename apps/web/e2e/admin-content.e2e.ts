import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  dialogNamed,
  openAdmin,
  pageHeading,
  publicHtml,
  toastWith,
  uniqueText,
} from './admin-helpers';
import { e2e, launchBrowser, openPage, waitForHydration } from './browser';
import { quietStorage } from './helpers';

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

/** Removes, at the end of the file, the rows of `resource` whose title is `title`. */
function removeLater(resource: 'services' | 'popups', title: () => string) {
  cleanup.push(async () => {
    const token = await adminToken();
    const query = resource === 'popups' ? '?include_inactive=true' : '';
    const list = await api<Array<{ id: number; title: string }>>('GET', `/${resource}${query}`, {
      token,
    });
    for (const row of list.body.filter((item) => item.title === title())) {
      await api('DELETE', `/${resource}/${row.id}`, { token });
    }
  });
}

/** The edit and delete buttons of the list item called `title` (their names end with it). */
const editButton = (page: Page, title: string) =>
  page.getByRole('main').getByRole('button', { name: `Editar ${title}`, exact: true });
const deleteButton = (page: Page, title: string) =>
  page.getByRole('main').getByRole('button', { name: `Excluir ${title}`, exact: true });

describe('services in the panel', () => {
  it('a service created, renamed and deleted in the panel shows up and goes away on /servicos', async () => {
    let title = uniqueText('Serviço de teste e2e');
    removeLater('services', () => title);
    const { page, context, problems } = await openAdmin(browser, '/services', { signedIn: true });
    await pageHeading(page, 'Serviços').waitFor();

    // Create.
    await page.getByRole('button', { name: 'Novo serviço' }).click();
    const create = dialogNamed(page, 'Novo serviço');
    await create.waitFor();
    await create.getByLabel('Título').fill(title);
    await create
      .getByLabel('Descrição')
      .fill('Limpeza completa do sistema de ar-condicionado, criada pelo teste do painel.');
    await create.getByLabel('Preço').fill('A partir de R$ 99');
    await create.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Serviço criado').waitFor();
    await create.waitFor({ state: 'hidden' });
    await editButton(page, title).waitFor();
    let html = await publicHtml('/servicos');
    expect(html).toContain(title);
    expect(html).toContain('A partir de R$ 99');

    // Rename.
    const oldTitle = title;
    const newTitle = uniqueText('Serviço renomeado e2e');
    await editButton(page, title).click();
    const edit = dialogNamed(page, 'Editar serviço');
    await edit.waitFor();
    expect(await edit.getByLabel('Título').inputValue()).toBe(title);
    await edit.getByLabel('Título').fill(newTitle);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Serviço atualizado').waitFor();
    title = newTitle;
    await editButton(page, title).waitFor();
    expect(await editButton(page, oldTitle).count()).toBe(0);
    html = await publicHtml('/servicos');
    expect(html).toContain(newTitle);
    expect(html).not.toContain(oldTitle);

    // Delete, after confirming.
    await deleteButton(page, title).click();
    const confirm = dialogNamed(page, 'Excluir o serviço?');
    await confirm.waitFor();
    expect(await confirm.getByText(title).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await toastWith(page, 'Serviço excluído').waitFor();
    await editButton(page, title).waitFor({ state: 'detached' });
    expect(await publicHtml('/servicos')).not.toContain(title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cancelling the delete confirmation keeps the service', async () => {
    const title = uniqueText('Serviço que fica e2e');
    removeLater('services', () => title);
    const created = await api('POST', '/services', {
      token: await adminToken(),
      body: { title, description: 'Criado pela API para o teste de cancelar a exclusão.' },
    });
    expect(created.status).toBe(200);
    const { page, context } = await openAdmin(browser, '/services', { signedIn: true });
    await editButton(page, title).waitFor();
    await deleteButton(page, title).click();
    const confirm = dialogNamed(page, 'Excluir o serviço?');
    await confirm.waitFor();
    // The safe choice has focus: Enter does not delete.
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    expect(await editButton(page, title).isVisible()).toBe(true);
    expect(await publicHtml('/servicos')).toContain(title);
    await context.close();
  });

  it('the editor refuses an empty title in Portuguese and keeps the dialog open', async () => {
    const { page, context } = await openAdmin(browser, '/services', { signedIn: true });
    await page.getByRole('button', { name: 'Novo serviço' }).click();
    const create = dialogNamed(page, 'Novo serviço');
    await create.getByRole('button', { name: 'Salvar' }).click();
    const title = create.getByLabel('Título');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-invalid') === 'true',
      undefined,
      { timeout: 5000 },
    );
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await create.isVisible()).toBe(true);
    // Closing with something typed asks before throwing it away.
    await title.fill('Rascunho');
    await create.getByRole('button', { name: 'Cancelar' }).click();
    const discard = dialogNamed(page, 'Descartar alterações?');
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    expect(await title.inputValue()).toBe('Rascunho');
    await create.getByRole('button', { name: 'Cancelar' }).click();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await create.waitFor({ state: 'hidden' });
    await context.close();
  });
});

/** sharp, a dependency of the server (image uploads), to draw a test picture. */
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))(
  'sharp',
) as typeof import('sharp');

/** A 1200×800 PNG: two colour blocks, so the WebP copies are real images. */
async function testPng(): Promise<Buffer> {
  const half = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 240, g: 120, b: 20 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

describe('image upload in the panel', () => {
  it('a PNG uploaded in the service editor is served as WebP copies with a srcset on /servicos', async () => {
    const title = uniqueText('Serviço com foto e2e');
    removeLater('services', () => title);
    const { page, context, problems } = await openAdmin(browser, '/services', { signedIn: true });
    await page.getByRole('button', { name: 'Novo serviço' }).click();
    const editor = dialogNamed(page, 'Novo serviço');
    await editor.waitFor();
    await editor.getByLabel('Título').fill(title);
    await editor.getByLabel('Descrição').fill('Serviço com imagem enviada pelo painel.');

    // The file picker the "Escolher imagem" button opens.
    await editor.locator('input[type="file"]').setInputFiles({
      name: 'compressor-novo.png',
      mimeType: 'image/png',
      buffer: await testPng(),
    });
    await editor.getByRole('status').filter({ hasText: 'Imagem enviada.' }).waitFor();
    const path = await editor.getByLabel('Ou informe o endereço da imagem').inputValue();
    expect(path).toMatch(/^\/media\/u\/\d+-[0-9a-f]{10}-1200\.webp$/);
    // The preview shows the uploaded image.
    const preview = editor.getByRole('img', { name: 'Imagem atual: Imagem' });
    await preview.waitFor();
    await page.waitForFunction(
      (element) => (element as HTMLImageElement).complete,
      await preview.elementHandle(),
    );
    expect(await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Serviço criado').waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The public page, server-rendered for a new visitor.
    const visit = await openPage(browser, '/servicos', { storage: await quietStorage() });
    const card = visit.page.getByRole('article', { name: title });
    const img = card.locator('img').first();
    await img.scrollIntoViewIfNeeded();
    const src = await img.getAttribute('src');
    const srcset = await img.getAttribute('srcset');
    expect(src).toMatch(/^\/media\/u\/\d+-[0-9a-f]{10}-\d+\.webp$/);
    expect(srcset).toBeTruthy();
    const candidates = (srcset ?? '').split(',').map((entry) => entry.trim().split(/\s+/));
    expect(candidates.length).toBeGreaterThan(1);
    for (const [url, width] of candidates) {
      expect(url).toMatch(/^\/media\/u\/\d+-[0-9a-f]{10}-\d+\.webp$/);
      expect(width).toMatch(/^\d+w$/);
      const res = await fetch(`${e2e().baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^image\/webp/);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}w`).toBe(width);
    }
    // The browser picked one of them and drew it.
    await visit.page.waitForFunction(
      (element) =>
        (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );
    expect(await img.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(
      /\/media\/u\/\d+-[0-9a-f]{10}-\d+\.webp$/,
    );
    expect(visit.problems).toEqual([]);
    await visit.context.close();
  });
});

describe('popups in the panel', () => {
  it('a popup for /servicos only shows there, in a new visit, and not on /sobre', async () => {
    // The seeded popups are dismissed beforehand: only the new one can show.
    const storage = await quietStorage();
    const title = uniqueText('Popup de teste e2e');
    removeLater('popups', () => title);
    const { page, context, problems } = await openAdmin(browser, '/popups', { signedIn: true });
    await pageHeading(page, 'Popups').waitFor();
    await page.getByRole('button', { name: 'Novo popup' }).click();
    const editor = dialogNamed(page, 'Novo popup');
    await editor.waitFor();
    await editor.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await editor
      .getByRole('textbox', { name: 'Texto', exact: true })
      .fill('Só na página de serviços, sem espera.');
    const allPages = editor.getByRole('checkbox', { name: 'Todas as páginas' });
    if (await allPages.isChecked()) await allPages.uncheck();
    await editor.getByRole('checkbox', { name: /\/servicos$/ }).check();
    expect(await editor.getByRole('checkbox', { name: /\/sobre$/ }).isChecked()).toBe(false);
    await editor.getByRole('spinbutton', { name: 'Atraso (segundos)' }).fill('0');
    await editor.getByRole('spinbutton', { name: 'Prioridade' }).fill('1000');
    const active = editor.getByRole('checkbox', { name: 'Ativo', exact: true });
    if (!(await active.isChecked())) await active.check();
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await editor.waitFor({ state: 'hidden' });
    await editButton(page, title).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The public site's own answer for each page.
    const forPage = async (path: string) =>
      (
        await api<Array<{ title: string }>>('GET', `/popups/active/${encodeURIComponent(path)}`)
      ).body.map((popup) => popup.title);
    expect(await forPage('/servicos')).toContain(title);
    expect(await forPage('/sobre')).not.toContain(title);

    const servicos = await openPage(browser, '/servicos', { storage });
    const popup = servicos.page.getByRole('dialog', { name: title });
    await popup.waitFor();
    expect(await popup.getByText('Só na página de serviços, sem espera.').isVisible()).toBe(true);
    expect(servicos.problems).toEqual([]);
    await servicos.context.close();

    const sobre = await openPage(browser, '/sobre', { storage });
    // Its popups were asked for once the page hydrated (on a loaded machine the site's scripts
    // may start after the network went quiet), and none is ours.
    await waitForHydration(sobre.page);
    await expect
      .poll(() => sobre.apiRequests.some((url) => url.includes('popups.active')), {
        timeout: 15_000,
      })
      .toBe(true);
    await sobre.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sobre.page.getByText(title).count()).toBe(0);
    await sobre.context.close();
  });
});

describe('contact inbox', () => {
  it('finds a message sent from the site, opens it and marks it answered', async () => {
    const name = uniqueText('Cliente Caixa de Entrada');
    const sent = await api<{ id: number }>('POST', '/contacts', {
      body: {
        name,
        phone: '(21) 98888-7777',
        message: 'Meu ar-condicionado está fazendo barulho ao ligar. Podem me ajudar?',
        lgpd_consent: true,
      },
    });
    expect(sent.status).toBe(200);
    const token = await adminToken();
    const stored = await api<{ status: string }>('GET', `/contacts/${sent.body.id}`, { token });
    expect(stored.body.status).toBe('novo');

    const { page, context, problems } = await openAdmin(browser, '/contact', { signedIn: true });
    await pageHeading(page, 'Mensagens de contato').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(name);
    // The list follows the box once typing pauses (the address then carries the search).
    await page.waitForURL(/[?&]q=/);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.getByRole('link', { name: `${name} (nova)` }).click();

    const detail = dialogNamed(page, `Mensagem de ${name}`);
    await detail.waitFor();
    expect(await detail.getByText('(21) 98888-7777').first().isVisible()).toBe(true);
    await detail.getByLabel('Mudar status').selectOption({ label: 'Respondido' });
    await toastWith(page, 'Status alterado para "Respondido"').waitFor();

    const after = await api<{ status: string }>('GET', `/contacts/${sent.body.id}`, { token });
    expect(after.body.status).toBe('respondido');

    // Closed, the list shows the new status too.
    await detail.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await detail.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Respondido', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a message held as spam under the Spam tab and moves it to the inbox', async () => {
    const name = uniqueText('Cliente Apressado');
    // Sent half a second after the form appeared, as a browser's autofill may: held as spam.
    const sent = await api<{ id: number }>('POST', '/contacts', {
      body: {
        name,
        phone: '(21) 98888-6666',
        message: 'Preenchi o formulário com o preenchimento automático do navegador.',
        lgpd_consent: true,
        elapsed_ms: 500,
      },
    });
    expect(sent.status).toBe(200);
    const token = await adminToken();
    const stored = await api<{ status: string }>('GET', `/contacts/${sent.body.id}`, { token });
    expect(stored.body.status).toBe('spam');

    const { page, context, problems } = await openAdmin(browser, '/contact', { signedIn: true });
    await pageHeading(page, 'Mensagens de contato').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(name);
    await page.waitForURL(/[?&]q=/);
    // Not in the inbox…
    await page.getByText('Nenhuma mensagem com estes filtros.').waitFor();
    // …but under the Spam tab, with the search kept.
    await page.getByRole('button', { name: 'Spam', exact: true }).click();
    await page.waitForURL(/[?&]status=spam/);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.getByRole('link', { name, exact: true }).click();

    const detail = dialogNamed(page, `Mensagem de ${name}`);
    await detail.waitFor();
    await detail.getByRole('button', { name: 'Não é spam' }).click();
    await toastWith(page, 'Mensagem movida para a caixa de entrada, como nova').waitFor();
    const after = await api<{ status: string }>('GET', `/contacts/${sent.body.id}`, { token });
    expect(after.body.status).toBe('novo');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('site texts and the company record', () => {
  it('warns about a typed number that is not the company’s and previews placeholders filled', async () => {
    const { page, context, problems } = await openAdmin(browser, '/content', { signedIn: true });
    await pageHeading(page, 'Textos do site').waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Editar .*privacidade/i })
      .first()
      .click();
    const editor = page.getByRole('dialog');
    await editor.waitFor();
    const text = editor.getByLabel('Texto', { exact: false }).first();
    const before = await text.inputValue();
    // The demo text names the company's facts by placeholder: no warning, preview filled.
    expect(before).toContain('{email}');
    const warning = editor.locator('.config-stray-facts');
    expect((await warning.innerText()).trim()).toBe('');
    const preview = editor.getByRole('region', { name: 'Pré-visualização' });
    await preview.getByText('contato@friocarclimatizacao.com.br').first().waitFor();
    expect(await preview.innerText()).not.toContain('{email}');

    // An old number typed by hand is named, with the placeholders to use instead.
    await text.fill(
      `${before}\n\nLigue para (21) 2671-0000 ou escreva para antigo@friocar.com.br.`,
    );
    await warning.getByText('(21) 2671-0000').waitFor();
    expect(await warning.innerText()).toContain('antigo@friocar.com.br');
    expect(await warning.innerText()).toContain('{telefone}');
    expect(await warning.getAttribute('role')).toBe('status');

    // Written as the placeholder, the warning goes and the preview shows the record's phone.
    await text.fill(`${before}\n\nLigue para {telefone}.`);
    await page.waitForFunction(
      () => (document.querySelector('.config-stray-facts')?.textContent ?? '').trim() === '',
    );
    await preview.getByText('Ligue para (21) 2671-4455.').first().waitFor();

    await editor.getByRole('button', { name: 'Cancelar' }).click();
    await dialogNamed(page, 'Descartar alterações?')
      .getByRole('button', { name: 'Descartar' })
      .click();
    expect(problems).toEqual([]);
    await context.close();
  });
});
