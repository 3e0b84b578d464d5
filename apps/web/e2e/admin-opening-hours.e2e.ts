import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  openAdmin,
  pageHeading,
  toastWith,
  unexpectedProblems,
} from './admin-helpers';
import { launchBrowser, openPage, waitForHydration } from './browser';

interface CompanyHours {
  opening_hours: { weekday: number; opens: string; closes: string }[];
  closed_dates: { date: string; note: string }[];
}

let browser: Browser;
let saved: CompanyHours;

beforeAll(async () => {
  browser = await launchBrowser();
  const { body } = await api<CompanyHours>('GET', '/company');
  saved = { opening_hours: body.opening_hours, closed_dates: body.closed_dates };
});
afterAll(async () => {
  // Other files read the demo hours: put them back.
  await api('PATCH', '/company', { token: await adminToken(), body: saved });
  await browser?.close();
});

/** Wednesday 18 November 2026, 10:00 in São Paulo. */
const WEDNESDAY_10AM = new Date('2026-11-18T13:00:00Z');

describe('the opening hours grid in "Empresa"', () => {
  it('changes a day and a closed date, and the site shows them with the right badge', async () => {
    const { page, context, problems } = await openAdmin(browser, '/company', { signedIn: true });
    await pageHeading(page, 'Empresa').waitFor();

    const monday = page.getByRole('group', { name: 'Segunda-feira', exact: true });
    await monday.getByLabel('Abre', { exact: false }).fill('07:30');
    await monday.getByLabel('Fecha', { exact: false }).fill('16:45');
    const saturday = page.getByRole('group', { name: 'Sábado', exact: true });
    await saturday.getByRole('checkbox', { name: 'Aberto' }).uncheck();
    await expect(saturday.getByLabel('Abre', { exact: false }).count()).resolves.toBe(0);

    // A second interval that overlaps the first is refused before anything is sent.
    const tuesday = page.getByRole('group', { name: 'Terça-feira', exact: true });
    await tuesday.getByRole('button', { name: /Adicionar intervalo/ }).click();
    await tuesday.getByLabel('Abre — Terça-feira (intervalo 2)').fill('17:00');
    await tuesday.getByLabel('Fecha — Terça-feira (intervalo 2)').fill('19:00');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await tuesday.getByText('Os horários de terça se sobrepõem').waitFor();
    await tuesday
      .getByRole('button', { name: 'Remover intervalo (intervalo 2) de terça-feira' })
      .click();

    await page.getByRole('button', { name: 'Adicionar data' }).click();
    await page.getByLabel('Data 1', { exact: true }).fill('2026-11-18');
    await page.getByLabel('Observação da data 1', { exact: true }).fill('Dedetização da oficina');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await toastWith(page, 'Informações da empresa atualizadas com sucesso!').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    const company = await api<CompanyHours & { working_hours: string }>('GET', '/company');
    expect(company.body.working_hours).toBe('Seg: 7h30 às 16h45 | Ter a Sex: 8h às 18h');
    expect(company.body.closed_dates).toEqual([
      { date: '2026-11-18', note: 'Dedetização da oficina' },
    ]);

    // On the site, at a fixed moment: that Wednesday is a closed date.
    const site = await openPage(browser, '/', {
      prepare: (ctx) => ctx.clock.setFixedTime(WEDNESDAY_10AM),
    });
    await waitForHydration(site.page);
    const topBar = site.page.getByRole('complementary', { name: 'Contato e horário' });
    await topBar.getByText('Seg: 7h30 às 16h45 | Ter a Sex: 8h às 18h').waitFor();
    await site.page.getByRole('contentinfo').getByText('Fechado — abre amanhã às 8h').waitFor();
    expect(site.problems).toEqual([]);
    await site.context.close();
  });

  it('says "Aberto agora" inside the hours, computed after hydration', async () => {
    await api('PATCH', '/company', { token: await adminToken(), body: saved });
    const site = await openPage(browser, '/contato', {
      prepare: (ctx) => ctx.clock.setFixedTime(WEDNESDAY_10AM),
    });
    await waitForHydration(site.page);
    await site.page.getByRole('main').getByText('Aberto agora').waitFor();
    expect(site.problems).toEqual([]);
    await site.context.close();
  });
});
