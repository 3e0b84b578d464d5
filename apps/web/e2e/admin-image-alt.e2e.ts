import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  dialogNamed,
  expectNoAxeViolations,
  openAdmin,
  uniqueText,
} from './admin-helpers';
import { launchBrowser } from './browser';
import { uploadTestImage } from './media-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the image field', () => {
  it("shows and saves the chosen image's alt text without leaving the form", async () => {
    const image = await uploadTestImage(
      `${uniqueText('alt').replace(' ', '-')}.png`,
      'Texto antigo',
    );
    const { page, context, problems } = await openAdmin(browser, '/services', { signedIn: true });
    await page.getByRole('button', { name: 'Novo serviço' }).click();
    const editor = dialogNamed(page, 'Novo serviço');
    await editor.waitFor();
    const title = uniqueText('Serviço com texto alternativo');
    await editor.getByLabel('Título').fill(title);
    await editor.getByLabel('Ou informe o endereço da imagem').fill(image.url);

    const alt = editor.getByLabel('Texto alternativo da imagem');
    await expect.poll(() => alt.inputValue(), { timeout: 10_000 }).toBe('Texto antigo');
    await expectNoAxeViolations(page);

    // Enter saves the text and leaves the service form open, as typed.
    await alt.fill('Compressor novo na bancada da oficina');
    await alt.press('Enter');
    await editor.getByRole('status').filter({ hasText: 'Texto alternativo salvo.' }).waitFor();
    expect(await editor.getByLabel('Título').inputValue()).toBe(title);
    const saved = await api<{ alt: string }>('GET', `/media/${image.id}`, {
      token: await adminToken(),
    });
    expect(saved.body.alt).toBe('Compressor novo na bancada da oficina');

    // The button saves too; clearing makes the image decorative.
    await alt.fill('');
    await editor.getByRole('button', { name: 'Gravar texto' }).click();
    await editor.getByRole('status').filter({ hasText: 'Texto alternativo salvo.' }).waitFor();
    const cleared = await api<{ alt: string | null }>('GET', `/media/${image.id}`, {
      token: await adminToken(),
    });
    expect(cleared.body.alt).toBeNull();

    // A picture shipped with the site is not in the library: no alt text of its own to edit.
    await editor
      .getByLabel('Ou informe o endereço da imagem')
      .fill('/media/sobre/oficina-1200.webp');
    await editor.getByText('Só imagens enviadas têm texto alternativo editável').waitFor();
    expect(await alt.count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
