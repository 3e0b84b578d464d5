import { randomUUID } from 'node:crypto';
import { CONTACT_MIN_FILL_MS } from '@oficina/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, openPage } from './browser';
import { quietStorage, waitForApp, waitForFocus } from './helpers';

/** The seeded 'contato.success' text (packages/db/src/seed/content/editable-content.ts). */
const SUCCESS =
  'Mensagem enviada! Nossa equipe vai responder em breve, normalmente no mesmo dia útil.';

interface StoredContact {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  lgpd_consent: boolean;
  status: string;
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { baseUrl, admin } = e2e();
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => browser?.close());

/**
 * Messages stored on the server whose text matches `q` (admin API): the inbox, or with
 * `status` only those with it (the inbox leaves spam out).
 */
async function storedContacts(q: string, status?: string): Promise<StoredContact[]> {
  const query = new URLSearchParams({ q, ...(status ? { status } : {}) });
  const res = await fetch(`${e2e().baseUrl}/api/contacts?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: StoredContact[] }).items;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const form = (page: Page) => page.getByRole('main').locator('form');
const submit = (page: Page) => page.getByRole('button', { name: 'Enviar mensagem' });
const consent = (page: Page) => page.getByRole('checkbox', { name: /Política de Privacidade/ });

/**
 * A person spends a while on the form; the server quietly files what is sent faster than
 * CONTACT_MIN_FILL_MS after the form appeared as spam, out of the inbox (anti-spam).
 * Playwright types far faster.
 */
const takeYourTime = (page: Page) => page.waitForTimeout(CONTACT_MIN_FILL_MS + 200);

async function openContact() {
  const visit = await openPage(browser, '/contato', { storage: await quietStorage() });
  await waitForApp(visit.page);
  // Enabled once React runs (submitting earlier would post the page natively).
  await visit.page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (button) => button.textContent === 'Enviar mensagem' && !button.disabled,
    ),
  );
  return visit;
}

describe('contact form', () => {
  it('sends a message that the workshop then finds in the admin list', async () => {
    const { page, context, problems, apiRequests } = await openContact();
    const marker = `e2e-${randomUUID()}`;
    const message = `O ar do carro parou de gelar depois da chuva. Referência ${marker}.`;

    await field(page, 'Nome').fill('Carla Teste da Silva');
    await field(page, 'Telefone ou WhatsApp').fill('(21) 99999-1234');
    await field(page, 'Mensagem').fill(message);
    await consent(page).check();
    await takeYourTime(page);
    await submit(page).click();

    const success = page.getByRole('status').filter({ hasText: SUCCESS });
    await success.waitFor();
    // The form is cleared for a new message.
    expect(await field(page, 'Mensagem').inputValue()).toBe('');
    expect(await consent(page).isChecked()).toBe(false);
    expect(apiRequests.some((url) => url.includes('contacts.create'))).toBe(true);

    const stored = await storedContacts(marker);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Carla Teste da Silva',
      phone: '(21) 99999-1234',
      email: null,
      message,
      lgpd_consent: true,
      status: 'novo',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sent offline, says it waits for the connection, then sends once it is back', async () => {
    const { page, context, problems } = await openContact();
    const marker = `e2e-${randomUUID()}`;
    await field(page, 'Nome').fill('Sem Sinal da Silva');
    await field(page, 'Telefone ou WhatsApp').fill('(21) 99999-4321');
    await field(page, 'Mensagem').fill(`Estou sem sinal na estrada. ${marker}`);
    await consent(page).check();
    await takeYourTime(page);
    await context.setOffline(true);
    await submit(page).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Sem conexão com a internet. Sua mensagem será enviada assim que' })
      .waitFor();
    expect(await storedContacts(marker)).toHaveLength(0);
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: SUCCESS }).waitFor();
    expect(await storedContacts(marker)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('accepts an e-mail instead of a phone', async () => {
    const { page, context } = await openContact();
    const marker = `e2e-${randomUUID()}`;
    await field(page, 'Nome').fill('Rui E-mail');
    await field(page, 'E-mail').fill('rui.teste@example.com');
    await field(page, 'Mensagem').fill(`Quero um orçamento de higienização. ${marker}`);
    await consent(page).check();
    await takeYourTime(page);
    await submit(page).click();
    await page.getByRole('status').filter({ hasText: SUCCESS }).waitFor();
    const stored = await storedContacts(marker);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'rui.teste@example.com', phone: null });
    await context.close();
  });

  it('submitted empty, shows Portuguese errors on the fields and focuses the first one', async () => {
    const { page, context, apiRequests } = await openContact();
    await submit(page).click();

    const nameError = form(page).getByText('Informe seu nome (pelo menos 2 letras).');
    await nameError.waitFor();
    expect(
      await form(page).getByText('Escreva sua mensagem (pelo menos 5 caracteres).').isVisible(),
    ).toBe(true);
    expect(
      await form(page)
        .getByText('É preciso concordar com o uso dos dados para enviarmos a resposta (LGPD)')
        .isVisible(),
    ).toBe(true);
    // The errors are tied to their fields, and focus goes to the first invalid one.
    const name = field(page, 'Nome');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toContain('contato-nome-erro');
    expect(await field(page, 'Mensagem').getAttribute('aria-invalid')).toBe('true');
    await waitForFocus(field(page, 'Nome'));
    expect(apiRequests.some((url) => url.includes('contacts.create'))).toBe(false);

    // After a first try, a field that is fixed loses its message as it is typed.
    await name.fill('Ana');
    await nameError.waitFor({ state: 'detached' });
    expect(await name.getAttribute('aria-invalid')).toBe('false');

    // Without a way to answer, the phone field says so.
    await field(page, 'Mensagem').fill('Meu ar-condicionado faz barulho.');
    await consent(page).check();
    await submit(page).click();
    await form(page).getByText('Informe um e-mail ou um telefone para resposta').waitFor();
    await waitForFocus(field(page, 'Telefone ou WhatsApp'));
    expect(apiRequests.some((url) => url.includes('contacts.create'))).toBe(false);
    await context.close();
  });

  it('does not send without the LGPD consent', async () => {
    const { page, context, apiRequests } = await openContact();
    const marker = `e2e-${randomUUID()}`;
    await field(page, 'Nome').fill('Sem Consentimento');
    await field(page, 'E-mail').fill('sem.consentimento@example.com');
    await field(page, 'Mensagem').fill(`Mensagem sem consentimento ${marker}`);
    await submit(page).click();

    await form(page)
      .getByText('É preciso concordar com o uso dos dados para enviarmos a resposta (LGPD)')
      .waitFor();
    await waitForFocus(consent(page));
    expect(await consent(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(SUCCESS).count()).toBe(0);
    expect(apiRequests.some((url) => url.includes('contacts.create'))).toBe(false);
    expect(await storedContacts(marker)).toEqual([]);
    // What was typed is still there.
    expect(await field(page, 'Mensagem').inputValue()).toContain(marker);
    await context.close();
  });

  it('shows a bot the usual success and files the message as spam (hidden field, sent at once)', async () => {
    const { page, context, apiRequests } = await openContact();
    const marker = `e2e-${randomUUID()}`;
    // The trap is off screen, out of the tab order and out of the accessibility tree.
    const trap = page.locator('#contato-website');
    const box = await trap.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(0);
    expect(await page.getByRole('textbox', { name: /Não preencha/ }).count()).toBe(0);
    expect(await trap.getAttribute('tabindex')).toBe('-1');

    await field(page, 'Nome').fill('Robô de Spam');
    await field(page, 'E-mail').fill('robo@example.com');
    await field(page, 'Mensagem').fill(`Compre seguidores baratos ${marker}`);
    await trap.fill('https://spam.example', { force: true });
    await consent(page).check();
    await submit(page).click();
    await page.getByRole('status').filter({ hasText: SUCCESS }).waitFor();
    expect(apiRequests.some((url) => url.includes('contacts.create'))).toBe(true);
    // Kept for the owner to review (a person may be caught by mistake), but not in the inbox.
    expect(await storedContacts(marker)).toEqual([]);
    expect(await storedContacts(marker, 'spam')).toEqual([
      expect.objectContaining({
        name: 'Robô de Spam',
        email: 'robo@example.com',
        message: `Compre seguidores baratos ${marker}`,
        status: 'spam',
      }),
    ]);
    await context.close();
  });
});
