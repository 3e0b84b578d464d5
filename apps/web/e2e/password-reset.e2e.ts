import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  killBuiltServers,
  startBuiltServer,
} from '../../server/src/testing/built-server';
import {
  startTestSmtpServer,
  type TestSmtpServer,
  testSmtpUrl,
} from '../../server/src/testing/smtp-test-server';
import { launchBrowser } from './browser';

/** The product's messages (packages/core/src/messages.ts). */
const RESET_REQUESTED =
  'Se existir uma conta com esse usuário ou e-mail, enviamos um link para criar uma nova senha. Ele vale por 30 minutos.';
const RESET_DONE = 'Senha alterada. Entre com a nova senha.';
const RESET_INVALID =
  'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link.';

// The shared server has no mail server: this one sends to an SMTP server of the test's own.
const dataDir = mkdtempSync(join(tmpdir(), 'oficina-e2e-reset-'));
let smtp: TestSmtpServer;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startBuiltServer(dataDir, { SMTP_URL: testSmtpUrl(smtp.port) });
  browser = await launchBrowser();
  // The first admin (built-server.ts) gets an address to receive the link.
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'senha-do-servidor-de-teste' }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const update = await fetch(`${server.baseUrl}/api/users/${user.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: 'dono@oficina.test' }),
  });
  expect(update.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await killBuiltServers(server ? [server] : []);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Esqueci minha senha', () => {
  it('mails a link whose page sets a new password once, which then logs in', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' }).waitFor();
    await page.getByLabel('Usuário ou e-mail').fill('admin');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByRole('status').filter({ hasText: RESET_REQUESTED }).waitFor();

    const [mail] = await smtp.waitForMails(1);
    const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/redefinir-senha\?token=[\w-]+/.exec(
      mail!.content,
    )?.[0];
    expect(link, mail!.content).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Criar nova senha' }).waitFor();
    // The token leaves the address bar (and the history) at once.
    expect(page.url()).toBe(`${server.baseUrl}/admin/redefinir-senha`);
    await page.getByLabel('Nova senha', { exact: true }).fill('ventilador-azul-de-julho');
    await page.getByLabel('Repita a nova senha').fill('ventilador-azul-de-outubro');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByRole('alert').filter({ hasText: 'As senhas não são iguais' }).waitFor();
    await page.getByLabel('Repita a nova senha').fill('ventilador-azul-de-julho');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByRole('status').filter({ hasText: RESET_DONE }).waitFor();

    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await page.getByLabel('Usuário', { exact: true }).fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('ventilador-azul-de-julho');
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Signed in: the dashboard (on a phone the sidebar stays behind its menu button).
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Painel' }).waitFor();

    // The same link a second time: refused in Portuguese as the page opens, before any
    // password is asked for.
    await page.goto(link!);
    await page.getByRole('alert').filter({ hasText: RESET_INVALID }).waitFor();
    expect(await page.getByLabel('Nova senha', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
