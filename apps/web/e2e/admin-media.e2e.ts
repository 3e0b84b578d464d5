import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  dialogNamed,
  expectNoAxeViolations,
  openAdmin,
  pageHeading,
  publicHtml,
  toastWith,
  unexpectedProblems,
  uniqueText,
} from './admin-helpers';
import { e2e, launchBrowser } from './browser';
import { uploadTestImage } from './media-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the image library', () => {
  it('finds an image, edits its alt text for the site, and deletes it after a confirmation', async () => {
    const tag = uniqueText('peca').replace(' ', '-');
    const image = await uploadTestImage(`${tag}-compressor.png`);
    const other = await uploadTestImage(`${tag}-painel.png`);
    const title = uniqueText('Serviço da biblioteca');
    const service = await api<{ id: number }>('POST', '/services', {
      token: await adminToken(),
      body: { title, description: 'Serviço que mostra a imagem.', image: image.url },
    });
    expect(service.status).toBe(200);

    const { page, context, problems } = await openAdmin(browser, '/media', { signedIn: true });
    await pageHeading(page, 'Imagens').waitFor();
    const cards = page.getByRole('list', { name: 'Imagens enviadas' }).getByRole('button');

    await page.getByLabel('Buscar imagens').fill(`${tag}-COMPRESSOR`);
    await cards.filter({ hasText: `${tag}-compressor.png` }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('.media-grid > li').length === 1,
      undefined,
      { timeout: 10_000 },
    );
    await expect(cards.filter({ hasText: `${tag}-painel.png` }).count()).resolves.toBe(0);
    await cards.first().getByText('Sem texto alternativo').waitFor();
    await expectNoAxeViolations(page);

    // Edit the alt text.
    await cards.first().click();
    const editor = dialogNamed(page, 'Editar imagem');
    await editor.waitFor();
    const field = editor.getByLabel('Texto alternativo');
    expect(await field.getAttribute('aria-describedby')).toBeTruthy();
    await editor.getByText('Descreva a imagem para quem não a vê.').waitFor();
    await expectNoAxeViolations(page);
    const alt = 'Compressor novo instalado no motor de um Onix';
    await field.fill(alt);
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Texto alternativo salvo').waitFor();
    await editor.waitFor({ state: 'hidden' });
    await cards.first().getByText(alt).waitFor();

    // The public page that shows the image describes it with the new text.
    const html = await publicHtml('/servicos');
    const img = html.match(new RegExp(`<img[^>]*src="${image.url}"[^>]*>`))?.[0] ?? '';
    expect(img).toContain(`alt="${alt}"`);

    // Delete: the confirmation says where the image is used; cancelling keeps it.
    await cards.first().click();
    await editor.waitFor();
    await editor.getByRole('button', { name: 'Excluir imagem' }).click();
    const confirm = dialogNamed(page, 'Excluir imagem?');
    await confirm.waitFor();
    await confirm.getByText(`Serviço “${title}”`).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await editor.getByRole('button', { name: 'Excluir imagem' }).click();
    await confirm.getByRole('button', { name: 'Excluir imagem' }).click();
    await toastWith(page, 'Imagem excluída').waitFor();
    await editor.waitFor({ state: 'hidden' });
    await page.getByText(`Nenhuma imagem encontrada para “${tag}-COMPRESSOR”.`).waitFor();
    const gone = await fetch(`${e2e().baseUrl}${image.url}`);
    expect(gone.status).toBe(404);

    // The other upload is still there.
    await page.getByLabel('Buscar imagens').fill(tag);
    await cards.filter({ hasText: `${tag}-painel.png` }).waitFor();

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
    await api('DELETE', `/services/${service.body.id}`, { token: await adminToken() });
    await api('DELETE', `/media/${other.id}`, { token: await adminToken() });
  });
});
