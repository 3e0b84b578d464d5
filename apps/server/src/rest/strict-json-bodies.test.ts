import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepJsonBodiesStrict } from '../plugins/strict-json-bodies';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wireRequest } from '../testing/wire';

/**
 * A JSON body's numbers and booleans are taken as sent: the REST adapter would otherwise read
 * `null` as 0, `true` as 1 and `"5"` as 5 in a number field (and, once it had, tRPC too).
 * Sent over a real socket, as an integrator's client sends them.
 */

let t: TestApp;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  token = await t.tokenFor('admin');
});
afterAll(() => t?.close());

const send = (method: string, path: string, body: unknown) =>
  wireRequest(baseUrl, path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const FAQ = { question: 'Quanto tempo leva a recarga?', answer: 'Cerca de uma hora.' };

describe('JSON bodies keep their types', () => {
  it.each([null, '5', true, '', [3]])(
    'refuses display_order %j with a Portuguese 400 and stores nothing',
    async (value) => {
      const before = (
        await wireRequest(baseUrl, '/api/faqs?include_inactive=true', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().length;
      const answer = await send('POST', '/api/faqs', { ...FAQ, display_order: value });
      expect(answer.status).toBe(400);
      expect(answer.json().error).toEqual(expect.any(String));
      expect(answer.text()).not.toMatch(/undefined|NaN/);
      const after = (
        await wireRequest(baseUrl, '/api/faqs?include_inactive=true', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().length;
      expect(after).toBe(before);
    },
  );

  it('takes a real number, and a PUT with null changes nothing', async () => {
    const created = await send('POST', '/api/faqs', { ...FAQ, display_order: 7 });
    expect(created.status).toBe(200);
    const { id } = created.json();
    const put = await send('PUT', `/api/faqs/${id}`, { display_order: null });
    expect(put.status).toBe(400);
    const read = await wireRequest(baseUrl, `/api/faqs/${id}`);
    expect(read.json().display_order).toBe(7);
  });

  it('keeps tRPC strict too after REST calls', async () => {
    await send('POST', '/api/faqs', { ...FAQ, display_order: 'x' });
    const answer = await wireRequest(baseUrl, '/trpc/faqs.create', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...FAQ, display_order: null }),
    });
    expect(answer.status).toBe(400);
  });

  it('still reads numbers from a query string', async () => {
    const answer = await wireRequest(baseUrl, '/api/contacts?page=2&page_size=5', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.json().page).toBe(2);
  });

  it('finds no field schema that a body and a query string share', () => {
    expect(keepJsonBodiesStrict().sharedWithQueries).toBe(0);
  });
});
