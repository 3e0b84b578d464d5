import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  dialogNamed,
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

describe('the API keys page', () => {
  it('creates a key, shows it once, and revokes it after a confirmation', async () => {
    const { page, context, problems } = await openAdmin(browser, '/api-keys', { signedIn: true });
    await pageHeading(page, 'Chaves de API').waitFor();
    await expectNoAxeViolations(page);

    const name = uniqueText('Agenda');
    await page.getByLabel('Nome').fill(name);
    const role = page.getByLabel('Papel');
    expect(await role.locator('option').allTextContents()).toEqual([
      'Visualizador',
      'Gerente',
      'Administrador',
    ]);
    await role.selectOption('viewer');
    await page.getByRole('button', { name: 'Criar chave' }).click();

    await page.getByText('Copie a chave agora: ela não será mostrada de novo.').waitFor();
    const field = page.getByLabel('Chave de API', { exact: true });
    const key = await field.inputValue();
    expect(key).toMatch(/^ofk_[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);

    // The key works as a viewer: it reads contacts and may not write.
    expect((await api('GET', '/contacts', { token: key })).status).toBe(200);
    const refused = await api('POST', '/faqs', {
      token: key,
      body: { question: 'Pergunta?', answer: 'Resposta.' },
    });
    expect(refused.status).toBe(403);

    await page.getByRole('button', { name: 'Já copiei' }).click();
    await expect(field.count()).resolves.toBe(0);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row
      .getByText(/^\d{2}\/\d{2}\/\d{4}/)
      .first()
      .waitFor();
    // The list never shows the key itself.
    expect(await page.locator('main').textContent()).not.toContain(key);

    await row.getByRole('button', { name: `Revogar ${name}` }).click();
    const dialog = dialogNamed(page, `Revogar a chave “${name}”?`);
    await dialog.getByRole('button', { name: 'Revogar' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', '/contacts', { token: key })).status).toBe(401);

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
