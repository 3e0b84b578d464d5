import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogNamed, openAdmin, pageHeading, unexpectedProblems } from './admin-helpers';
import { launchBrowser } from './browser';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Case {
  name: string;
  path: string;
  signedIn: boolean;
  /** Brings the page to the state to check, once it has loaded. */
  ready: (page: Page) => Promise<void>;
}

/** Waits until the page's list or form has loaded (no loading line left in <main>). */
async function loaded(page: Page, heading: string): Promise<void> {
  await pageHeading(page, heading).waitFor();
  await page.waitForFunction(() => !document.querySelector('main .admin-loading'), undefined, {
    timeout: 15_000,
  });
}

const CASES: Case[] = [
  {
    name: 'the login form',
    path: '/',
    signedIn: false,
    ready: (page) =>
      page.getByRole('heading', { level: 1, name: 'Painel administrativo' }).waitFor(),
  },
  {
    name: 'the login form with an error',
    path: '/',
    signedIn: false,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('alert').filter({ hasText: 'Por favor, preencha' }).waitFor();
    },
  },
  { name: 'the dashboard', path: '/', signedIn: true, ready: (page) => loaded(page, 'Painel') },
  {
    name: 'the services list',
    path: '/services',
    signedIn: true,
    ready: (page) => loaded(page, 'Serviços'),
  },
  {
    name: 'the service editor',
    path: '/services',
    signedIn: true,
    ready: async (page) => {
      await loaded(page, 'Serviços');
      await page.getByRole('button', { name: 'Novo serviço' }).click();
      await dialogNamed(page, 'Novo serviço').waitFor();
    },
  },
  {
    name: 'the FAQ list',
    path: '/faqs',
    signedIn: true,
    ready: (page) => loaded(page, 'Perguntas frequentes'),
  },
  {
    name: 'the popups list',
    path: '/popups',
    signedIn: true,
    ready: (page) => loaded(page, 'Popups'),
  },
  {
    name: 'the popup editor with its preview',
    path: '/popups',
    signedIn: true,
    ready: async (page) => {
      await loaded(page, 'Popups');
      await page.getByRole('button', { name: 'Novo popup' }).click();
      await dialogNamed(page, 'Novo popup').waitFor();
    },
  },
  {
    name: 'the banner editor with its preview',
    path: '/banners',
    signedIn: true,
    ready: async (page) => {
      await loaded(page, 'Banners');
      await page.getByRole('button', { name: 'Novo banner' }).click();
      await dialogNamed(page, 'Novo banner').waitFor();
    },
  },
];

const cases = CASES.flatMap((entry) =>
  (['dark', 'light'] as const).map((theme) => ({ ...entry, theme })),
);

describe('admin accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(cases)('$name in the $theme theme has no violations', async (entry) => {
    const { page, context, problems } = await openAdmin(browser, entry.path, {
      signedIn: entry.signedIn,
      theme: entry.theme,
    });
    await entry.ready(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(entry.theme);
    // Dialogs and toasts animate in: check them settled (endless spinners aside).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const violations = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
