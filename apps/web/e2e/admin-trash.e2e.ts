import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  expectNoAxeViolations,
  openAdmin,
  pageHeading,
  unexpectedProblems,
  uniqueText,
} from './admin-helpers';
import { launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Testimonial {
  id: number;
  name: string;
  content: string;
  rating: number;
  service: string | null;
  created_at: string;
}

describe('the Lixeira', () => {
  it('takes a testimonial deleted in the panel and restores it whole', async () => {
    const name = uniqueText('Cliente da lixeira');
    const created = await api<Testimonial>('POST', '/testimonials', {
      token: await adminToken(),
      body: { name, content: 'Ar gelando de novo, atendimento rápido.', rating: 4 },
    });
    expect(created.status).toBe(200);

    const { page, context, problems } = await openAdmin(browser, '/testimonials', {
      signedIn: true,
    });
    await pageHeading(page, 'Depoimentos').waitFor();
    await page.getByRole('button', { name: `Excluir depoimento de ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('vai para a Lixeira').waitFor();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Lixeira' }).click();
    await pageHeading(page, 'Lixeira').waitFor();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Depoimento', { exact: true }).waitFor();
    await row.getByText('30 dias').waitFor();
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Restaurar ${name}` }).click();
    await page.getByText(`Restaurado: ${name}`).waitFor();
    await row.waitFor({ state: 'detached' });

    const back = await api<Testimonial>('GET', `/testimonials/${created.body.id}`);
    expect(back.status).toBe(200);
    expect(back.body).toEqual(created.body);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
