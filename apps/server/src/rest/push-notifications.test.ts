import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushSubscriptions } from '@oficina/db';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Lead notifications to the owner's devices, end to end: a stand-in push service listens on this
 * machine, the app encrypts and signs each message with its VAPID keys, and the test decrypts
 * what arrived with the subscriber's own keys, as a browser would.
 */

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let t: TestApp;
let admin: string;
let viewer: string;
let pushService: Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  viewer = await t.tokenFor('viewer');
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      // A device the push service no longer knows answers 410 Gone.
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterEach(async () => {
  received.length = 0;
  await setting('push_notifications', 'false');
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await t.close();
});

async function setting(key: string, value: string) {
  const res = await t.request('PUT', `/api/settings/${key}`, { token: admin, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A browser's side of a subscription: its key pair and auth secret. */
function device(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${base}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

async function subscribe(token: string, subscription: ReturnType<typeof device>['json']) {
  const res = await t.request('POST', '/api/push/subscriptions', { token, body: subscription });
  expect(res.statusCode, res.body).toBe(200);
}

let leads = 0;
async function sendLead() {
  leads++;
  const res = await t.request('POST', '/api/contacts', {
    body: {
      name: `Carla Mendes ${leads}`,
      phone: '(21) 97777-6666',
      vehicle: 'Fiat Strada 2021',
      service: 'Recarga de gás',
      message: 'O ar parou de gelar no trânsito.',
      lgpd_consent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check(), what).toBe(true);
}

describe('lead notifications by Web Push', () => {
  it('hands out one VAPID public key, made once and kept', async () => {
    const first = await t.request('GET', '/api/push/public-key', { token: viewer });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.request('GET', '/api/push/public-key', { token: admin });
    expect(first.json().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.json().public_key).toBe(first.json().public_key);
    expect(first.json().enabled).toBe(false);
    expect(first.body).not.toMatch(/private/i);
  });

  it('sends nothing while push_notifications is off', async () => {
    await subscribe(viewer, device('/ok/desligado').json);
    await sendLead();
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toEqual([]);
  });

  it('tells every subscribed device of a new lead, encrypted for that device', async () => {
    const phone = device('/ok/celular-do-dono');
    await subscribe(admin, phone.json);
    await setting('push_notifications', 'true');
    const id = await sendLead();

    await waitFor(() => received.some((r) => r.path === '/ok/celular-do-dono'), 'push delivered');
    const message = received.find((r) => r.path === '/ok/celular-do-dono')!;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    const clear = ece.decrypt(message.body, {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.auth,
    });
    expect(JSON.parse(clear.toString('utf8'))).toEqual({
      title: `Novo contato: Carla Mendes ${leads}`,
      body: 'Recarga de gás · Fiat Strada 2021\nO ar parou de gelar no trânsito.',
      url: `/admin/contact?id=${id}`,
      tag: `lead-${id}`,
    });
    // Recorded once the push service has answered.
    await expect
      .poll(async () => {
        const [row] = await t.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, phone.json.endpoint));
        return row?.last_sent_at instanceof Date;
      })
      .toBe(true);
  });

  it('forgets a device the push service says is gone', async () => {
    const old = device('/gone/celular-antigo');
    await subscribe(viewer, old.json);
    await setting('push_notifications', 'true');
    await sendLead();
    await waitFor(() => received.some((r) => r.path === '/gone/celular-antigo'), 'push attempted');
    await expect
      .poll(async () => {
        const rows = await t.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, old.json.endpoint));
        return rows.length;
      })
      .toBe(0);
  });

  it('lets a device stop, and refuses addresses that are not push services', async () => {
    const tablet = device('/ok/tablet');
    await subscribe(viewer, tablet.json);
    const mine = await t.request('GET', '/api/push/subscriptions', { token: viewer });
    expect(mine.json().map((d: { endpoint: string }) => d.endpoint)).toContain(
      tablet.json.endpoint,
    );
    // Each user sees only their own devices.
    const others = await t.request('GET', '/api/push/subscriptions', { token: admin });
    expect(others.body).not.toContain('/ok/tablet');
    const stop = await t.request(
      'DELETE',
      `/api/push/subscriptions?endpoint=${encodeURIComponent(tablet.json.endpoint)}`,
      { token: viewer },
    );
    expect(stop.statusCode, stop.body).toBe(200);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, tablet.json.endpoint));
    expect(rows).toEqual([]);

    for (const body of [
      { ...tablet.json, endpoint: 'http://example.com/push' },
      { ...tablet.json, endpoint: 'file:///etc/passwd' },
      { ...tablet.json, keys: { p256dh: 'curta', auth: tablet.json.keys.auth } },
    ]) {
      const res = await t.request('POST', '/api/push/subscriptions', { token: viewer, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(/inválid/);
    }
  });
});
