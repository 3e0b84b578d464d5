import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api } from './admin-helpers';
import { e2e, launchBrowser, openPage } from './browser';
import { quietStorage, readLocalStorage, waitForApp } from './helpers';

interface ThemeProbe {
  /** data-theme when the parser reached <body>: what the first paint uses. */
  atBody: string | null;
  /** data-theme in the first animation frame (before the first paint). */
  atFirstFrame: string | null;
  /** data-theme at DOMContentLoaded, whether or not React has hydrated yet. */
  atDomContentLoaded: string | null;
}

declare global {
  interface Window {
    __themeProbe?: ThemeProbe;
  }
}

/** Records data-theme on <html> at the earliest moments a visitor could see the page. */
async function probeTheme(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const probe: ThemeProbe = { atBody: null, atFirstFrame: null, atDomContentLoaded: null };
    window.__themeProbe = probe;
    const theme = () => document.documentElement?.getAttribute('data-theme') ?? null;
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      probe.atBody = theme();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      probe.atFirstFrame = theme();
    });
    document.addEventListener('DOMContentLoaded', () => {
      probe.atDomContentLoaded = theme();
    });
  });
}

/** The probe once the first frame has run. */
async function readProbe(page: Page): Promise<ThemeProbe> {
  await page.waitForFunction(() => window.__themeProbe?.atFirstFrame != null);
  return page.evaluate(() => window.__themeProbe as ThemeProbe);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('theme', () => {
  it('the server HTML already says dark, before any script runs', async () => {
    const html = await (await fetch(`${e2e().baseUrl}/`)).text();
    expect(html).toMatch(/<html lang="pt-BR" data-theme="dark"/);
  });

  it('is dark on a first visit from the first paint, even when the OS prefers light', async () => {
    const { page, context, problems } = await openPage(browser, '/', {
      colorScheme: 'light',
      prepare: probeTheme,
    });
    expect(await readProbe(page)).toEqual({
      atBody: 'dark',
      atFirstFrame: 'dark',
      atDomContentLoaded: 'dark',
    });
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const toggle = page.getByRole('button', { name: 'Tema escuro' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await readLocalStorage(page, 'theme')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the header toggle switches to light and back, storing the choice under "theme"', async () => {
    const { page, context, problems } = await openPage(browser, '/', {
      storage: await quietStorage(),
    });
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Tema escuro' });

    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await toggle.getAttribute('title')).toBe('Mudar para o tema escuro');
    expect(await readLocalStorage(page, 'theme')).toBe('light');

    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await readLocalStorage(page, 'theme')).toBe('dark');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a light choice survives a reload with no dark flash', async () => {
    const { page, context, problems } = await openPage(browser, '/', {
      storage: await quietStorage(),
      prepare: probeTheme,
    });
    await waitForApp(page);
    await page.getByRole('button', { name: 'Tema escuro' }).click();
    expect(await readLocalStorage(page, 'theme')).toBe('light');

    await page.reload();
    // Applied by the inline head script: light before <body> exists, so before the first paint
    // and long before React hydrates.
    expect(await readProbe(page)).toEqual({
      atBody: 'light',
      atFirstFrame: 'light',
      atDomContentLoaded: 'light',
    });
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    // After hydration the toggle reflects the stored choice.
    const toggle = page.getByRole('button', { name: 'Tema escuro' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('with dark_mode "false" a first visit is light from the first paint; a choice still wins', async () => {
    const token = await adminToken();
    const setDarkMode = async (value: string) =>
      expect((await api('PUT', '/settings/dark_mode', { token, body: { value } })).status).toBe(
        200,
      );
    await setDarkMode('false');
    try {
      const first = await openPage(browser, '/', { colorScheme: 'dark', prepare: probeTheme });
      expect(await readProbe(first.page)).toEqual({
        atBody: 'light',
        atFirstFrame: 'light',
        atDomContentLoaded: 'light',
      });
      await waitForApp(first.page);
      const toggle = first.page.getByRole('button', { name: 'Tema escuro' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await readLocalStorage(first.page, 'theme')).toBeNull();
      expect(first.problems).toEqual([]);
      await first.context.close();

      // A visitor who chose dark keeps it.
      const chosen = await openPage(browser, '/servicos', {
        storage: await quietStorage({ theme: 'dark' }),
        prepare: probeTheme,
      });
      expect((await readProbe(chosen.page)).atBody).toBe('dark');
      await waitForApp(chosen.page);
      expect(await chosen.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await chosen.context.close();
    } finally {
      await setDarkMode('true');
    }
  });

  it('the choice applies on every page of the site', async () => {
    const { page, context } = await openPage(browser, '/servicos', {
      storage: await quietStorage({ theme: 'light' }),
      prepare: probeTheme,
    });
    expect((await readProbe(page)).atBody).toBe('light');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Contato', exact: true }).first().click();
    await page.waitForURL('**/contato');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });
});
