import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, signIn } from './admin-helpers';
import { e2e, launchBrowser } from './browser';

/**
 * The panel's "Ativar notificações neste aparelho". Headless Chromium has no push service to
 * reach, so the page's PushManager answers with a made-up subscription; everything else is
 * real: the permission, the site's service worker, the VAPID key, and the subscription stored
 * on the server for the signed-in user.
 */

const ENDPOINT = 'https://push.exemplo.test/aparelho-e2e';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function myDevices(): Promise<string[]> {
  const res = await api<Array<{ endpoint: string }>>('GET', '/push/subscriptions', {
    token: await adminToken(),
  });
  expect(res.status).toBe(200);
  return res.body.map((device) => device.endpoint);
}

describe('lead notifications on this device', () => {
  it('subscribes the device from the dashboard and turns it off again', async () => {
    const context = await browser.newContext({
      baseURL: e2e().baseUrl,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications'], { origin: e2e().baseUrl });
    await context.addInitScript((endpoint) => {
      let current: unknown = null;
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
      const fake = {
        endpoint,
        toJSON: () => ({ endpoint, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function subscribe(options) {
        if (!options?.applicationServerKey) throw new Error('no application server key');
        current = fake;
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, ENDPOINT);
    await signIn(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/admin', { waitUntil: 'networkidle' });
    const card = page.getByRole('region', { name: 'Avisos de novos contatos' });
    await card.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
    await expect
      .poll(() => card.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('Este aparelho recebe um aviso a cada contato novo.');
    expect(await myDevices()).toContain(ENDPOINT);
    // The site's service worker now controls the panel: it is what shows the notifications.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
    ).toMatch(/\/sw\.js$/);

    await card.getByRole('button', { name: 'Desativar neste aparelho' }).click();
    await expect
      .poll(() => card.getByRole('status').textContent())
      .toBe('Este aparelho não recebe avisos.');
    expect(await myDevices()).not.toContain(ENDPOINT);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives up after 15 s with a Portuguese message when the browser never answers', async () => {
    const context = await browser.newContext({
      baseURL: e2e().baseUrl,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications'], { origin: e2e().baseUrl });
    // A service worker that never gets ready (as on some phones): register() never settles.
    await context.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = () => new Promise(() => undefined);
      PushManager.prototype.getSubscription = async () => null;
    });
    // The page's clock is moved by the test: no real 15 s wait.
    await context.clock.install();
    await signIn(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/admin', { waitUntil: 'networkidle' });
    const card = page.getByRole('region', { name: 'Avisos de novos contatos' });
    const button = card.getByRole('button', { name: 'Ativar notificações neste aparelho' });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await button.click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Aguarde…');
    await page.clock.runFor(14_000);
    expect(await card.getByRole('status').textContent()).toBe('Aguarde…');
    await page.clock.runFor(1_500);
    await card
      .getByRole('alert')
      .filter({ hasText: 'O navegador não respondeu em 15 segundos' })
      .waitFor({ timeout: 5_000 });
    expect(await card.getByRole('status').textContent()).toBe('Este aparelho não recebe avisos.');
    // The button is offered again for a new try.
    expect(await button.isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
