import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type {} from './global-setup';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const e2e = () => inject('e2e');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: e2e().chromium, args: LAUNCH_ARGS });
}

export interface VisitedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and React hydration warnings seen so far. */
  problems: string[];
  /** Requests to the data API made by the page (tRPC or REST). */
  apiRequests: string[];
}

/** A fresh context (own storage) and page, recording what a developer would see in the console. */
export async function openPage(
  browser: Browser,
  path: string,
  options: {
    viewport?: { width: number; height: number };
    storage?: Record<string, string>;
    colorScheme?: 'dark' | 'light';
    /** Runs on the new context before the page loads (a fake clock, init scripts). */
    prepare?: (context: BrowserContext) => Promise<void>;
  } = {},
): Promise<VisitedPage> {
  const context = await browser.newContext({
    baseURL: e2e().baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme,
    serviceWorkers: 'block',
  });
  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  await options.prepare?.(context);
  const page = await context.newPage();
  const problems: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc') || url.pathname.startsWith('/api/'))
      apiRequests.push(url.pathname + url.search);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, context, problems, apiRequests };
}

/** Waits until React has hydrated the server-rendered document. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as unknown as { $_TSR?: unknown }).$_TSR, undefined, {
    timeout: 15_000,
  });
}
