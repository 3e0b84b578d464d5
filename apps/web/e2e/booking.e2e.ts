import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser } from './browser';
import { quietStorage, waitForApp } from './helpers';

/**
 * The visitor's booking on a phone (390×844), with JavaScript and without it: service, day,
 * time, details, then the confirmation page with the calendar file, WhatsApp and the private
 * link; and cancelling from that page. The workshop is open all day for the run (and put back
 * after), so any moment of the run has free times.
 */
const PHONE = { width: 390, height: 844 };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let browser: Browser;
let token: string;
let savedHours: unknown;

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e().baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${e2e().baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2e().admin),
  });
  token = ((await res.json()) as { token: string }).token;
  savedHours = ((await api('GET', '/api/company')) as { opening_hours: unknown }).opening_hours;
  await api('PATCH', '/api/company', {
    opening_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opens: '00:00',
      closes: '23:59',
    })),
  });
});
afterAll(async () => {
  await api('PATCH', '/api/company', { opening_hours: savedHours });
  await browser?.close();
});

async function phonePage(javaScript: boolean): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: e2e().baseUrl,
    viewport: PHONE,
    javaScriptEnabled: javaScript,
    serviceWorkers: 'block',
  });
  const storage = await quietStorage();
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** axe runs as a script in the page: checked with JavaScript on (the same server-rendered pages). */
async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Telefone (WhatsApp)').fill('(21) 99876-5432');
  await page.getByLabel('Marca do carro').fill('Chevrolet');
  await page.getByLabel('Modelo').fill('Onix');
  await page.getByRole('checkbox', { name: /Política de Privacidade/ }).check();
}

for (const javaScript of [true, false]) {
  describe(`booking on a phone ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    it('goes from the header to the confirmation, and cancels from the private link', async () => {
      const { page, problems } = await phonePage(javaScript);
      await page.goto('/servicos');
      if (javaScript) await waitForApp(page);
      // Each bookable service links to the page with it chosen.
      await page.getByRole('link', { name: /^Agendar Recarga de gás/ }).click();
      await page.waitForURL(/\/agendar\?servico=\d+/);
      if (javaScript) await waitForApp(page);
      expect(await page.locator('.booking-chosen__line').textContent()).toContain('Recarga de gás');
      if (javaScript) await expectAccessible(page, 'agendar: dias');

      const day = page.locator('.day-chip').nth(1);
      const dayLabel = await day.getAttribute('aria-label');
      await day.click();
      await page.getByRole('group', { name: /^Horários livres/ }).waitFor();
      expect(await page.locator('.day-chip[aria-pressed="true"]').getAttribute('aria-label')).toBe(
        dayLabel,
      );
      // Large targets: every time button is at least 44 px tall on a phone.
      const box = await page.locator('.time-button').first().boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await page.locator('.time-button').nth(3).click();
      await page.getByLabel('Nome').waitFor();
      if (javaScript) await expectAccessible(page, 'agendar: dados');

      const name = `Visitante ${javaScript ? 'com' : 'sem'} JS ${Date.now()}`;
      await fillDetails(page, name);
      // A person takes a few seconds; the anti-spam check refuses faster submissions.
      if (javaScript) await page.waitForTimeout(3200);
      await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
      await page.waitForURL(/\/agendamento\/[A-Za-z0-9_-]{43}\?novo=/);
      await page.getByRole('heading', { name: 'Agendamento recebido!' }).waitFor();
      expect(
        await page.getByRole('link', { name: 'Adicionar à agenda' }).getAttribute('href'),
      ).toMatch(/\/agenda\.ics$/);
      const whatsapp = await page
        .getByRole('link', { name: /Enviar para a oficina no WhatsApp/ })
        .getAttribute('href');
      expect(decodeURIComponent(whatsapp ?? '')).toContain('Fiz o agendamento nº');
      const ics = await fetch(`${e2e().baseUrl}${new URL(page.url()).pathname}/agenda.ics`);
      expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(await ics.text()).toContain('DTSTART;TZID=America/Sao_Paulo:');
      if (javaScript) await expectAccessible(page, 'confirmação');

      const stored = (await api('GET', '/api/bookings?limit=100')) as {
        items: Array<{ name: string; status: string; source: string }>;
      };
      expect(stored.items.find((item) => item.name === name)).toMatchObject({
        status: 'pendente',
        source: 'site',
      });

      // Cancel from the private page: two steps, each a real form.
      await page.getByRole('link', { name: 'Cancelar agendamento' }).click();
      await page.getByRole('button', { name: 'Sim, cancelar' }).click();
      await page.getByText('Agendamento cancelado.').waitFor();
      const after = (await api('GET', '/api/bookings?status=cancelado&limit=100')) as {
        items: Array<{ name: string }>;
      };
      expect(after.items.some((item) => item.name === name)).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    }, 150_000);
  });
}
