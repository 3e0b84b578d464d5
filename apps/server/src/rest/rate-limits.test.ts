import { purgeRateLimitBuckets } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { contactMessages, rateLimitBuckets } from '@oficina/db';
import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { clientKey } from '../plugins/rate-limits';
import { expectError } from '../testing/rest-expectations';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/** Each test uses its own client addresses, so their counters never meet. */
let octet = 0;
const nextIp = () => `198.51.100.${++octet}`;

function expectTooMany(res: LightMyRequestResponse, maxSeconds: number) {
  expectError(res, 429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter), `Retry-After ${res.headers['retry-after']}`).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

const contact = (marker: string) => ({
  name: 'Cliente Apressado',
  phone: '(21) 98888-0000',
  message: `Quero um orçamento. ${marker}`,
  lgpd_consent: true,
});

describe('configuration', () => {
  it('defaults to 300 API requests a minute, 20 failed logins and 5 contact messages per client', () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT_API).toBe(300);
    expect(config.RATE_LIMIT_LOGIN).toBe(20);
    expect(config.RATE_LIMIT_CONTACT).toBe(5);
  });

  it('reads the variables, 0 turning a limit off, and refuses nonsense', () => {
    const config = loadConfig({
      RATE_LIMIT_API: '0',
      RATE_LIMIT_LOGIN: '7',
      RATE_LIMIT_CONTACT: '',
    });
    expect([config.RATE_LIMIT_API, config.RATE_LIMIT_LOGIN, config.RATE_LIMIT_CONTACT]).toEqual([
      0, 7, 5,
    ]);
    expect(() => loadConfig({ RATE_LIMIT_API: '-1' })).toThrow(/RATE_LIMIT_API/);
    expect(() => loadConfig({ RATE_LIMIT_CONTACT: 'muitos' })).toThrow(/RATE_LIMIT_CONTACT/);
  });

  it('groups IPv6 clients by /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('API limit (RATE_LIMIT_API=5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { RATE_LIMIT_API: 5 } });
  });
  afterAll(() => t.close());

  /** The API limit reaches the shared counters a few times a second: wait for `count`. */
  async function untilCounted(ip: string, count: number) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const [row] = await t.db
        .select({ count: rateLimitBuckets.count })
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, `api:${ip}`));
      if (row?.count === count) return;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`api:${ip} never reached ${count}`);
  }

  it('answers 429 with Retry-After and the JSON error past the limit, per client', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await t.request('GET', '/api/faqs', { ip });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    expectTooMany(await t.request('GET', '/api/faqs', { ip }), 60);
    // Any API path, any method, even one that does not exist.
    expectTooMany(await t.request('GET', '/api/nao-existe', { ip }), 60);
    expect((await t.request('GET', '/API/FAQS', { ip })).statusCode).toBe(429);
    expectTooMany(await t.request('POST', '/api/contacts', { ip, body: contact('x') }), 60);
    // Another client is not affected.
    expect((await t.request('GET', '/api/faqs', { ip: nextIp() })).statusCode).toBe(200);
  });

  it('answers tRPC calls with the tRPC error shape, so the site and panel show the message', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await t.request('GET', '/api/faqs', { ip });
    const res = await t.request('GET', '/trpc/faqs.list,services.list?batch=1&input={}', { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toMatchObject({
      error: {
        message: MESSAGES.tooManyRequests,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
      },
    });
  });

  it('leaves pages, health checks and CORS preflights alone', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) await t.request('GET', '/api/faqs', { ip });
    expect((await t.request('GET', '/api/health', { ip })).statusCode).toBe(200);
    expect((await t.request('GET', '/robots.txt', { ip })).statusCode).toBe(200);
    const preflight = await t.request('OPTIONS', '/api/faqs', {
      ip,
      headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so (a client cannot dodge it)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect((await t.request('GET', '/api/faqs', { ip, headers: spoofed })).statusCode).toBe(200);
    }
    const res = await t.request('GET', '/api/faqs', {
      ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts one IPv6 /64 as one client', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.request('GET', '/api/faqs', { ip: `2001:db8:77:1::${i + 1}` });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.request('GET', '/api/faqs', { ip: '2001:db8:77:1::abcd' })).statusCode).toBe(
      429,
    );
    expect((await t.request('GET', '/api/faqs', { ip: '2001:db8:77:2::1' })).statusCode).toBe(200);
  });

  it('is shared by every instance using the same database, within a flush', async () => {
    const second = await buildApp({
      config: {
        LOG_LEVEL: 'silent',
        CORS_ORIGINS: [],
        BODY_LIMIT: 1024 * 1024,
        TRUST_PROXY: false,
        publicUrl: 'http://localhost:3000',
        secureCookies: false,
        WEB_DEV: false,
        RATE_LIMIT_API: 5,
      },
      deps: { db: t.db },
    });
    try {
      const ip = nextIp();
      const get = async (app: typeof second) =>
        (await app.inject({ method: 'GET', url: '/api/faqs', remoteAddress: ip })).statusCode;
      expect([await get(t.app), await get(t.app), await get(t.app)]).toEqual([200, 200, 200]);
      await untilCounted(ip, 3);
      // The second instance learns the shared total when it adds its own count.
      expect(await get(second)).toBe(200);
      await untilCounted(ip, 4);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([await get(second), await get(second)]).toEqual([200, 429]);
    } finally {
      await second.close();
    }
  });

  it('counts concurrent requests exactly', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.request('GET', '/api/faqs', { ip })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('purges counters of ended windows and keeps current ones', async () => {
    const ip = nextIp();
    await t.request('GET', '/api/faqs', { ip });
    await untilCounted(ip, 1);
    await t.db.insert(rateLimitBuckets).values({
      key: `api:${ip}-old`,
      window_start: sql`now() - interval '2 hours'` as unknown as Date,
      expires_at: sql`now() - interval '1 hour'` as unknown as Date,
      count: 9,
    });
    await purgeRateLimitBuckets(t.db);
    const keys = (
      await t.db
        .select({ key: rateLimitBuckets.key })
        .from(rateLimitBuckets)
        .where(like(rateLimitBuckets.key, `api:${ip}%`))
    ).map((row) => row.key);
    expect(keys).toEqual([`api:${ip}`]);
  });
});

