import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DISABLE_AFTER_MS } from '@oficina/api';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PollingWorker } from '../queue/polling-worker';
import { bookingBody, firstServiceId, openAllDay, startAt } from '../testing/bookings';
import { useTestApp } from '../testing/rest-suite';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startWebhookWorker } from '../webhooks/webhook-worker';

/**
 * Webhooks over a listening server and a real database: a receiver on 127.0.0.1 checks every
 * message's Standard Webhooks signature, sees one message per event, a retry that keeps its
 * webhook-id, a rotated secret, the address rules of a strict deployment, and a webhook
 * switched off after three days of failures (the queue's clock moved by the test).
 */
const s = useTestApp({ listen: true });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  payload: { id: string; type: string; created_at: string; data: Record<string, unknown> };
  answered: number;
}

let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
/** The receiver's next answers, taken one per request; empty: 204. */
const answers: number[] = [];
let alwaysFail = false;
let worker: PollingWorker | undefined;
const warnings: string[] = [];

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(`${s.base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
};

function startWorker(options: Partial<Parameters<typeof startWebhookWorker>[0]> = {}) {
  worker = startWebhookWorker({
    db: s.t.db,
    policy: { strict: false, allowPrivate: false },
    log: { info() {}, warn: (_obj, msg) => warnings.push(msg) },
    pollMs: 100,
    retryDelaysMs: [300],
    ...options,
  });
  return worker;
}

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createWebhook(body: Record<string, unknown>, token = s.admin) {
  const res = await call('POST', '/api/webhooks', token, body);
  expect(res.status, res.text).toBe(201);
  return res.json() as { id: number; secret: string; url: string; active: boolean };
}

/** Switches every webhook off, so the next test's events go to its own webhook alone. */
async function switchAllOff() {
  for (const hook of (await call('GET', '/api/webhooks', s.admin)).json() as Array<{ id: number }>)
    await call('PATCH', `/api/webhooks/${hook.id}`, s.admin, { active: false });
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const answered = alwaysFail ? 500 : (answers.shift() ?? 204);
      received.push({ headers: req.headers, body, payload: JSON.parse(body), answered });
      res.statusCode = answered;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ganchos`;
  await openAllDay(s.t, s.admin);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

describe('who manages webhooks', () => {
  it('refuses anonymous callers, viewers and managers; admins and admin keys create', async () => {
    const body = { url: receiverUrl, events: ['contact.created'] };
    expect((await call('POST', '/api/webhooks', undefined, body)).status).toBe(401);
    expect((await call('GET', '/api/webhooks')).status).toBe(401);
    for (const token of [s.user, s.viewer, s.manager]) {
      expect((await call('POST', '/api/webhooks', token, body)).status).toBe(403);
      expect((await call('GET', '/api/webhooks', token)).status).toBe(403);
    }
    const key = await call('POST', '/api/api-keys', s.admin, { name: 'Integração', role: 'admin' });
    expect(key.status, key.text).toBe(201);
    const byKey = await createWebhook(body, key.json().key);
    expect(byKey).toMatchObject({ url: receiverUrl, events: ['contact.created'], active: true });
    expect(byKey.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const managerKey = await call('POST', '/api/api-keys', s.admin, {
      name: 'Integração gerente',
      role: 'manager',
    });
    expect((await call('POST', '/api/webhooks', managerKey.json().key, body)).status).toBe(403);
    await switchAllOff();
  });

  it('refuses a bad address, unknown events and an empty list in Portuguese', async () => {
    for (const [body, message] of [
      [{ url: 'não é endereço', events: ['contact.created'] }, /endereço/],
      [{ url: 'ftp://exemplo.com.br/x', events: ['contact.created'] }, /endereço/],
      [{ url: receiverUrl, events: ['contact.deleted'] }, /Evento desconhecido/],
      [{ url: receiverUrl, events: [] }, /ao menos um evento/],
      [{ url: receiverUrl }, /./],
    ] as const) {
      const res = await call('POST', '/api/webhooks', s.admin, body);
      expect(res.status, res.text).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const missing = await call('PATCH', '/api/webhooks/999999', s.admin, { active: true });
    expect(missing.status).toBe(404);
    expect(missing.json().error).toBe('Webhook não encontrado.');
  });
});

describe('deliveries', () => {
  it('signs one message per event, retries a 500 once with the same id, rotates the secret', async () => {
    const hook = await createWebhook({
      url: receiverUrl,
      events: [
        'contact.created',
        'booking.created',
        'booking.updated',
        'booking.cancelled',
        'content.changed',
      ],
      description: 'CRM da oficina',
    });
    // The secret is answered once: never listed, nor in the audit trail.
    const listed = await call('GET', '/api/webhooks', s.admin);
    expect(listed.text).not.toContain(hook.secret);
    expect(listed.json().find((w: { id: number }) => w.id === hook.id)).toMatchObject({
      url: receiverUrl,
      active: true,
      description: 'CRM da oficina',
    });
    expect((await call('GET', '/api/audit?entity=webhook', s.admin)).text).not.toContain(
      hook.secret,
    );
    received.length = 0;
    startWorker();

    const contact = await call('POST', '/api/contacts', undefined, {
      name: 'Lead do Webhook',
      phone: '(21) 97777-2222',
      message: 'Quero revisar o ar.',
      lgpd_consent: true,
    });
    expect(contact.status, contact.text).toBe(200);
    const serviceId = await firstServiceId(s.t);
    const booked = await call(
      'POST',
      '/api/bookings',
      undefined,
      bookingBody(serviceId, startAt(4, '10:00')),
    );
    expect(booked.status, booked.text).toBe(201);
    const bookingId = booked.json().id as number;
    const confirmed = await call('PATCH', `/api/bookings/${bookingId}`, s.manager, {
      status: 'confirmado',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const cancelled = await call('PATCH', `/api/bookings/${bookingId}`, s.manager, {
      status: 'cancelado',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const faq = await call('POST', '/api/faqs', s.manager, {
      question: 'Vocês avisam por webhook?',
      answer: 'Sim.',
    });
    expect(faq.status, faq.text).toBe(200);
    const ping = await call('POST', `/api/webhooks/${hook.id}/test`, s.admin);
    expect(ping.status, ping.text).toBe(200);

    const types = [
      'contact.created',
      'booking.created',
      'booking.updated',
      'booking.cancelled',
      'content.changed',
      'ping',
    ];
    await until(
      () => received.map((r) => r.payload.type),
      (seen) => types.every((type) => seen.includes(type)),
    );
    const verifier = new Webhook(hook.secret);
    for (const message of received) {
      // Throws on a wrong signature or a stale timestamp.
      verifier.verify(message.body, message.headers as Record<string, string>);
      expect(message.headers['webhook-id']).toBe(message.payload.id);
      expect(message.headers['content-type']).toBe('application/json');
    }
    for (const type of types)
      expect(received.filter((r) => r.payload.type === type).length, type).toBe(1);
    const byType = (type: string) => received.find((r) => r.payload.type === type)!.payload;
    expect(byType('contact.created').data).toMatchObject({
      id: contact.json().id,
      name: 'Lead do Webhook',
    });
    expect(byType('contact.created').data).not.toHaveProperty('ip');
    expect(byType('booking.created').data).toMatchObject({ id: bookingId, status: 'pendente' });
    expect(byType('booking.updated').data).toMatchObject({ id: bookingId, status: 'confirmado' });
    expect(byType('booking.cancelled').data).toMatchObject({ id: bookingId, status: 'cancelado' });
    expect(byType('content.changed').data).toEqual({
      entity: 'faq',
      id: String(faq.json().id),
      action: 'create',
    });

    // A 500 is retried once more, with the same webhook-id, and then delivered.
    received.length = 0;
    answers.push(500);
    await call('POST', `/api/webhooks/${hook.id}/test`, s.admin);
    await until(
      () => received.length,
      (n) => n >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(received.map((r) => r.answered)).toEqual([500, 204]);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    const deliveries = (await call('GET', `/api/webhooks/${hook.id}/deliveries`, s.admin)).json();
    expect(deliveries[0]).toMatchObject({
      event: 'ping',
      status: 'delivered',
      attempts: 2,
      response_status: 204,
      message_id: received[0]!.headers['webhook-id'],
    });
    expect(deliveries[0].duration_ms).toBeGreaterThanOrEqual(0);
    // Six events, the ping and the retried ping (one row, two attempts).
    expect(deliveries.length).toBe(7);

    // A new secret: later messages verify with it and no longer with the old one.
    const rotated = await call('POST', `/api/webhooks/${hook.id}/rotate-secret`, s.admin);
    expect(rotated.status, rotated.text).toBe(200);
    const secret = rotated.json().secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    expect((await call('GET', '/api/webhooks', s.admin)).text).not.toContain(secret);
    received.length = 0;
    await call('POST', `/api/webhooks/${hook.id}/test`, s.admin);
    await until(
      () => received.length,
      (n) => n >= 1,
    );
    const [message] = received;
    const headers = message!.headers as Record<string, string>;
    expect(() => new Webhook(secret).verify(message!.body, headers)).not.toThrow();
    expect(() => new Webhook(hook.secret).verify(message!.body, headers)).toThrow();
    await switchAllOff();
  }, 60_000);
});

describe('a strict deployment', () => {
  let strict: TestApp;
  let strictPrivate: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({
      shareDatabaseOf: s.t,
      config: { STRICT_DEPLOYMENT: true },
    });
    strictPrivate = await startTestApp({
      shareDatabaseOf: s.t,
      config: { STRICT_DEPLOYMENT: true, WEBHOOK_ALLOW_PRIVATE: true },
    });
  });
  afterAll(async () => {
    await strict.close();
    await strictPrivate.close();
  });

  it('takes only https addresses that are not loopback, private or link-local', async () => {
    const post = (app: TestApp, url: string) =>
      app.request('POST', '/api/webhooks', {
        token: s.admin,
        body: { url, events: ['contact.created'] },
      });
    const http = await post(strict, 'http://exemplo.com.br/ganchos');
    expect(http.statusCode).toBe(400);
    expect(http.json().error).toBe(
      'Em produção o endereço do webhook precisa começar com https://.',
    );
    for (const url of [
      'https://127.0.0.1/ganchos',
      'https://localhost:8443/ganchos',
      'https://10.1.2.3/ganchos',
      'https://192.168.0.10/ganchos',
      'https://169.254.169.254/latest',
      'https://[::1]/ganchos',
      'https://[fe80::1]/ganchos',
      'https://[::ffff:127.0.0.1]/ganchos',
    ]) {
      const res = await post(strict, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/rede privada/);
    }
    // PATCH is held to the same rule.
    const hook = await createWebhook({ url: receiverUrl, events: ['contact.created'] });
    const moved = await strict.request('PATCH', `/api/webhooks/${hook.id}`, {
      token: s.admin,
      body: { url: 'https://10.0.0.5/x' },
    });
    expect(moved.statusCode).toBe(400);
    // WEBHOOK_ALLOW_PRIVATE lets private addresses through, still over https.
    expect((await post(strictPrivate, 'https://10.1.2.3/ganchos')).statusCode).toBe(201);
    expect((await post(strictPrivate, 'http://10.1.2.3/ganchos')).statusCode).toBe(400);
    await switchAllOff();
  });

  it('checks the address again when it delivers', async () => {
    // Saved while the rules were off; delivered by a strict instance: refused, nothing sent.
    const hook = await createWebhook({ url: receiverUrl, events: ['content.changed'] });
    received.length = 0;
    startWorker({ policy: { strict: true, allowPrivate: false }, retryDelaysMs: [] });
    await call('POST', `/api/webhooks/${hook.id}/test`, s.admin);
    const [failed] = await until(
      async () => (await call('GET', `/api/webhooks/${hook.id}/deliveries`, s.admin)).json(),
      (list: Array<{ status: string; last_error: string }>) => list[0]?.status === 'failed',
    );
    expect(failed!.last_error).toMatch(/https/);
    expect(received).toEqual([]);
    await switchAllOff();
  });
});

describe('two instances', () => {
  it('share the queue: each message is delivered once', async () => {
    const hook = await createWebhook({ url: receiverUrl, events: ['content.changed'] });
    received.length = 0;
    startWorker();
    const other = startWebhookWorker({
      db: s.t.db,
      policy: { strict: false, allowPrivate: false },
      log: { info() {}, warn: (_obj, msg) => warnings.push(msg) },
      pollMs: 50,
    });
    try {
      for (let n = 0; n < 12; n++) await call('POST', `/api/webhooks/${hook.id}/test`, s.admin);
      await until(
        () => received.length,
        (n) => n >= 12,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ids = received.map((r) => r.headers['webhook-id']);
      expect(ids.length).toBe(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await other.stop();
    }
    await switchAllOff();
  });
});

describe('a webhook that keeps failing', () => {
  it('is switched off after three days of failures, and on again by the admin', async () => {
    let ahead = 0;
    const hook = await createWebhook({ url: receiverUrl, events: ['contact.created'] });
    alwaysFail = true;
    try {
      startWorker({ now: () => new Date(Date.now() + ahead), retryDelaysMs: [] });
      const lead = (name: string) =>
        call('POST', '/api/contacts', undefined, {
          name,
          phone: '(21) 97777-3333',
          message: 'Teste de falha.',
          lgpd_consent: true,
        });
      const deliveries = async () =>
        (await call('GET', `/api/webhooks/${hook.id}/deliveries`, s.admin)).json() as Array<{
          status: string;
        }>;
      await lead('Primeira falha');
      await until(deliveries, (list) => list[0]?.status === 'failed');
      let listed = (await call('GET', '/api/webhooks', s.admin))
        .json()
        .find((w: { id: number }) => w.id === hook.id);
      expect(listed).toMatchObject({ active: true, disabled_at: null });
      expect(listed.failing_since).not.toBeNull();
      expect(listed.last_delivery).toMatchObject({ status: 'failed', response_status: 500 });

      // Three days later, still failing: switched off.
      ahead = DISABLE_AFTER_MS + 60_000;
      await lead('Três dias depois');
      await until(deliveries, (list) => list.length === 2 && list[0]?.status === 'failed');
      listed = (await call('GET', '/api/webhooks', s.admin))
        .json()
        .find((w: { id: number }) => w.id === hook.id);
      expect(listed.active).toBe(false);
      expect(listed.disabled_at).not.toBeNull();
      expect(warnings.some((w) => /desligado depois de 3 dias/.test(w))).toBe(true);

      // Off: new leads queue nothing for it.
      await lead('Depois de desligado');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await deliveries()).length).toBe(2);

      // Switched on again by the admin: the notice goes and the count of days restarts.
      const on = await call('PATCH', `/api/webhooks/${hook.id}`, s.admin, { active: true });
      expect(on.status, on.text).toBe(200);
      expect(on.json()).toMatchObject({ active: true, disabled_at: null, failing_since: null });
    } finally {
      alwaysFail = false;
    }
  }, 60_000);
});
