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
import { launchBrowser, openPage } from './browser';
import { quietStorage, waitForApp } from './helpers';

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

/** The table row of the panel list whose header cell is `title`. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });

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
    await rowOf(page, title).waitFor();
    let html = await publicHtml('/servicos');
    expect(html).toContain(title);
    expect(html).toContain('A partir de R$ 99');

    // Rename.
    const oldTitle = title;
    const newTitle = uniqueText('Serviço renomeado e2e');
    await rowOf(page, title)
      .getByRole('button', { name: `Editar ${title}` })
      .click();
    const edit = dialogNamed(page, 'Editar serviço');
    await edit.waitFor();
    expect(await edit.getByLabel('Título').inputValue()).toBe(title);
    await edit.getByLabel('Título').fill(newTitle);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Serviço atualizado').waitFor();
    title = newTitle;
    await rowOf(page, title).waitFor();
    expect(await rowOf(page, oldTitle).count()).toBe(0);
    html = await publicHtml('/servicos');
    expect(html).toContain(newTitle);
    expect(html).not.toContain(oldTitle);

    // Delete, after confirming.
    await rowOf(page, title)
      .getByRole('button', { name: `Excluir ${title}` })
      .click();
    const confirm = dialogNamed(page, 'Excluir o serviço?');
    await confirm.waitFor();
    expect(await confirm.getByText(title).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await toastWith(page, 'Serviço excluído').waitFor();
    await rowOf(page, title).waitFor({ state: 'detached' });
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
    await rowOf(page, title).waitFor();
    await rowOf(page, title)
      .getByRole('button', { name: `Excluir ${title}` })
      .click();
    const confirm = dialogNamed(page, 'Excluir o serviço?');
    await confirm.waitFor();
    // The safe choice has focus: Enter does not delete.
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    expect(await rowOf(page, title).isVisible()).toBe(true);
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
    await rowOf(page, title).waitFor();
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
    await waitForApp(servicos.page);
    const popup = servicos.page.getByRole('dialog', { name: title });
    await popup.waitFor();
    expect(await popup.getByText('Só na página de serviços, sem espera.').isVisible()).toBe(true);
    expect(servicos.problems).toEqual([]);
    await servicos.context.close();

    const sobre = await openPage(browser, '/sobre', { storage });
    await waitForApp(sobre.page);
    // Its popups were asked for (openPage waits for the network to be idle) and none is ours.
    expect(sobre.apiRequests.some((url) => url.includes('popups.active'))).toBe(true);
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
    await detail.getByRole('button', { name: 'Fechar' }).last().click();
    await detail.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Respondido', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
