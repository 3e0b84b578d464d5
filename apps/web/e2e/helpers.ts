import type { BrowserContext, Locator, Page } from 'playwright-core';
import { e2e, waitForHydration } from './browser';

/**
 * Waits until the page is interactive: hydrated and past its first effects. The start-up health
 * check is requested from an effect of the root layout, so once its response is in (a resource
 * timing entry of this document), every effect of the first render has run and handlers are live.
 */
export async function waitForApp(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/trpc/') && entry.name.includes('health')),
    undefined,
    { timeout: 15_000 },
  );
}

/** Storage that keeps the cookie banner and the seeded popups out of the way of other features. */
export async function quietStorage(
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const res = await fetch(`${e2e().baseUrl}/api/popups`);
  const popups = (await res.json()) as Array<{ id: number }>;
  return {
    cookieConsent: 'rejected',
    dismissedPopups: JSON.stringify(popups.map((popup) => popup.id)),
    ...extra,
  };
}

export interface RecordedTimer {
  delay: number;
  /** The page's (fake) Date.now() when the timer was scheduled. */
  at: number;
}

declare global {
  interface Window {
    __e2eTimers?: RecordedTimer[];
  }
}

/**
 * Installs Playwright's fake clock, paused, before the page loads: page timers then advance only
 * through page.clock.runFor, so timed behaviour is checked without real sleeps. Every setTimeout
 * the page schedules is recorded, so a test knows exactly when a feature started its delay.
 */
export async function pausedClock(context: BrowserContext): Promise<void> {
  await context.clock.install();
  await context.clock.pauseAt(Date.now() + 1000);
  // Added after the clock's own script, so this wraps the fake setTimeout.
  await context.addInitScript(() => {
    const timers: RecordedTimer[] = [];
    window.__e2eTimers = timers;
    const schedule = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      timers.push({ delay: Number(delay) || 0, at: Date.now() });
      return schedule(handler, delay, ...args);
    }) as typeof window.setTimeout;
  });
}

/**
 * Waits until the page schedules its `nth` (1-based) setTimeout of `delay` ms. Meanwhile the
 * paused clock is nudged a few milliseconds at a time, so zero-delay timers (tRPC request
 * batching, React Query notifications) still run and data can arrive.
 */
export async function waitForTimer(page: Page, delay: number, nth = 1): Promise<RecordedTimer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const timer = await page.evaluate(
      ([ms, index]) => window.__e2eTimers?.filter((t) => t.delay === ms)[index - 1] ?? null,
      [delay, nth] as const,
    );
    if (timer) return timer;
    if (Date.now() > deadline) throw new Error(`no setTimeout of ${delay} ms was scheduled`);
    await page.clock.runFor(5);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Moves the paused clock forward to `time` (page Date.now() milliseconds), firing due timers. */
export async function runClockTo(page: Page, time: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  if (time > now) await page.clock.runFor(time - now);
}

/** The decoded `text` parameter of a wa.me link. */
export function whatsappText(href: string | null): string | null {
  return href ? new URL(href).searchParams.get('text') : null;
}

/** The page's localStorage value for `key`. */
export function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/**
 * Moves the paused clock forward in small steps until `locator` is visible (for things whose
 * delay starts after network data arrives). Gives up after `maxMs` of page time.
 */
export async function runClockUntilVisible(
  page: Page,
  locator: Locator,
  { stepMs = 250, maxMs = 30_000 } = {},
): Promise<void> {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += stepMs) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(stepMs);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await locator.waitFor({ state: 'visible', timeout: 5000 });
}

/** Waits until the element of `locator` has focus (focus moves in effects, just after a render). */
export async function waitForFocus(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction((target) => target === document.activeElement, element, { timeout: 5000 });
}
