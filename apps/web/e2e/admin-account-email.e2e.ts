import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  createUserViaApi,
  dialogNamed,
  openAdmin,
  signIn,
  unexpectedProblems,
} from './admin-helpers';
import { launchBrowser, openPage } from './browser';

/**
 * An account without e-mail cannot use "Esqueci minha senha": the dashboard says so until an
 * e-mail is added, Usuários shows each account's e-mail, and the login page says how such an
 * account is recovered.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NOTICE = 'Sua conta não tem e-mail: sem ele, não é possível recuperar a senha.';

describe('an account without e-mail', () => {
  it('sees the notice on the dashboard until it adds an e-mail in Usuários', async () => {
    const user = await createUserViaApi('admin');
    const token = await apiLogin(user.username, user.password);
    const { page, context, problems } = await openPage(browser, '/admin', {
      prepare: (ctx) => signIn(ctx, token),
    });
    const notice = page.getByTestId('missing-email');
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await notice.innerText()).toContain(NOTICE);

    await notice.getByRole('link', { name: 'Adicionar e-mail' }).click();
    const dialog = dialogNamed(page, `Editar ${user.username}`);
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    const email = `${user.username}@exemplo.com.br`;
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: /Salvar/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Usuários shows it in its column.
    const row = page.getByRole('row', { name: new RegExp(user.username) });
    expect(await row.innerText()).toContain(email);

    await page.getByRole('link', { name: 'Painel' }).first().click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Contatos nos últimos 30 dias' }).isVisible())
      .toBe(true);
    expect(await page.getByTestId('missing-email').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows each account’s e-mail in Usuários on a phone card', async () => {
    const { page, context, problems } = await openAdmin(browser, '/users', {
      signedIn: true,
      viewport: { width: 390, height: 844 },
    });
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.isVisible(), { timeout: 15_000 }).toBe(true);
    const email = firstRow.locator('td[data-label="E-mail"]');
    expect(await email.isVisible()).toBe(true);
    expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).not.toBe(
      'none',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is told on the login page how it is recovered', async () => {
    const { page, context, problems } = await openAdmin(browser, '/');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/npm run admin:reset-password/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // Before a login auth.me answers 401, which the browser logs; nothing else may show.
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
