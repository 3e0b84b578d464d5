import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api } from './admin-helpers';
import { launchBrowser, openPage } from './browser';
import {
  pausedClock,
  quietStorage,
  runClockTo,
  waitForApp,
  waitForTimer,
  whatsappText,
} from './helpers';

/** The seeded WhatsApp settings and contexts (packages/db/src/seed/content/whatsapp.ts). */
const WA_BASE = 'https://wa.me/5521998765432';
const FLOAT_MESSAGE =
  'Olá! Vim pelo site e gostaria de falar sobre o ar-condicionado do meu carro.';
const URGENT_MESSAGE = 'Olá! Preciso de atendimento urgente para o ar-condicionado do meu carro.';
const SCHEDULE_MESSAGE = 'Olá! Quero agendar um horário para revisão do ar-condicionado.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const floatRegion = (page: Page) => page.getByRole('complementary', { name: 'Atendimento rápido' });
const floatLink = (page: Page) =>
  floatRegion(page).getByRole('link', { name: 'Fale conosco pelo WhatsApp (abre em nova aba)' });
const badge = (page: Page) => floatRegion(page).locator('.wa-float__badge');

/** '/' with a paused clock; returns the moment the float button's 2 s delay started. */
async function openWithClock(path = '/') {
  const visit = await openPage(browser, path, {
    storage: await quietStorage(),
    prepare: pausedClock,
  });
  const appear = await waitForTimer(visit.page, 2000);
  return { ...visit, start: appear.at };
}

type Hours = { weekday: number; opens: string; closes: string }[];
const setHours = async (opening_hours: Hours) => {
  const res = await api('PATCH', '/company', {
    token: await adminToken(),
    body: { opening_hours },
  });
  expect(res.status).toBe(200);
};
/** Open at any hour of the week, so the badge reads ONLINE whenever the tests run. */
const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '23:59',
}));

let seededHours: Hours;
beforeAll(async () => {
  seededHours = (await api<{ opening_hours: Hours }>('GET', '/company')).body.opening_hours;
  await setHours(ALWAYS_OPEN);
});
afterAll(() => setHours(seededHours));

