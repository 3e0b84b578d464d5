import { MESSAGES } from '@oficina/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wireRequest } from '../testing/wire';

/**
 * Inputs an integration might send by mistake are refused plainly: ids only as positive decimal
 * integers (never read as 1), JSON only in UTF-8 and only as an object, and no answer ever
 * shows a person "undefined" or "NaN".
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

/** Words from code that must never reach a person reading an answer. */
const LEAKS = /undefined|NaN|\[object Object\]/;

function expectRefused(res: { statusCode: number; body: string }, what: string, statuses = [400]) {
  expect(statuses, `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(res.body, what).not.toMatch(LEAKS);
  const body = JSON.parse(res.body) as { error?: unknown };
  expect(typeof body.error, what).toBe('string');
}

const ODD_IDS = [
  '0x1',
  '1e0',
  '1.0',
  '01',
  '+1',
  '-1',
  '0',
  '1_0',
  '%201',
  '1%00',
  'NaN',
  'Infinity',
  'undefined',
  'null',
  '2147483648',
  '99999999999999999999999',
];

const ID_PATHS = [
  '/api/services',
  '/api/faqs',
  '/api/popups',
  '/api/banners',
  '/api/blog-posts',
  '/api/portfolio',
  '/api/social-links',
  '/api/testimonials',
];

describe('ids in paths', () => {
  it.each(ID_PATHS)(
    '%s/{id}: odd spellings of 1 are 400 on every method, never 1',
    async (base) => {
      for (const id of ODD_IDS) {
        for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
          const res = await t.request(method, `${base}/${id}`, {
            token: admin,
            ...(method === 'PUT' || method === 'PATCH' ? { body: {} } : {}),
          });
          expectRefused(res, `${method} ${base}/${id}`);
          expect(res.json().issues?.[0]).toMatchObject({
            path: ['id'],
            message: MESSAGES.invalidId,
          });
        }
      }
    },
  );

  it('a well-formed id that names no row is 404', async () => {
    const res = await t.request('PATCH', '/api/services/2147483647', { token: admin, body: {} });
    expectRefused(res, 'missing', [404]);
  });
});

/** A body sent as given, with the content type given. */
const raw = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: string, type: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'content-type': type },
    payload,
  });

describe('JSON bodies', () => {
  it('are refused with 415 in a charset other than UTF-8, on REST and tRPC', async () => {
    for (const charset of ['iso-8859-1', 'latin1', 'windows-1252', 'utf-16', '"us-ascii"']) {
      const type = `application/json; charset=${charset}`;
      const rest = await raw('PATCH', '/api/services/1', '{"price":"R$ 1"}', type);
      expectRefused(rest, `REST ${charset}`, [415]);
      expect(rest.json()).toEqual({
        error: MESSAGES.jsonCharset,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        request_id: expect.any(String),
      });

      const trpc = await raw('POST', '/trpc/services.patch', '{"id":1,"price":"R$ 1"}', type);
      expect(trpc.statusCode).toBe(415);
      expect(trpc.json().error.message).toBe(MESSAGES.jsonCharset);
    }
  });

  it('are read in UTF-8 however the charset is spelled', async () => {
    const [service] = (await t.request('GET', '/api/services')).json();
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset="utf-8"',
    ]) {
      const res = await raw(
        'PATCH',
        `/api/services/${service.id}`,
        '{"price":"Sob consulta, ção"}',
        type,
      );
      expect(res.statusCode, type).toBe(200);
      expect(res.json().price).toBe('Sob consulta, ção');
    }
    await t.request('PATCH', `/api/services/${service.id}`, {
      token: admin,
      body: { price: service.price },
    });
  });

  it.each([
    ['an array', '[{"price":"R$ 1"}]'],
    ['null', 'null'],
    ['a string', '"R$ 1"'],
    ['a number', '1'],
    ['a boolean', 'true'],
  ])('are refused as %s, which no operation takes', async (_what, payload) => {
    for (const [method, url] of [
      ['PATCH', '/api/services/1'],
      ['PUT', '/api/services/1'],
      ['POST', '/api/contacts'],
    ] as const) {
      const res = await raw(method, url, payload, 'application/json');
      expectRefused(res, `${method} ${url} ${payload}`);
      expect(res.json().error).toBe(MESSAGES.jsonBodyNotObject);
    }
  });

  it.each([
    ['a number too large for a double', '{"display_order": 1e400}', 'display_order'],
    ['the text NaN for a number', '{"display_order": "NaN"}', 'display_order'],
    ['a number for a text', '{"title": 12}', 'title'],
    ['an object for a text', '{"price": {"valor": 1}}', 'price'],
    ['a null for a required text', '{"title": null}', 'title'],
  ])('name the field for %s, in Portuguese', async (_what, payload, field) => {
    const res = await raw('PATCH', '/api/services/1', payload, 'application/json');
    expectRefused(res, payload);
    expect(res.json().issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual([
      field,
    ]);
  });
});

describe('query parameters', () => {
  it.each([
    '/api/contacts?page=NaN',
    '/api/contacts?page=abc',
    '/api/contacts?page_size=Infinity',
    '/api/contacts?page=0',
    '/api/contacts?page=99999999999999999999999',
    '/api/contacts?status=talvez',
    '/api/contacts?sort=undefined',
    '/api/faqs?include_inactive=talvez',
    '/api/blog-posts?include_inactive=',
  ])('%s is a 400 without code words', async (url) => {
    expectRefused(await t.request('GET', url, { token: admin }), url);
  });
});

describe('over a real socket', () => {
  let base: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });

  const asResponse = (answer: { status: number; text(): string }) =>
    ({ statusCode: answer.status, body: answer.text() }) as Pick<
      LightMyRequestResponse,
      'statusCode' | 'body'
    >;

  it('refuses 0x1 as an id and a Latin-1 body with their Portuguese answers', async () => {
    const hex = await wireRequest(base, '/api/services/0x1');
    expectRefused(asResponse(hex), 'GET 0x1');

    // "ç" in Latin-1 is one byte (0xE7) that is no UTF-8 at all.
    const latin1 = await wireRequest(base, '/api/services/1', {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json; charset=iso-8859-1',
      },
      body: Buffer.from('{"price":"Promoção"}', 'latin1'),
    });
    expectRefused(asResponse(latin1), 'Latin-1 body', [415]);
    expect(latin1.json().error).toBe(MESSAGES.jsonCharset);
  });
});