describe('contact limit (RATE_LIMIT_CONTACT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { RATE_LIMIT_CONTACT: 2 } });
  });
  afterAll(() => t.close());

  const stored = async (marker: string) =>
    (
      await t.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(like(contactMessages.message, `%${marker}%`))
    ).length;

  it('takes 2 messages per client per 10 minutes, over REST and tRPC alike, then 429', async () => {
    const ip = nextIp();
    const marker = `limite-${ip}`;
    expect(
      (await t.request('POST', '/api/contacts', { ip, body: contact(marker) })).statusCode,
    ).toBe(200);
    const viaTrpc = await t.request('POST', '/trpc/contacts.create', { ip, body: contact(marker) });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    const refused = await t.request('POST', '/api/contacts', { ip, body: contact(marker) });
    expectTooMany(refused, 600);
    expect(await stored(marker)).toBe(2);
    const refusedTrpc = await t.request('POST', '/trpc/contacts.create', {
      ip,
      body: contact(marker),
    });
    expect(refusedTrpc.statusCode).toBe(429);
    expect(refusedTrpc.json().error.message).toBe(MESSAGES.tooManyRequests);
    expect(await stored(marker)).toBe(2);

    // Reading the site is not limited by it, and another client may write.
    expect((await t.request('GET', '/api/faqs', { ip })).statusCode).toBe(200);
    const other = nextIp();
    expect(
      (await t.request('POST', '/api/contacts', { ip: other, body: contact(marker) })).statusCode,
    ).toBe(200);
  });
});

describe('failed logins per client (RATE_LIMIT_LOGIN=3)', () => {
  let t: TestApp;
  let seq = 0;
  const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;
  beforeAll(async () => {
    t = await startTestApp({ config: { RATE_LIMIT_LOGIN: 3 } });
  });
  afterAll(() => t.close());

  const login = (ip: string, username: string, password: string) =>
    t.request('POST', '/api/auth/login', { ip, body: { username, password } });

  it('after 3 failures over any usernames, refuses that client for every account', async () => {
    const ip = nextIp();
    const victim = uniqueName('rl-victim');
    await createTestUser(t.db, victim, 'viewer');
    for (const name of ['rl-a', 'rl-b', 'rl-c']) {
      expect((await login(ip, uniqueName(name), 'senha-chutada-1')).statusCode).toBe(401);
    }
    // Even the right password of an account that is not locked: no password is checked.
    const refused = await login(ip, victim, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(refused.json()).toEqual({
      success: false,
      token: null,
      user: null,
      error: MESSAGES.tooManyRequests,
      code: 'TOO_MANY_REQUESTS',
      request_id: expect.any(String),
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // The same through tRPC (the admin panel's login).
    const viaTrpc = await t.request('POST', '/trpc/auth.login', {
      ip,
      body: { username: victim, password: TEST_PASSWORD },
    });
    expect(viaTrpc.statusCode).toBe(429);
    // The account itself is fine from elsewhere.
    expect((await login(nextIp(), victim, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures: successful logins and invalid requests do not', async () => {
    const ip = nextIp();
    const username = uniqueName('rl-staff');
    await createTestUser(t.db, username, 'viewer');
    for (let i = 0; i < 6; i++) {
      expect((await login(ip, username, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(ip, '', '')).statusCode).toBe(400);
    }
    expect((await login(ip, username, 'errada-1-xyz')).statusCode).toBe(401);
    expect((await login(ip, username, 'errada-2-xyz')).statusCode).toBe(401);
    expect((await login(ip, username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly 3 of 10 simultaneous wrong guesses through', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(ip, uniqueName(`rl-par-${i}`), 'chute-paralelo')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('stores its counters per client in rate_limit_buckets', async () => {
    const ip = nextIp();
    await login(ip, uniqueName('rl-row'), 'senha-chutada-2');
    const [row] = await t.db
      .select({ count: rateLimitBuckets.count })
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, `login-fail:${ip}`));
    expect(row?.count).toBe(1);
  });
});
