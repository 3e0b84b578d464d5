import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  freePort,
  killBuiltServers,
  startBuiltServer,
} from '../../server/src/testing/built-server';
import { testSmtpUrl } from '../../server/src/testing/smtp-test-server';
import { ADMIN_PAGES } from './admin-helpers';
import { launchBrowser } from './browser';

/**
 * The owner reads Portuguese only: every page of the panel, with the demo data, a mail that
 * could not go and entries in the audit trail, is searched for codes and library errors.
 *
 * This file runs a server of its own (one for the whole file), not the shared one: its mail
 * goes to a port where no mail server listens, so the outbox holds a failed mail, and it turns
 * maintenance mode on — both would change what every other test file sees.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'oficina-e2e-words-'));
let server: BuiltServer;
let browser: Browser;
let token: string;

/** Pages the shared list leaves out (admin-only, or reached from another page). */
const MORE_PAGES = ['/trash', '/outbox', '/api-keys', '/webhooks'] as const;
const PAGES = [...ADMIN_PAGES, ...MORE_PAGES];

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  // A port nobody listens on: every attempt is refused (ECONNREFUSED).
  const closedPort = await freePort();
  server = await startBuiltServer(dataDir, {
    SEED_DEMO: 'true',
    SMTP_URL: testSmtpUrl(closedPort),
  });
  browser = await launchBrowser();
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'senha-do-servidor-de-teste' }),
  });
  token = ((await login.json()) as { token: string }).token;

  // Audit entries of the kinds that used to show codes: settings and a WhatsApp context.
  await api('PUT', '/settings/notification_emails', { value: 'dono@oficina.test' });
  await api('PUT', '/settings/session_timeout', { value: '45' });
  await api('PUT', '/settings/maintenance_mode', { value: 'true' });
  await api('PATCH', '/whatsapp-contexts/blog_post', { button_text: 'Tirar uma dúvida' });

  // A lead: its alert mail is refused and waits in the outbox with the reason.
  const contact = await fetch(`${server.baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Cliente de teste',
      phone: '(21) 98888-0000',
      message: 'O ar do carro parou de gelar.',
      lgpd_consent: true,
    }),
  });
  expect(contact.status).toBe(200);
  const lastError = async () =>
    ((await api('GET', '/outbox')) as { items: Array<{ last_error: string | null }> }).items[0]
      ?.last_error ?? null;
  const deadline = Date.now() + 30_000;
  while (!/ECONNREFUSED/.test((await lastError()) ?? '') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await lastError()).toMatch(/ECONNREFUSED/);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await killBuiltServers(server ? [server] : []);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Codes and library texts the owner must never read. */
const FORBIDDEN: Array<[string, RegExp]> = [
  ['snake_case', /\b[a-z]+_[a-z_]+\b/g],
  ['#key', /#[a-z_]+/g],
  ['library error', /ECONNREFUSED|ESOCKET|ETIMEDOUT|failed|denied|undefined|null|NaN|Error:/g],
];

/**
 * Texts that look like codes and are the owner's own data or a real address, removed before the
 * search: e-mail addresses (a user may name a mailbox dono_oficina@…), web addresses and site
 * paths (a link the owner typed), and CSS colours (#ff6600 in a colour field).
 */
const ALLOWED: RegExp[] = [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /https?:\/\/\S+/g, /#[0-9a-f]{3,8}\b/gi];

/** The visible text of the page and the values and placeholders of its visible fields. */
async function visibleWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      if (!field.checkVisibility()) continue;
      if (['hidden', 'password', 'checkbox', 'radio', 'color', 'file'].includes(field.type))
        continue;
      parts.push(field.value, field.placeholder);
    }
    return parts.join('\n');
  });
}

function findCodes(text: string): string[] {
  const cleaned = ALLOWED.reduce((out, pattern) => out.replace(pattern, ' '), text);
  const found: string[] = [];
  for (const [kind, pattern] of FORBIDDEN) {
    for (const match of cleaned.matchAll(pattern)) {
      const at = match.index ?? 0;
      const around = cleaned.slice(Math.max(0, at - 40), at + match[0].length + 40);
      found.push(`${kind} "${match[0]}" in …${around.replace(/\s+/g, ' ')}…`);
    }
  }
  return found;
}

async function openSignedIn(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport,
    serviceWorkers: 'block',
  });
  await context.addCookies([
    {
      name: 'oficina_session',
      value: token,
      url: server.baseUrl,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  const page = await context.newPage();
  await page.goto(`/admin${path === '/' ? '' : path}`, { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(
    () => !document.querySelector('main .admin-loading, main [aria-busy="true"]'),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
  return { page, context };
}

describe('the panel speaks Portuguese only', () => {
  it('the search finds what the owner once saw', () => {
    for (const seen of [
      'Configuração #session_timeout',
      'Contexto float_button',
      'ESOCKET: connect ECONNREFUSED 127.0.0.1:2527',
      'Registration failed - permission denied',
      'Total: NaN',
    ])
      expect(findCodes(seen), seen).not.toEqual([]);
    expect(findCodes('dono_oficina@exemplo.com.br https://x.test/a_b #ff6600')).toEqual([]);
  });

  it.each(PAGES)('%s shows no code nor library error', async (path) => {
    const { page, context } = await openSignedIn(path);
    const words = await visibleWords(page);
    // The page really drew itself (a blank page has no codes either).
    expect(words.length).toBeGreaterThan(200);
    expect(findCodes(words)).toEqual([]);
    await context.close();
  });

  it('the audit trail names every change in words, with its details open', async () => {
    const { page, context } = await openSignedIn('/audit');
    const buttons = page.getByRole('button', { name: /^Ver alterações/ });
    const count = await buttons.count();
    expect(count).toBeGreaterThan(3);
    // Each click turns its button into "Ocultar": the first one left is always the next.
    for (let i = 0; i < count; i++) await buttons.first().click();
    expect(await page.getByRole('button', { name: /^Ocultar/ }).count()).toBe(count);
    const words = await visibleWords(page);
    expect(words).toContain('Tempo limite da sessão');
    expect(findCodes(words)).toEqual([]);
    await context.close();
  });

  it('the dashboard says mail is failing and the site is in maintenance', async () => {
    const { page, context } = await openSignedIn('/');
    const mail = page.getByTestId('mail-failing');
    await mail.waitFor();
    const mailText = await mail.innerText();
    expect(mailText).toContain('O envio de e-mails está falhando');
    expect(mailText).toMatch(/O servidor de e-mail não respondeu \(127\.0\.0\.1:\d+\)/);
    const maintenance = page.getByTestId('maintenance-on');
    expect(await maintenance.innerText()).toContain('O site está em manutenção');

    await mail.getByRole('link', { name: 'Ver a Caixa de saída' }).click();
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Caixa de saída' })
      .waitFor();
    // The reason in words; the library's text only inside the closed details line.
    await page
      .getByText(/O servidor de e-mail não respondeu/)
      .first()
      .waitFor();
    expect(await page.getByText('Detalhe técnico').first().isVisible()).toBe(true);
    expect(
      await page
        .getByText(/ECONNREFUSED/)
        .first()
        .isVisible(),
    ).toBe(false);

    await page.goBack();
    await page
      .getByTestId('maintenance-on')
      .getByRole('link', { name: 'Abrir Configurações' })
      .click();
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Configurações' })
      .waitFor();
    await context.close();
  });
});
