import { buildOpenApiDocument } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { type WireAnswer, wireRequest } from '../testing/wire';

/**
 * Conditional requests for every caller, over a real port: reads answered 200 carry an ETag
 * (authenticated ones `private, no-cache`), If-None-Match answers 304, and PUT/PATCH/DELETE
 * with a stale If-Match answer 412 and change nothing.
 */
let t: TestApp;
let base: string;
let manager: string;

beforeAll(async () => {
  t = await startTestApp({ config: { RATE_LIMIT_API: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  manager = await t.tokenFor('manager');
});
afterAll(() => t.close());

const call = (
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string | null } = {},
): Promise<WireAnswer> => {
  const token = options.token === undefined ? manager : options.token;
  return wireRequest(base, path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
};

async function newFaq(question: string): Promise<number> {
  const created = await call('POST', '/api/faqs', {
    body: { question, answer: 'Resposta.', active: true },
  });
  expect(created.status, created.text()).toBeLessThan(300);
  return created.json().id;
}

describe('reads carry a validator', () => {
  it('an authenticated item read: ETag, private no-cache, 304 when unchanged', async () => {
    const id = await newFaq('Validador da leitura?');
    const first = await call('GET', `/api/faqs/${id}`);
    expect(first.status).toBe(200);
    const etag = first.header('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.header('cache-control')).toBe('private, no-cache');
    const again = await call('GET', `/api/faqs/${id}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.header('etag')).toBe(etag);
    // A change makes a new tag, and the old one no longer answers 304.
    await call('PATCH', `/api/faqs/${id}`, { body: { answer: 'Outra resposta.' } });
    const changed = await call('GET', `/api/faqs/${id}`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.header('etag')).not.toBe(etag);
  });

  it('every GET of the document answered 200 to an admin carries an ETag', async () => {
    const admin = await t.tokenFor('admin');
    const document = buildOpenApiDocument('http://localhost/api') as unknown as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string }> }>>;
    };
    const reads = Object.entries(document.paths)
      .filter(([path, item]) => item.get && !path.includes('{') && path !== '/contacts/export.csv')
      .filter(([, item]) => !item.get?.parameters?.some((p) => p.in === 'path'))
      .map(([path]) => `/api${path}`);
    expect(reads.length).toBeGreaterThan(20);
    let answered = 0;
    // Not the health check: monitors always get its live answer (no-store).
    for (const path of reads.filter((read) => read !== '/api/health')) {
      const answer = await call('GET', path, { token: admin });
      if (answer.status !== 200) continue;
      answered++;
      expect(answer.header('etag'), path).toBeDefined();
      const again = await call('GET', path, {
        token: admin,
        headers: { 'if-none-match': answer.header('etag')! },
      });
      // A list whose answer moves on its own (a clock) may differ; most answer 304.
      expect([200, 304], path).toContain(again.status);
    }
    expect(answered).toBeGreaterThan(20);
  });
});

describe('If-Match guards writes', () => {
  it('a stale tag: 412 in Portuguese, nothing changed; the current tag: the write runs', async () => {
    const id = await newFaq('Quem salvou por último?');
    const read = await call('GET', `/api/faqs/${id}`);
    const etag = read.header('etag')!;
    // Someone else changes it meanwhile.
    await call('PATCH', `/api/faqs/${id}`, { body: { answer: 'Mudado por outra pessoa.' } });

    for (const method of ['PATCH', 'PUT'] as const) {
      const stale = await call(method, `/api/faqs/${id}`, {
        body: { answer: 'Minha versão antiga.' },
        headers: { 'if-match': etag },
      });
      expect(stale.status, stale.text()).toBe(412);
      expect(stale.json()).toMatchObject({
        error: MESSAGES.preconditionFailed,
        code: 'PRECONDITION_FAILED',
      });
    }
    const deleted = await call('DELETE', `/api/faqs/${id}`, { headers: { 'if-match': etag } });
    expect(deleted.status).toBe(412);
    const after = await call('GET', `/api/faqs/${id}`);
    expect(after.json().answer).toBe('Mudado por outra pessoa.');

    const current = after.header('etag')!;
    const fresh = await call('PATCH', `/api/faqs/${id}`, {
      body: { answer: 'Agora sim.' },
      headers: { 'if-match': current },
    });
    expect(fresh.status, fresh.text()).toBe(200);
    expect(fresh.json().answer).toBe('Agora sim.');
  });

  it('two writers holding the same tag: exactly one wins, the other gets 412', async () => {
    const id = await newFaq('Corrida de gravações?');
    const etag = (await call('GET', `/api/faqs/${id}`)).header('etag')!;
    const answers = await Promise.all(
      ['Primeira', 'Segunda', 'Terceira'].map((answer) =>
        call('PATCH', `/api/faqs/${id}`, { body: { answer }, headers: { 'if-match': etag } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412, 412]);
  });

  it('* asks only that the item exists; a missing item fails the condition', async () => {
    const id = await newFaq('Existe?');
    const star = await call('PATCH', `/api/faqs/${id}`, {
      body: { answer: 'Existe.' },
      headers: { 'if-match': '*' },
    });
    expect(star.status).toBe(200);
    const missing = await call('PATCH', '/api/faqs/2147483647', {
      body: { answer: 'Não existe.' },
      headers: { 'if-match': '*' },
    });
    expect(missing.status).toBe(412);
  });

  it('an address with no read of its own says If-Match does not apply there', async () => {
    const answer = await call('PUT', '/api/faqs/order', {
      body: { ids: [1] },
      headers: { 'if-match': '"x"' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json().error).toBe(MESSAGES.ifMatchUnsupported);
  });

  it('the read behind an If-Match spends nothing of the budget', async () => {
    const limited = await startTestApp({ shareDatabaseOf: t, config: { RATE_LIMIT_API: 1000 } });
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const limitedBase = `http://127.0.0.1:${(limited.app.server.address() as { port: number }).port}`;
      const id = await newFaq('Quanto custa?');
      const etag = (await call('GET', `/api/faqs/${id}`)).header('etag')!;
      const answer = await wireRequest(limitedBase, `/api/faqs/${id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${manager}`,
          'content-type': 'application/json',
          'if-match': etag,
        },
        body: JSON.stringify({ answer: 'Uma unidade.' }),
      });
      expect(answer.status, answer.text()).toBe(200);
      expect(answer.header('ratelimit')).toMatch(/r=999\b/);
    } finally {
      await limited.close();
    }
  });
});
