import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin, pageHeading, unexpectedProblems } from './admin-helpers';
import { launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the backup page', () => {
  it('downloads the content copy with the session cookie and shows it was taken', async () => {
    const { page, context, problems } = await openAdmin(browser, '/backup', { signedIn: true });
    await pageHeading(page, 'Backup').waitFor();
    await page.getByText(/Nenhum download feito ainda|Último download/).waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar cópia do conteúdo' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^friocar-conteudo-\d{4}-\d{2}-\d{2}\.json\.gz$/);
    const body = JSON.parse(gunzipSync(await readFile((await download.path())!)).toString('utf8'));
    expect(body.header.scope).toBe('content');
    expect(body.header.tables).not.toContain('users');
    await page.getByText(/Último download: .+ por /).waitFor({ timeout: 15_000 });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
