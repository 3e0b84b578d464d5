import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialogNamed,
  expectNoAxeViolations,
  openAdmin,
  pageHeading,
  unexpectedProblems,
} from './admin-helpers';
import { launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the Webhooks page', () => {
  it('creates a webhook, shows its secret once, tests it and deletes it', async () => {
    const { page, context, problems } = await openAdmin(browser, '/webhooks', { signedIn: true });
    await pageHeading(page, 'Webhooks').waitFor();
    await expectNoAxeViolations(page);

    // Nothing listens on port 9: the test message fails and waits for its retry.
    const url = `http://127.0.0.1:9/ganchos-${Date.now()}`;
    await page.getByLabel('Endereço (URL)').fill(url);
    await page.getByLabel('Descrição').fill('CRM de teste');
    await page.getByRole('checkbox', { name: /Conteúdo alterado/ }).uncheck();
    await page.getByRole('button', { name: 'Criar webhook' }).click();

    await page.getByText('Copie o segredo agora: ele não será mostrado de novo.').waitFor();
    const field = page.getByLabel('Segredo de assinatura');
    const secret = await field.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Já copiei' }).click();
    await expect(field.count()).resolves.toBe(0);

    const row = page.getByRole('row').filter({ hasText: url });
    await row.waitFor();
    await row.getByText('Ligado').waitFor();
    expect(await row.textContent()).toContain('Novo contato');
    expect(await row.textContent()).not.toContain('Conteúdo alterado');
    expect(await page.locator('main').textContent()).not.toContain(secret);

    await row.getByRole('button', { name: 'Testar' }).click();
    const deliveries = page.getByRole('table', { name: 'Envios recentes' });
    await deliveries.getByRole('row').filter({ hasText: 'Teste' }).first().waitFor();

    await row.getByRole('button', { name: `Excluir ${url}` }).click();
    await dialogNamed(page, 'Excluir este webhook?')
      .getByRole('button', { name: 'Excluir' })
      .click();
    await row.waitFor({ state: 'detached' });

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
