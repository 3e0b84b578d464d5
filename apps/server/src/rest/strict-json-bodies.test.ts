import { describe, expect, it } from 'vitest';
import { keepJsonBodiesStrict } from '../plugins/strict-json-bodies';
import { useTestApp } from '../testing/rest-suite';
import { wireRequest } from '../testing/wire';

/**
 * A JSON body's numbers and booleans are taken as sent: the REST adapter would otherwise read
 * `null` as 0, `true` as 1 and `"5"` as 5 in a number field (and, once it had, tRPC too).
 * Sent over a real socket, as an integrator's client sends them.
 */

const s = useTestApp({ listen: true, roles: ['admin'] });

const send = (method: string, path: string, body: unknown) =>
  wireRequest(s.base, path, {
    method,
    headers: { authorization: `Bearer ${s.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const FAQ = { question: 'Quanto tempo leva a recarga?', answer: 'Cerca de uma hora.' };

describe('JSON bodies keep their types', () => {
  it.each([null, '5', true, '', [3]])(
    'refuses display_order %j with a Portuguese 400 and stores nothing',
    async (value) => {
      const before = (
        await wireRequest(s.base, '/api/faqs?include_inactive=true', {
          headers: { authorization: `Bearer ${s.admin}` },
        })
      ).json().length;
      const answer = await send('POST', '/api/faqs', { ...FAQ, display_order: value });
      expect(answer.status).toBe(400);
      expect(answer.json().error).toEqual(expect.any(String));
      expect(answer.text()).not.toMatch(/undefined|NaN/);
      const after = (
        await wireRequest(s.base, '/api/faqs?include_inactive=true', {
          headers: { authorization: `Bearer ${s.admin}` },
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
    const read = await wireRequest(s.base, `/api/faqs/${id}`);
    expect(read.json().display_order).toBe(7);
  });

  it('keeps tRPC strict too after REST calls', async () => {
    await send('POST', '/api/faqs', { ...FAQ, display_order: 'x' });
    const answer = await wireRequest(s.base, '/trpc/faqs.create', {
      method: 'POST',
      headers: { authorization: `Bearer ${s.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...FAQ, display_order: null }),
    });
    expect(answer.status).toBe(400);
  });

  it('still reads numbers from a query string', async () => {
    const answer = await wireRequest(s.base, '/api/contacts?page=2&page_size=5', {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.json().page).toBe(2);
  });

  it('finds no field schema that a body and a query string share', () => {
    expect(keepJsonBodiesStrict().sharedWithQueries).toBe(0);
  });
});