describe('floating WhatsApp button', () => {
  it('off hours says FECHADO and when the workshop opens, keeping its link', async () => {
    // Open only the day after tomorrow (São Paulo is UTC−3): closed now, whatever the time.
    const inTwoDays = (new Date(Date.now() - 3 * 3_600_000).getUTCDay() + 2) % 7;
    await setHours([{ weekday: inTwoDays, opens: '08:00', closes: '12:00' }]);
    const { page, context, problems, start } = await openWithClock('/').finally(() =>
      setHours(ALWAYS_OPEN),
    );
    await runClockTo(page, start + 2000);
    await floatLink(page).waitFor({ state: 'visible' });
    expect(await badge(page).textContent()).toBe('FECHADO');
    const bubble = await floatRegion(page).locator('.wa-float__bubble').textContent();
    expect(bubble).toMatch(/^Fora do horário: abre (na|no) [a-zçá-]+ às 8h\. Deixe sua mensagem!$/);
    expect(await floatLink(page).getAttribute('aria-label')).toBe(
      `FECHADO — Fale conosco pelo WhatsApp (abre em nova aba). ${bubble}`,
    );
    expect(whatsappText(await floatLink(page).getAttribute('href'))).toBe(FLOAT_MESSAGE);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is absent at first and appears after 2 s', async () => {
    const { page, context, problems, start } = await openWithClock();
    expect(await floatRegion(page).count()).toBe(0);
    await runClockTo(page, start + 1000);
    expect(await floatRegion(page).count()).toBe(0);
    await runClockTo(page, start + 1999);
    expect(await floatRegion(page).count()).toBe(0);
    await runClockTo(page, start + 3000);
    await floatLink(page).waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links to the workshop WhatsApp with the float message, in a new tab, plus a call shortcut', async () => {
    const { page, context, start } = await openWithClock();
    await runClockTo(page, start + 2000);
    await floatLink(page).waitFor({ state: 'visible' });
    const href = await floatLink(page).getAttribute('href');
    expect(href).toBe(`${WA_BASE}?text=${encodeURIComponent(FLOAT_MESSAGE)}`);
    expect(whatsappText(href)).toBe(FLOAT_MESSAGE);
    expect(await floatLink(page).getAttribute('target')).toBe('_blank');
    expect(await floatLink(page).getAttribute('rel')).toContain('noopener');
    const call = floatRegion(page).getByRole('link', {
      name: 'Ligar para FrioCar Climatização Automotiva',
    });
    expect(await call.getAttribute('href')).toBe('tel:+552126714455');
    await context.close();
  });

  it('flips its label from ONLINE to URGENTE! 15 s after appearing, and back 3 s later', async () => {
    const { page, context, start } = await openWithClock();
    const shown = start + 2000;
    await runClockTo(page, shown);
    await floatLink(page).waitFor({ state: 'visible' });
    expect(await badge(page).textContent()).toBe('ONLINE');

    await runClockTo(page, shown + 14_999);
    expect(await badge(page).textContent()).toBe('ONLINE');
    await runClockTo(page, shown + 15_000);
    await floatRegion(page).getByText('URGENTE!').waitFor();
    // While urgent, the link carries the urgent message ({urgency} filled in).
    expect(whatsappText(await floatLink(page).getAttribute('href'))).toBe(URGENT_MESSAGE);

    await runClockTo(page, shown + 17_999);
    expect(await badge(page).textContent()).toBe('URGENTE!');
    await runClockTo(page, shown + 18_000);
    await floatRegion(page).getByText('ONLINE').waitFor();
    expect(whatsappText(await floatLink(page).getAttribute('href'))).toBe(FLOAT_MESSAGE);

    // And again every 15 s.
    await runClockTo(page, shown + 30_000);
    await floatRegion(page).getByText('URGENTE!').waitFor();
    await context.close();
  });

  it('pulses every 4 s for 2 s', async () => {
    const { page, context, start } = await openWithClock();
    const shown = start + 2000;
    await runClockTo(page, shown);
    await floatLink(page).waitFor({ state: 'visible' });
    const pulsing = () => floatLink(page).getAttribute('data-pulse');
    expect(await pulsing()).toBeNull();
    await runClockTo(page, shown + 4000);
    await page.waitForFunction(() => document.querySelector('[data-pulse]') !== null);
    await runClockTo(page, shown + 6000);
    await page.waitForFunction(() => document.querySelector('[data-pulse]') === null);
    await context.close();
  });
});

describe('WhatsApp links', () => {
  it("the header's 'Agendar Serviço' opens the booking page while online booking is on", async () => {
    const { page, context } = await openPage(browser, '/', { storage: await quietStorage() });
    await waitForApp(page);
    const links = page.getByRole('link', { name: /Agendar Serviço/ });
    expect(await links.count()).toBeGreaterThan(0);
    // Online booking is on in the demo workshop (booking_enabled); WhatsApp stays on /agendar
    // as the other way to book.
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toBe('/agendar');
      expect(await link.getAttribute('target')).toBeNull();
    }
    await context.close();
  });

  it('the services page asks for a quote naming each service', async () => {
    const { page, context } = await openPage(browser, '/servicos', {
      storage: await quietStorage(),
    });
    await waitForApp(page);
    const cards = page.getByRole('main').getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
      const quote = card.getByRole('link', { name: `Pedir orçamento de ${title} pelo WhatsApp` });
      const href = await quote.getAttribute('href');
      expect(href?.startsWith(`${WA_BASE}?text=`)).toBe(true);
      expect(href).toContain(encodeURIComponent(title));
      expect(whatsappText(href)).toBe(`Olá! Gostaria de um orçamento para o serviço: ${title}.`);
    }
    await context.close();
  });
});
