import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHeaders } from '../plugins/rate-limit-headers';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * REST answers tell the client its budget, as the IETF draft "RateLimit header fields for
 * HTTP" spells it: `RateLimit-Policy: "api";q=5;w=60` and `RateLimit: "api";r=4;t=42`.
 */

const API_LIMIT = 5;
const CONTACT_LIMIT = 2;

let t: TestApp;
let address = 0;
/** A fresh client address per test, so each starts with its whole budget. */
const nextIp = () => `198.51.100.${++address}`;

beforeAll(async () => {
  t = await startTestApp({
    config: { RATE_LIMIT_API: API_LIMIT, RATE_LIMIT_CONTACT: CONTACT_LIMIT, RATE_LIMIT_LOGIN: 3 },
  });
});
afterAll(() => t.close());

/** The parameters of each item of a structured-field list, by the item's name. */
function items(header: unknown): Record<string, Record<string, number>> {
  expect(typeof header).toBe('string');
  const out: Record<string, Record<string, number>> = {};
  for (const item of String(header).split(',')) {
    const [name, ...params] = item.trim().split(';');
    expect(name).toMatch(/^"[a-z-]+"$/);
    out[name!.slice(1, -1)] = Object.fromEntries(
      params.map((param) => {
        const [key, value] = param.split('=');
        expect(value).toMatch(/^\d+$/);
        return [key!, Number(value)];
      }),
    );
  }
  return out;
}

const contact = (ip: string) =>
  t.request('POST', '/api/contacts', {
    ip,
    body: {
      name: 'Cliente Apressado',
      phone: '(21) 98888-0000',
      message: 'Quero um orçamento para a recarga.',
      lgpd_consent: true,
    },
  });

describe('RateLimit headers', () => {
  it('name the whole-API policy and count down what is left in its window', async () => {
    const ip = nextIp();
    for (let used = 1; used <= API_LIMIT; used++) {
      const res = await t.request('GET', '/api/services', { ip });
      expect(res.statusCode).toBe(200);
      expect(items(res.headers['ratelimit-policy'])).toEqual({ api: { q: API_LIMIT, w: 60 } });
      const { api } = items(res.headers.ratelimit);
      expect(api!.r).toBe(API_LIMIT - used);
      expect(api!.t).toBeGreaterThanOrEqual(0);
      expect(api!.t).toBeLessThanOrEqual(60);
    }
  });

  it('say 0 left past the limit, and when to come back, as Retry-After does', async () => {
    const ip = nextIp();
    for (let i = 0; i < API_LIMIT; i++) await t.request('GET', '/api/faqs', { ip });
    const refused = await t.request('GET', '/api/faqs', { ip });
    expect(refused.statusCode).toBe(429);
    const { api } = items(refused.headers.ratelimit);
    expect(api).toEqual({ r: 0, t: Number(refused.headers['retry-after']) });
  });

  it('add the contact policy to a contact message', async () => {
    const ip = nextIp();
    const first = await contact(ip);
    expect(first.statusCode).toBe(200);
    expect(items(first.headers['ratelimit-policy'])).toEqual({
      api: { q: API_LIMIT, w: 60 },
      contact: { q: CONTACT_LIMIT, w: 600 },
    });
    expect(items(first.headers.ratelimit).contact!.r).toBe(CONTACT_LIMIT - 1);
    await contact(ip);
    const refused = await contact(ip);
    expect(refused.statusCode).toBe(429);
    expect(items(refused.headers.ratelimit).contact).toEqual({
      r: 0,
      t: Number(refused.headers['retry-after']),
    });
  });

  it('are on failed answers too, and on none of health, tRPC or pages', async () => {
    const ip = nextIp();
    const missing = await t.request('GET', '/api/services/2147483647', { ip });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.ratelimit).toBeDefined();
    for (const url of ['/api/health', '/trpc/services.list', '/']) {
      const res = await t.request('GET', url, { ip });
      expect(res.headers.ratelimit, url).toBeUndefined();
      expect(res.headers['ratelimit-policy'], url).toBeUndefined();
    }
  });

  it('are on a reused Idempotency-Key (422) and a stale If-Match (412), not on a 414', async () => {
    const ip = nextIp();
    const key = `chave-${ip}`;
    const body = (message: string) => ({
      name: 'Cliente',
      phone: '(21) 98888-0000',
      message,
      lgpd_consent: true,
    });
    const send = (message: string) =>
      t.request('POST', '/api/contacts', {
        ip,
        body: body(message),
        headers: { 'idempotency-key': key },
      });
    expect((await send('Primeira mensagem')).statusCode).toBe(200);
    const reused = await send('Outra mensagem');
    expect(reused.statusCode).toBe(422);
    expect(reused.headers.ratelimit).toBeDefined();

    const manager = await t.tokenFor('manager');
    const faq = (
      await t.request('POST', '/api/faqs', {
        ip,
        token: manager,
        body: { question: 'Cabeçalhos no 412?', answer: 'Sim.' },
      })
    ).json();
    const stale = await t.request('PATCH', `/api/faqs/${faq.id}`, {
      ip,
      token: manager,
      body: { answer: 'Não.' },
      headers: { 'if-match': '"velho"' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.ratelimit).toBeDefined();

    const tooLong = await t.request('GET', `/api/services?q=${'a'.repeat(9000)}`, { ip });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers.ratelimit).toBeUndefined();
  });

  it('are absent when the limits are off', async () => {
    const unlimited = await startTestApp({
      config: { RATE_LIMIT_API: 0, RATE_LIMIT_CONTACT: 0, RATE_LIMIT_LOGIN: 0 },
    });
    try {
      const res = await unlimited.request('GET', '/api/services');
      expect(res.headers.ratelimit).toBeUndefined();
      expect(res.headers['ratelimit-policy']).toBeUndefined();
    } finally {
      await unlimited.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares both headers on limited answers and a 429 with Retry-After', async () => {
    const document = (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(document.components.headers)).toEqual(
      expect.arrayContaining(['RateLimit', 'RateLimit-Policy']),
    );
    expect(document.info.description).toContain('RateLimit-Policy');
    const responses = document.paths['/services/{id}'].patch.responses;
    expect(responses['200'].headers.RateLimit.$ref).toBe('#/components/headers/RateLimit');
    expect(responses['429'].headers['Retry-After']).toBeDefined();
    expect(document.paths['/health'].get.responses['200'].headers).toBeUndefined();
  });
});

describe('rateLimitHeaders', () => {
  it('writes one list item per policy, never a negative or fractional figure', () => {
    expect(
      rateLimitHeaders([
        { name: 'api', quota: 300, windowSeconds: 60, remaining: 297, resetsIn: 41.2 },
        { name: 'login', quota: 20, windowSeconds: 900, remaining: -1, resetsIn: 0 },
      ]),
    ).toEqual({
      policy: '"api";q=300;w=60, "login";q=20;w=900',
      limit: '"api";r=297;t=42, "login";r=0;t=0',
    });
  });
});
