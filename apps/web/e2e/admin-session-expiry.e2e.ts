import { MESSAGES } from '@oficina/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  apiLogin,
  dialogNamed,
  openAdmin,
  pageHeading,
  signIn,
  toastWith,
  unexpectedProblems,
  uniqueText,
} from './admin-helpers';
import { e2e, launchBrowser, openPage } from './browser';

let browser: Browser;
const cleanup: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const undo of cleanup) await undo().catch(() => undefined);
  await browser?.close();
});

interface Post {
  title: string;
  body: string;
}

describe('a session that expires while a form is open', () => {
  it('asks for the password in place and then saves what was typed', async () => {
    const { admin } = e2e();
    // A session of its own, so ending it touches no other test.
    const token = await apiLogin(admin.username, admin.password);
    const { page, problems } = await openPage(browser, '/admin/blog/new', {
      prepare: (context) => signIn(context, token),
    });
    await pageHeading(page, 'Novo post').waitFor();
    const title = uniqueText('Post escrito com a sessão expirada');
    const body = 'Um texto longo que não pode se perder.\n\nSegundo parágrafo.';
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByLabel('Texto do post', { exact: true }).fill(body);

    // The session ends on the server while the form is open.
    expect((await api('POST', '/auth/logout', { token })).status).toBe(200);
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();

    const dialog = dialogNamed(page, 'Sua sessão expirou');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect
      .poll(() => dialog.getByText('O que você digitou continua aqui.').isVisible())
      .toBe(true);
    expect(await dialog.getByLabel('Usuário', { exact: true }).inputValue()).toBe(admin.username);
    const password = dialog.getByLabel('Senha', { exact: true });
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);

    // Esc does not drop the waiting save.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    // A wrong password says so in the dialog and keeps the focus there.
    await password.fill('senha-errada');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await dialog.getByRole('alert').getByText(MESSAGES.invalidCredentials).waitFor();
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);

    await password.fill(admin.password);
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await toastWith(page, 'Post salvo').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Still in the editor (now of the saved post), with what was typed.
    await pageHeading(page, 'Editar post').waitFor();
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(
      title,
    );
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/blog\/\d+$/);

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    cleanup.push(() =>
      adminToken().then((admin) => api('DELETE', `/blog-posts/${id}`, { token: admin })),
    );
    const saved = await api<Post>('GET', `/blog-posts/${id}?include_inactive=true`, {
      token: await adminToken(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe(title);
    expect(saved.body.body).toBe(body);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('"Sair" goes to the login screen', async () => {
    const { admin } = e2e();
    const token = await apiLogin(admin.username, admin.password);
    const { page } = await openPage(browser, '/admin/blog/new', {
      prepare: (context) => signIn(context, token),
    });
    await pageHeading(page, 'Novo post').waitFor();
    await page
      .getByRole('textbox', { name: 'Título', exact: true })
      .fill(uniqueText('Nunca salvo'));
    await api('POST', '/auth/logout', { token });
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    const dialog = dialogNamed(page, 'Sua sessão expirou');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('heading', { name: 'Painel administrativo' }).waitFor();
  });
});

describe('local drafts of long texts', () => {
  it('offers the draft typed on the about page after a reload, and restores it', async () => {
    const { page, problems } = await openAdmin(browser, '/about', { signedIn: true });
    // The browser's "leave page?" prompt for unsaved changes: yes, reload.
    page.on('dialog', (dialog) => void dialog.accept());
    await pageHeading(page, 'Sobre').waitFor();
    const mission = page.getByLabel('Missão', { exact: true });
    const saved = await mission.inputValue();
    const typed = uniqueText('Missão digitada e não salva');
    await mission.fill(typed);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('oficina:rascunho:sobre:pagina')))
      .toContain(typed);

    await page.reload({ waitUntil: 'networkidle' });
    await pageHeading(page, 'Sobre').waitFor();
    const notice = page.getByRole('region', { name: 'Rascunho não salvo' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /Há um rascunho não salvo de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
    );
    expect(await mission.inputValue()).toBe(saved);

    await notice.getByRole('button', { name: 'Restaurar rascunho' }).click();
    expect(await mission.inputValue()).toBe(typed);
    await notice.waitFor({ state: 'hidden' });
    await page.getByText('Alterações não salvas').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('"Descartar" removes the draft', async () => {
    const { page } = await openAdmin(browser, '/about', { signedIn: true });
    page.on('dialog', (dialog) => void dialog.accept());
    await pageHeading(page, 'Sobre').waitFor();
    await page.getByLabel('Visão', { exact: true }).fill(uniqueText('Visão descartada'));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('oficina:rascunho:sobre:pagina')))
      .not.toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    const notice = page.getByRole('region', { name: 'Rascunho não salvo' });
    await notice.getByRole('button', { name: 'Descartar' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => localStorage.getItem('oficina:rascunho:sobre:pagina')),
    ).toBeNull();
  });
});
