import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, openAdmin } from './admin-helpers';
import { launchBrowser, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the dashboard’s lead figures', () => {
  it('counts a visit and a WhatsApp tap on the site, and draws them on the dashboard', async () => {
    const today = async () => {
      const res = await api<{ leads: { per_day: Array<Record<string, number>> } }>(
        'GET',
        '/dashboard',
        { token: await adminToken() },
      );
      expect(res.status).toBe(200);
      return res.body.leads.per_day.at(-1)!;
    };
    const before = await today();

    // A visitor on the site: the visit and a tap on the WhatsApp button are counted (beacons).
    const site = await openPage(browser, '/servicos');
    await waitForHydration(site.page);
    await site.page.evaluate(() => {
      // Counted on the way out, without opening WhatsApp in the test.
      document.addEventListener('click', (event) => event.preventDefault(), { once: true });
      document.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')?.click();
    });
    await expect
      .poll(async () => {
        const now = await today();
        return [now.visits! > before.visits!, now.whatsapp_clicks! - before.whatsapp_clicks! >= 1];
      })
      .toEqual([true, true]);
    await site.context.close();

    for (const type of ['phone_click', 'visit'] as const) {
      const res = await api('POST', '/events', { body: { type, path: '/contato' } });
      expect(res.status).toBe(200);
    }

    const { page, context, problems } = await openAdmin(browser, '/', { signedIn: true });
    const panel = page.getByRole('region', { name: 'Contatos nos últimos 30 dias' });
    await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);
    const totals = await panel.locator('.ops-leads__totals').textContent();
    expect(totals).toMatch(/\d+ visitas/);
    expect(totals).toMatch(/[1-9]\d* WhatsApp/);
    expect(totals).toMatch(/[1-9]\d* Telefone/);
    expect(await panel.locator('svg rect').count()).toBeGreaterThan(0);

    await panel.getByText('Ver os números de cada dia').click();
    expect(await panel.locator('tbody tr').count()).toBe(7);
    await panel.getByRole('button', { name: 'Ver 30 dias' }).click();
    expect(await panel.locator('tbody tr').count()).toBe(30);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the column names on a phone: each day a card, 7 days until asked for 30', async () => {
    const { page, context, problems } = await openAdmin(browser, '/', {
      signedIn: true,
      viewport: { width: 390, height: 844 },
    });
    const panel = page.getByRole('region', { name: 'Contatos nos últimos 30 dias' });
    await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);
    await panel.getByText('Ver os números de cada dia').click();
    const rows = panel.locator('tbody tr');
    expect(await rows.count()).toBe(7);
    // The chart comes before the table.
    const top = async (selector: string) =>
      (await panel.locator(selector).first().boundingBox())?.y ?? Number.NaN;
    expect(await top('.ops-leads__chart')).toBeLessThan(await top('tbody tr'));
    // The labels are drawn on each card (the header row is out of sight on a phone).
    const labels = await rows
      .first()
      .locator('td')
      .evaluateAll((cells) =>
        cells.map((cell) => ({
          label: cell.getAttribute('data-label'),
          drawn: getComputedStyle(cell, '::before').content !== 'none',
        })),
      );
    expect(labels).toEqual(
      ['Visitas', 'Formulário', 'WhatsApp', 'Telefone', 'Agendamentos'].map((label) => ({
        label,
        drawn: true,
      })),
    );
    expect(await panel.locator('thead').boundingBox()).toMatchObject({ height: 1 });
    // One card, no sideways scroll: the page is no wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await panel.getByRole('button', { name: 'Ver 30 dias' }).click();
    expect(await rows.count()).toBe(30);
    await panel.getByRole('button', { name: 'Ver 7 dias' }).click();
    expect(await rows.count()).toBe(7);
    expect(problems).toEqual([]);
    await context.close();
  });
});
