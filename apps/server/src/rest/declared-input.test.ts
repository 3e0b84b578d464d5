import { buildOpenApiDocument } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { type WireAnswer, wireRequest } from '../testing/wire';

/**
 * Say no, never drop: a REST call that names a query parameter or body field its operation does
 * not take is refused with 400 naming each one, before anything runs, on every operation of the
 * document. Over a real port.
 */
const RUNS = Number(process.env.SHAPE_RUNS ?? (process.env.CI ? 40 : 8));

let t: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ config: { RATE_LIMIT_API: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const send = (
  method: string,
  path: string,
  body?: unknown,
  token: string | undefined = admin,
): Promise<WireAnswer> =>
  wireRequest(base, path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

function expectRefusedNaming(answer: WireAnswer, ...names: string[]) {
  expect(answer.status, answer.text()).toBe(400);
  const body = answer.json();
  expect(body.code).toBe('BAD_REQUEST');
  for (const name of names) expect(body.error).toContain(name);
  const named = body.issues.map((issue: { path: string[] }) => issue.path.join('.'));
  expect(named).toEqual(expect.arrayContaining(names));
}

describe('the cases an integrator hit', () => {
  it('a body field of another name is refused, and nothing is stored', async () => {
    const title = `Post com campo trocado ${process.pid}`;
    const answer = await send('POST', '/api/blog-posts', {
      title,
      content: 'O texto foi para o campo errado.',
    });
    expectRefusedNaming(answer, 'content');
    const list = await send('GET', `/api/blog-posts?search=${encodeURIComponent(title)}`);
    expect(list.text()).not.toContain(title);
  });

  it('a query parameter of another spelling is refused; the documented one works', async () => {
    expectRefusedNaming(
      await send('GET', '/api/services?updatedSince=2026-01-01T00:00:00Z', undefined, undefined),
      'updatedSince',
    );
    const documented = await send(
      'GET',
      '/api/services?updated_since=2026-01-01T00:00:00Z',
      undefined,
      undefined,
    );
    expect(documented.status, documented.text()).toBe(200);
  });

  it('names every unknown one at once, query and body', async () => {
    const answer = await send('PATCH', '/api/company?versao=2', { nome: 'x', telefone: 'y' });
    expectRefusedNaming(answer, 'versao', 'nome', 'telefone');
    expect(answer.json().issues).toContainEqual({
      path: ['versao'],
      message: MESSAGES.unknownParameter,
      code: 'unrecognized_keys',
    });
  });

  it('a body sent to an operation that reads none: text is 415, JSON fields are named', async () => {
    const id = (
      await send('POST', '/api/faqs', { question: 'Apagar com corpo?', answer: 'Não.' })
    ).json().id;
    const text = await wireRequest(base, `/api/faqs/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
      body: 'apagar mesmo',
    });
    expect(text.status, text.text()).toBe(415);
    expectRefusedNaming(await send('DELETE', `/api/faqs/${id}`, { motivo: 'x' }), 'motivo');
    expect((await send('GET', `/api/faqs/${id}`)).status).toBe(200);
    expect((await send('DELETE', `/api/faqs/${id}`, {})).status).toBe(200);
  });

  it('a cache-buster on a public read is refused too (it was silently ignored)', async () => {
    expectRefusedNaming(await send('GET', '/api/faqs?_=123', undefined, undefined), '_');
  });
});

describe('one way of paging at a time', () => {
  // Every list that takes both pairs, in every mix of one field of each.
  const lists = ['/api/contacts', '/api/audit-log', '/api/media'];
  const mixes = [
    ['page=2', 'limit=2'],
    ['page_size=5', 'offset=10'],
    ['page=1', 'offset=0'],
    ['page_size=5', 'limit=5'],
  ];

  it('refuses page/page_size sent with limit/offset, naming them, on REST and tRPC', async () => {
    for (const list of lists)
      for (const [page, window] of mixes) {
        const answer = await send('GET', `${list}?${page}&${window}`);
        expect(answer.status, `${list}?${page}&${window}: ${answer.text()}`).toBe(400);
        const body = answer.json();
        expect(body.error).toBe(MESSAGES.mixedPaging);
        const named = body.issues.map((issue: { path: string[] }) => issue.path[0]);
        expect(named).toEqual([page!.split('=')[0], window!.split('=')[0]]);
      }
    const input = encodeURIComponent(JSON.stringify({ page: 2, limit: 2 }));
    const trpc = await send('GET', `/trpc/contacts.list?input=${input}`);
    expect(trpc.status).toBe(400);
    expect(trpc.json().error.message).toBe(MESSAGES.mixedPaging);
  });

  it('either pair alone still pages', async () => {
    for (const list of lists) {
      for (const query of ['page=1&page_size=5', 'limit=5&offset=0']) {
        const answer = await send('GET', `${list}?${query}`);
        expect(answer.status, `${list}?${query}: ${answer.text()}`).toBe(200);
      }
    }
  });
});

describe('every paged list says whether there is more', () => {
  it('has_more and a Link to the next window, until the last page', async () => {
    // Enough audit entries and contacts for three pages of two.
    for (let i = 0; i < 5; i++)
      await send('POST', '/api/faqs', { question: `Paginada ${i}?`, answer: 'Sim.' });
    for (const list of ['/api/contacts', '/api/audit-log', '/api/media', '/api/bookings']) {
      let path: string | undefined = `${list}?limit=2`;
      const seen: number[] = [];
      while (path) {
        const answer = await send('GET', path);
        expect(answer.status, `${path}: ${answer.text()}`).toBe(200);
        const page = answer.json();
        expect(typeof page.has_more, path).toBe('boolean');
        expect(page.has_more).toBe(page.offset + page.limit < page.total);
        seen.push(...page.items.map((item: { id: number }) => item.id));
        const link = answer.header('link');
        if (page.has_more) {
          expect(link, path).toMatch(/^<\/api\/[^>]+>; rel="next"$/);
          path = /^<([^>]+)>/.exec(link!)![1];
          expect(path).toContain(`offset=${page.offset + page.limit}`);
        } else {
          expect(link, path).toBeUndefined();
          path = undefined;
          expect(seen.length, list).toBe(page.total);
        }
        if (seen.length > 200) break;
      }
    }
  });

  it('the outbox pages by page/page_size, and its Link says the next page', async () => {
    const answer = await send('GET', '/api/outbox?page=1&page_size=1');
    expect(answer.status, answer.text()).toBe(200);
    const page = answer.json();
    expect(page.has_more).toBe(page.page * page.page_size < page.total);
    if (page.has_more) expect(answer.header('link')).toContain('page=2');
  });
});

type Json = Record<string, unknown>;
const document = buildOpenApiDocument('http://localhost/api') as unknown as {
  paths: Record<string, Record<string, Json>>;
};
/** Every operation as something we can call: path parameters filled with 1. */
const operations = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path: `/api${template.replace(/\{[^}]+\}/g, '1')}`,
    hasBody: Boolean((operation.requestBody as Json | undefined)?.content),
    query: new Set(
      ((operation.parameters ?? []) as Array<{ in: string; name: string }>)
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    ),
  })),
);
// Uploads and the CSV export are routes of their own, reading raw bytes or no body.
const callable = operations.filter(
  (operation) => !['/api/media', '/api/contacts/export.csv'].includes(operation.path),
);

describe('every operation of the document', () => {
  const name = fc
    .stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/)
    .filter((candidate) => !['__proto__', 'constructor', 'prototype'].includes(candidate));

  it('refuses an undeclared query parameter, naming it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callable), name, async (operation, parameter) => {
        fc.pre(!operation.query.has(parameter));
        const answer = await send(
          operation.method,
          `${operation.path}?${encodeURIComponent(parameter)}=1`,
          operation.hasBody ? {} : undefined,
        );
        expectRefusedNaming(answer, parameter);
      }),
      { numRuns: RUNS * 10, seed: 20_261_129 },
    );
  });

  it('refuses an undeclared body field, naming it, on every operation that takes a body', async () => {
    const withBody = callable.filter((operation) => operation.hasBody);
    expect(withBody.length).toBeGreaterThan(40);
    for (const operation of withBody) {
      const field = `campo_inventado_${operation.method.toLowerCase()}`;
      const answer = await send(operation.method, operation.path, { [field]: 'x' });
      // A body that is a free map of keys (none today) would be the procedure's to judge.
      expect(answer.text(), `${operation.method} ${operation.path}`).toContain(field);
      expectRefusedNaming(answer, field);
    }
  });
});

describe('the document says so', () => {
  it('every request body schema no answer shares has additionalProperties: false', () => {
    const full = buildOpenApiDocument('http://localhost/api') as unknown as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
      components: { schemas: Record<string, Json> };
    };
    const names = new Set<string>();
    for (const item of Object.values(full.paths))
      for (const operation of Object.values(item))
        JSON.stringify(operation.requestBody ?? {}, (key, value) => {
          if (key === '$ref') names.add(String(value).split('/').pop() ?? '');
          return value;
        });
    const open = [...names].filter((name) => {
      const schema = full.components.schemas[name];
      return schema?.properties && schema.additionalProperties !== false;
    });
    expect(names.size).toBeGreaterThan(30);
    expect(open).toEqual([]);
  });
});
