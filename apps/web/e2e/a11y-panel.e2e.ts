import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { quietStorage, readLocalStorage, waitForApp, waitForFocus } from './helpers';

type Attributes = Record<'fontSize' | 'contrast' | 'reducedMotion', string | null>;

declare global {
  interface Window {
    __a11yAtBody?: Attributes;
  }
}

/** Records the preference attributes on <html> when the parser reaches <body> (before paint). */
async function probeAttributes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      const root = document.documentElement;
      window.__a11yAtBody = {
        fontSize: root.getAttribute('data-font-size'),
        contrast: root.getAttribute('data-contrast'),
        reducedMotion: root.getAttribute('data-reduced-motion'),
      };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const current = (page: Page): Promise<Attributes> =>
  page.evaluate(() => {
    const root = document.documentElement;
    return {
      fontSize: root.getAttribute('data-font-size'),
      contrast: root.getAttribute('data-contrast'),
      reducedMotion: root.getAttribute('data-reduced-motion'),
    };
  });

const toggle = (page: Page) =>
  page.getByRole('button', { name: 'Opções de acessibilidade', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Acessibilidade' });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openSite(path = '/') {
  const visit = await openPage(browser, path, {
    storage: await quietStorage(),
    prepare: probeAttributes,
  });
  await waitForApp(visit.page);
  return visit;
}

describe('accessibility panel', () => {
  it('opens from its button with the defaults, lists the keyboard shortcuts, and closes with Esc', async () => {
    const { page, context, problems } = await openSite();
    expect(await current(page)).toEqual({
      fontSize: 'normal',
      contrast: 'normal',
      reducedMotion: 'false',
    });
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    await toggle(page).click();
    await panel(page).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');

    const fontSize = panel(page).getByRole('group', { name: 'Tamanho da fonte' });
    expect(await fontSize.getByRole('radio', { name: 'Normal', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await fontSize.getByRole('radio', { name: 'Grande', exact: true }).isChecked()).toBe(
      false,
    );
    expect(await fontSize.getByRole('radio', { name: 'Muito Grande' }).isChecked()).toBe(false);
    expect(await panel(page).getByRole('switch', { name: 'Alto contraste' }).isChecked()).toBe(
      false,
    );
    expect(await panel(page).getByRole('switch', { name: 'Reduzir animações' }).isChecked()).toBe(
      false,
    );

    // Keyboard help.
    const shortcuts = panel(page).getByRole('region', { name: 'Atalhos de teclado' });
    const keys = await shortcuts.locator('kbd').allTextContents();
    expect(keys).toEqual(expect.arrayContaining(['Ctrl + K', 'Esc', 'Tab / Shift + Tab', 'Enter']));
    expect(await shortcuts.getByText('Abrir a busca', { exact: false }).isVisible()).toBe(true);

    // Focus is kept in the panel, and Esc returns it to the button.
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await panel(page).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await waitForFocus(toggle(page));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('applies font size, high contrast and reduced animations to <html>', async () => {
    const { page, context } = await openSite();
    await toggle(page).click();
    const fontSize = panel(page).getByRole('group', { name: 'Tamanho da fonte' });

    await fontSize.getByRole('radio', { name: 'Grande', exact: true }).check();
    expect((await current(page)).fontSize).toBe('large');
    const large = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

    await fontSize.getByRole('radio', { name: 'Muito Grande' }).check();
    expect((await current(page)).fontSize).toBe('x-large');
    const xLarge = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(Number.parseFloat(xLarge)).toBeGreaterThan(Number.parseFloat(large));

    await panel(page).getByRole('switch', { name: 'Alto contraste' }).check();
    expect((await current(page)).contrast).toBe('high');
    await panel(page).getByRole('switch', { name: 'Reduzir animações' }).check();
    expect((await current(page)).reducedMotion).toBe('true');

    expect(JSON.parse((await readLocalStorage(page, 'a11y-preferences')) ?? 'null')).toEqual({
      fontSize: 'x-large',
      highContrast: true,
      reducedMotion: true,
    });

    await fontSize.getByRole('radio', { name: 'Normal', exact: true }).check();
    expect((await current(page)).fontSize).toBe('normal');
    await context.close();
  });

  it('keeps the choices across a reload, already applied before the page is painted', async () => {
    const { page, context, problems } = await openSite();
    await toggle(page).click();
    await panel(page)
      .getByRole('group', { name: 'Tamanho da fonte' })
      .getByRole('radio', { name: 'Grande', exact: true })
      .check();
    await panel(page).getByRole('switch', { name: 'Alto contraste' }).check();
    await panel(page).getByRole('switch', { name: 'Reduzir animações' }).check();
    const chosen = { fontSize: 'large', contrast: 'high', reducedMotion: 'true' };
    expect(await current(page)).toEqual(chosen);

    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => window.__a11yAtBody)).toEqual(chosen);
    await waitForApp(page);
    expect(await current(page)).toEqual(chosen);

    // The panel shows the stored choices, and 'Restaurar padrões' undoes them.
    await toggle(page).click();
    const fontSize = panel(page).getByRole('group', { name: 'Tamanho da fonte' });
    expect(await fontSize.getByRole('radio', { name: 'Grande', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await panel(page).getByRole('switch', { name: 'Alto contraste' }).isChecked()).toBe(
      true,
    );
    await panel(page).getByRole('button', { name: 'Restaurar padrões' }).click();
    expect(await current(page)).toEqual({
      fontSize: 'normal',
      contrast: 'normal',
      reducedMotion: 'false',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows the OS reduced-motion setting until the visitor chooses', async () => {
    const { page, context } = await openSite();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect((await page.evaluate(() => window.__a11yAtBody))?.reducedMotion).toBe('true');
    await waitForApp(page);
    await toggle(page).click();
    const motion = panel(page).getByRole('switch', { name: 'Reduzir animações' });
    expect(await motion.isChecked()).toBe(true);

    // An explicit choice wins over the OS setting, also after a reload.
    await motion.uncheck();
    expect((await current(page)).reducedMotion).toBe('false');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect((await page.evaluate(() => window.__a11yAtBody))?.reducedMotion).toBe('false');
    await context.close();
  });
});
