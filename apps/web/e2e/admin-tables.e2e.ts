import { CONTACT_MIN_FILL_MS } from '@oficina/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  expectNoAxeViolations,
  openAdmin,
  unexpectedProblems,
  uniqueText,
} from './admin-helpers';
import { launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Messages a visitor sends through the site's form (POST /api/contacts), numbered 01, 02, … */
async function sendMessages(tag: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await api<{ id: number }>('POST', '/contacts', {
      body: {
        name: `Cliente ${tag} ${String(n).padStart(2, '0')}`,
        phone: '(21) 99876-5432',
        message: `Quero um orçamento de revisão (${tag}).`,
        lgpd_consent: true,
        elapsed_ms: CONTACT_MIN_FILL_MS + 1000,
      },
    });
    expect(res.status).toBe(200);
    ids.push(res.body.id);
  }
  return ids;
}

const firstRowName = (page: Page) =>
  page.locator('table.ops-contacts tbody tr').first().locator('th a').textContent();

const total = (page: Page) => page.locator('.ops-total').textContent();

describe('the server-paged tables', () => {
  it('searches, filters, sorts and pages the contact inbox', async () => {
    const tag = uniqueText('tabela').replace(' ', '-');
    const ids = await sendMessages(tag, 23);
    for (const id of ids.slice(0, 2)) {
      const res = await api('PUT', `/contacts/${id}/status`, {
        token: await adminToken(),
        body: { status: 'respondido' },
      });
      expect(res.status).toBe(200);
    }

    const { page, context, problems } = await openAdmin(browser, '/contact', {
      signedIn: true,
      viewport: { width: 1280, height: 800 },
    });
    // Search: the box types freely and the address follows.
    await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(tag);
    await expect.poll(() => total(page)).toMatch(/^23 mensagens encontradas com estes filtros/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(tag);

    // Sort by name: A→Z, then Z→A.
    const nameHeader = page.getByRole('columnheader', { name: 'Nome' });
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => firstRowName(page)).toContain(`${tag} 01`);
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => firstRowName(page)).toContain(`${tag} 23`);

    // Next page: 20 a page, the last 3 on page 2 (still Z→A).
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect
      .poll(() => page.locator('.ops-pagination__current').textContent())
      .toBe('Página 2 de 2');
    await expect.poll(() => page.locator('table.ops-contacts tbody tr').count()).toBe(3);
    await expect.poll(() => firstRowName(page)).toContain(`${tag} 03`);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // Filter by status: the two answered ones, back on the first page.
    await page.getByRole('button', { name: 'Respondidas', exact: true }).click();
    await expect.poll(() => total(page)).toMatch(/^2 mensagens encontradas/);
    await expect.poll(() => page.locator('table.ops-contacts tbody tr').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await expectNoAxeViolations(page);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('offers clearing the filters when nothing matches, on a phone too', async () => {
    const { page, context, problems } = await openAdmin(browser, '/contact', {
      signedIn: true,
      viewport: { width: 390, height: 844 },
    });
    await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(uniqueText('nada'));
    const clear = page.getByRole('button', { name: 'Limpar filtros' });
    await expect.poll(() => clear.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await clear.click();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Buscar mensagens' }).inputValue())
      .toBe('');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
