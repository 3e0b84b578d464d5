import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createUserViaApi,
  loginAsAdmin,
  loginForm,
  loginWith,
  openAdmin,
  pageHeading,
  unexpectedProblems,
} from './admin-helpers';
import { e2e, launchBrowser } from './browser';

/** The product's messages (packages/core/src/messages.ts). */
const FILL_ALL_FIELDS = 'Por favor, preencha todos os campos';
const INVALID_CREDENTIALS = 'Credenciais inválidas';
const FORBIDDEN = 'Você não tem permissão para acessar esta página.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const loginHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Painel administrativo' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Páginas do painel' });

async function sessionCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'oficina_session')?.value;
}

describe('admin login', () => {
  it('without a session /admin shows the login form: username, password and Entrar', async () => {
    const { page, context, problems } = await openAdmin(browser, '/');
    await loginHeading(page).waitFor();
    const form = loginForm(page);
    expect(await form.username.isVisible()).toBe(true);
    expect(await form.password.isVisible()).toBe(true);
    expect(await form.password.getAttribute('type')).toBe('password');
    expect(await form.submit.isVisible()).toBe(true);
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.title()).toMatch(/Painel/);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('refuses empty fields and a wrong password; the right one opens the dashboard', async () => {
    // A wrong password counts towards the lockout: use an account of this test, never admin's.
    const other = await createUserViaApi('admin');
    const { page, context, problems } = await openAdmin(browser, '/');
    const form = loginForm(page);
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: FILL_ALL_FIELDS }).waitFor();
    expect(await form.username.getAttribute('aria-invalid')).toBe('true');

    // Only one field filled is still "fill every field", without asking the server.
    await form.username.fill(other.username);
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: FILL_ALL_FIELDS }).waitFor();

    await loginWith(page, other.username, 'senha-errada-123');
    await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).waitFor();
    expect(await sidebar(page).count()).toBe(0);
    // What was typed as the username stays; the password field is there to try again.
    expect(await form.username.inputValue()).toBe(other.username);

    await loginWith(page, other.username, other.password);
    await pageHeading(page, 'Painel').waitFor();
    expect(await sidebar(page).isVisible()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).count()).toBe(0);
    expect(await page.title()).toBe('Painel · Painel administrativo');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('logout returns to the login form and ends the session on the server', async () => {
    const { page, context, problems } = await openAdmin(browser, '/');
    await loginAsAdmin(page);
    await pageHeading(page, 'Painel').waitFor();
    const token = await sessionCookie(page);
    expect(token).toBeTruthy();
    expect((await api('GET', '/auth/me', { token })).status).toBe(200);

    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await loginHeading(page).waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await sessionCookie(page)).toBeUndefined();

    // A reload still shows the login form…
    await page.reload();
    await loginHeading(page).waitFor();
    // …and the old token is dead on the server, even if the browser had kept it.
    expect((await api('GET', '/auth/me', { token })).status).toBe(401);
    await context.addCookies([
      { name: 'oficina_session', value: token!, url: e2e().baseUrl, httpOnly: true },
    ]);
    await page.reload();
    await loginHeading(page).waitFor();
    expect(await sidebar(page).count()).toBe(0);

    // Signing in again works in the same tab.
    await loginAsAdmin(page);
    await pageHeading(page, 'Painel').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('admin access', () => {
  it('a viewer signs in but sees only the permission message', async () => {
    const viewer = await createUserViaApi('viewer');
    const { page, context, problems } = await openAdmin(browser, '/');
    await loginWith(page, viewer.username, viewer.password);
    await page.getByRole('alert').filter({ hasText: FORBIDDEN }).waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await pageHeading(page, 'Painel').count()).toBe(0);

    // A deep page shows the same message, never the page.
    await page.goto('/admin/users');
    await page.getByRole('alert').filter({ hasText: FORBIDDEN }).waitFor();
    expect(await pageHeading(page, 'Usuários').count()).toBe(0);

    // 'Sair' on that screen ends the session.
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await loginHeading(page).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('a deep page without a session shows the login form, then the page itself after login', async () => {
    const { page, context, problems } = await openAdmin(browser, '/services');
    await loginHeading(page).waitFor();
    await page.getByText('Você precisa estar logado para acessar esta página.').waitFor();
    expect(await pageHeading(page, 'Serviços').count()).toBe(0);
    expect(page.url()).toBe(`${e2e().baseUrl}/admin/services`);

    await loginAsAdmin(page);
    await pageHeading(page, 'Serviços').waitFor();
    expect(page.url()).toBe(`${e2e().baseUrl}/admin/services`);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('the API refuses the panel data to a visitor without a session', async () => {
    const res = await fetch(`${e2e().baseUrl}/api/users`);
    expect(res.status).toBe(401);
  });
});
