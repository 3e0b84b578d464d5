import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Concurrent contact submissions: every one answered 200 is stored, once (PGlite and PostgreSQL). */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const N = 50;

const total = async () =>
  (await t.request('GET', '/api/contacts?page_size=1', { token: admin })).json().total as number;

describe('POST /api/contacts in parallel', () => {
  it(`${N} at once store exactly ${N} messages, each under its own id`, async () => {
    const before = await total();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          // Each from its own address, as N people would be.
          remoteAddress: `127.0.1.${i + 1}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            name: `Cliente ${i}`,
            email: `cliente${i}@example.com`,
            phone: null,
            vehicle: 'Gol 2015',
            service: 'Recarga de gás',
            message: `Mensagem simultânea número ${i}.`,
            lgpd_consent: true,
          }),
        }),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(N).fill(200));
    const ids = responses.map((res) => res.json().id as number);
    expect(new Set(ids).size).toBe(N);
    expect(await total()).toBe(before + N);
    for (const [i, id] of ids.entries()) {
      const res = await t.request('GET', `/api/contacts/${id}`, { token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(`Mensagem simultânea número ${i}.`);
    }
  });
});
