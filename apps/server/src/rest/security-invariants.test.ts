import { compileErrors, validate } from '@readme/openapi-parser';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, dayOf, firstServiceId, openAllDay, startAt } from '../testing/bookings';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let adminName: string;
let doc: OpenApiDocument;

type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  responses?: Record<string, unknown>;
  security?: unknown[];
};
type OpenApiDocument = {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
};

const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'] as const;

/** Text that must never reach a client. */
const FORBIDDEN = ['password_hash', '$argon2', '    at '];

function expectClean(label: string, res: Pick<LightMyRequestResponse, 'body'>) {
  for (const needle of FORBIDDEN) {
    expect
      .soft(res.body.includes(needle), `${label} contains ${JSON.stringify(needle)}`)
      .toBe(false);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  adminName = `seguranca-${process.pid}`;
  admin = await t.tokenFor('admin', adminName);
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/**
 * Every call the site, the panel and API clients make, under the /api base: third parties rely
 * on these paths, so the document must keep offering each with these methods.
 */
const SPEC_CALLS: Record<string, string[]> = {
  '/health': ['get'],
  '/services': ['get', 'post'],
  '/services/{id}': ['get', 'put', 'delete'],
  '/testimonials': ['get', 'post'],
  '/testimonials/{id}': ['put', 'delete'],
  '/company': ['get', 'put'],
  '/contacts': ['get', 'post'],
  '/contacts/{id}/status': ['put'],
  '/users': ['get', 'post'],
  '/users/{id}': ['get', 'put', 'delete'],
  '/users/username/{username}': ['get'],
  '/users/{id}/toggle-status': ['put'],
  '/settings': ['get'],
  '/settings/{key}': ['get', 'put', 'delete'],
  '/banners': ['get', 'post'],
  '/banners/{id}': ['get', 'put', 'delete'],
  '/banners/key/{key}': ['get'],
  '/banners/position/{position}': ['get'],
  '/popups': ['get', 'post'],
  '/popups/{id}': ['get', 'put', 'delete'],
  '/popups/active/{page}': ['get'],
  '/faqs': ['get', 'post'],
  '/faqs/{id}': ['put', 'delete'],
  '/auth/login': ['post'],
  '/whatsapp-contexts/{name}': ['get'],
  '/whatsapp-settings': ['get'],
  '/social-links': ['get'],
  '/editable-content': ['get'],
};

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((method) => ({
      path,
      method,
      op: item[method] as Operation,
    })),
  );

const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 served under /api', () => {
    expect(doc.openapi).toMatch(/^3\.1(\.\d+)?$/);
    // Relative first, so the docs page calls the host it was opened from; the public one next.
    expect(doc.servers?.map((server) => server.url)).toEqual(['/api', 'http://localhost:3000/api']);
  });

  it('contains every call the product makes, with its methods', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(SPEC_CALLS)) {
      for (const method of methods) {
        if (!doc.paths[path]?.[method]) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares every operation with responses, a unique operationId and its path params', () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const label = `${method.toUpperCase()} ${path}`;
      expect(Object.keys(op.responses ?? {}).length, label).toBeGreaterThan(0);
      expect(op.operationId, label).toBeTruthy();
      expect(ids.has(op.operationId!), `${label} duplicate operationId`).toBe(false);
      ids.add(op.operationId!);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), label).toEqual(pathParams(path).sort());
      for (const param of declared) expect(param.required, `${label} {${param.name}}`).toBe(true);
    }
  });

  it('marks the private operations as needing the Bearer token', () => {
    const privateOps: Array<[string, string]> = [
      ['/users', 'get'],
      ['/users', 'post'],
      ['/users/{id}', 'delete'],
      ['/settings', 'get'],
      ['/settings/{key}', 'put'],
      ['/contacts', 'get'],
      ['/contacts/{id}/status', 'put'],
      ['/audit-log', 'get'],
    ];
    for (const [path, method] of privateOps) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([
        { Authorization: [] },
      ]);
    }
    // Public operations say so (an empty requirement); lists that show hidden rows with a
    // viewer's token say the token is optional.
    expect(doc.paths['/auth/login']?.post?.security).toEqual([]);
    expect(doc.paths['/testimonials']?.get?.security).toEqual([]);
    expect(doc.paths['/services']?.get?.security).toEqual([{}, { Authorization: [] }]);
    expect(doc.paths['/faqs']?.get?.security).toEqual([{}, { Authorization: [] }]);
  });

  it('passes the OpenAPI validator', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('never mentions the password hash', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expectClean('openapi.json', res);
  });
});

describe('no response leaks secrets or stack traces', () => {
  it('the login and user-create responses', async () => {
    const login = await t.request('POST', '/api/auth/login', {
      body: { username: adminName, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expectClean('POST /auth/login', login);

    const failed = await t.request('POST', '/api/auth/login', {
      body: { username: adminName, password: 'senha-errada' },
    });
    expect(failed.statusCode).toBe(401);
    expectClean('POST /auth/login (wrong password)', failed);

    const created = await t.request('POST', '/api/users', {
      token: admin,
      body: { username: `criado-${process.pid}`, password: 'senha-do-criado-1', role: 'manager' },
    });
    expect(created.statusCode).toBe(200);
    expectClean('POST /users', created);

    const updated = await t.request('PUT', `/api/users/${created.json().id}`, {
      token: admin,
      body: { password: 'senha-nova-do-criado' },
    });
    expect(updated.statusCode).toBe(200);
    expectClean('PUT /users/{id}', updated);

    const toggled = await t.request('PUT', `/api/users/${created.json().id}/toggle-status`, {
      token: admin,
    });
    expectClean('PUT /users/{id}/toggle-status', toggled);
  });

  it('every GET operation of the document, as admin and anonymously', async () => {
    // Rows for the lists that start empty.
    const contact = await t.request('POST', '/api/contacts', {
      body: {
        name: 'Varredura',
        email: 'varredura@example.com',
        message: 'Mensagem para a varredura de segurança',
        lgpd_consent: true,
      },
    });
    expect(contact.statusCode).toBe(200);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/media?alt=Varredura',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'image/png',
        'x-file-name': 'varredura.png',
      },
      payload: await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 160 } },
      })
        .png()
        .toBuffer(),
    });
    expect(image.statusCode).toBe(201);
    // A booking, for its admin item and the customer's own link (whose code no list shows).
    await openAllDay(t, admin);
    const booking = await t.request('POST', '/api/bookings', {
      body: bookingBody(await firstServiceId(t), startAt(3, '10:00')),
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const bookingCode = (booking.json() as { manage_url: string }).manage_url.split('/').at(-1);
    const webhook = await t.request('POST', '/api/webhooks', {
      token: admin,
      body: { url: 'http://127.0.0.1:9/varredura', events: ['contact.created'] },
    });
    expect(webhook.statusCode).toBe(201);

    const gets = operations().filter((o) => o.method === 'get');
    expect(gets.length).toBeGreaterThan(20);

    const listCache = new Map<string, unknown[]>();
    async function itemsOf(listPath: string): Promise<unknown[]> {
      if (!listCache.has(listPath)) {
        const op = doc.paths[listPath]?.get;
        const query = op?.parameters?.some((p) => p.name === 'include_inactive')
          ? '?include_inactive=true'
          : '';
        const res = await t.request('GET', `/api${listPath}${query}`, { token: admin });
        const body = res.statusCode === 200 ? res.json() : null;
        listCache.set(
          listPath,
          Array.isArray(body) ? body : Array.isArray(body?.items) ? body.items : [],
        );
      }
      return listCache.get(listPath)!;
    }

    /** A real value for a path param: from the closest list above it, or a known one. */
    async function valueFor(path: string, param: string): Promise<string | undefined> {
      const segments = path.split('/');
      const at = segments.indexOf(`{${param}}`);
      for (let end = at; end > 1; end--) {
        const listPath = segments.slice(0, end).join('/');
        if (pathParams(listPath).length > 0 || !doc.paths[listPath]?.get) continue;
        for (const item of await itemsOf(listPath)) {
          const value = (item as Record<string, unknown>)?.[param];
          if (typeof value === 'string' || typeof value === 'number') return String(value);
        }
      }
      return { page: 'home', username: adminName, key: 'site_name', token: bookingCode }[param];
    }

    const knownQuery: Record<string, string> = {
      service_id: String(await firstServiceId(t)),
      from: dayOf(1),
      to: dayOf(7),
      // The banners of one page of the site.
      page: '/servicos',
    };
    const calls: string[] = ['/api/settings/max_login_attempts', '/api/popups/active/*'];
    const unresolved: string[] = [];
    for (const { path } of gets) {
      let url = path;
      for (const param of pathParams(path)) {
        const value = await valueFor(path, param);
        if (value === undefined) unresolved.push(`${path} {${param}}`);
        url = url.replace(`{${param}}`, encodeURIComponent(value ?? '1'));
      }
      // Required query parameters (the availability of a service over some days).
      const required = (doc.paths[path]?.get?.parameters ?? []).filter(
        (p) => p.in === 'query' && p.required,
      );
      const query = new URLSearchParams();
      for (const { name } of required) {
        const value = knownQuery[name];
        if (value === undefined) unresolved.push(`${path} ?${name}`);
        query.set(name, value ?? '1');
      }
      calls.push(`/api${url}${required.length > 0 ? `?${query}` : ''}`);
    }
    expect(unresolved).toEqual([]);

    const failures: string[] = [];
    for (const url of calls) {
      const asAdmin = await t.request('GET', url, { token: admin });
      if (asAdmin.statusCode !== 200) failures.push(`${url} → ${asAdmin.statusCode}`);
      expectClean(`GET ${url} (admin)`, asAdmin);
      const anonymous = await t.request('GET', url);
      expect.soft([200, 401], `GET ${url} (anonymous)`).toContain(anonymous.statusCode);
      expectClean(`GET ${url} (anonymous)`, anonymous);
    }
    expect(failures).toEqual([]);
  });

  it('error answers, on REST and on tRPC', async () => {
    const responses: Array<[string, LightMyRequestResponse]> = [
      ['GET /users/abc', await t.request('GET', '/api/users/abc', { token: admin })],
      ['GET /users/0', await t.request('GET', '/api/users/0', { token: admin })],
      ['GET /users/2147483000', await t.request('GET', '/api/users/2147483000', { token: admin })],
      ['GET /users anonymous', await t.request('GET', '/api/users')],
      [
        'POST /users invalid',
        await t.request('POST', '/api/users', { token: admin, body: { username: 1 } }),
      ],
      [
        'POST /users duplicate',
        await t.request('POST', '/api/users', {
          token: admin,
          body: { username: adminName, password: 'senha-valida-1' },
        }),
      ],
      ['tRPC users.list', await t.request('GET', '/trpc/users.list', { token: admin })],
      [
        'tRPC users.byId invalid',
        await t.request('GET', `/trpc/users.byId?input=${encodeURIComponent('{"id":"x"}')}`, {
          token: admin,
        }),
      ],
      ['tRPC unknown procedure', await t.request('GET', '/trpc/nao.existe', { token: admin })],
    ];
    for (const [label, res] of responses) expectClean(label, res);
    expect(responses[6]?.[1].statusCode).toBe(200);
  });
});

describe('transport errors answer JSON', () => {
  it('malformed JSON → 400 { error, code }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "sem fim"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: expect.any(String),
      code: 'BAD_REQUEST',
      request_id: expect.any(String),
    });
    expectClean('malformed JSON', res);
  });

  it('a malformed URL (bad percent-encoding) → 400 { error, code }', async () => {
    const res = await t.request('GET', '/api/popups/active/%ZZ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Dados inválidos',
      code: 'BAD_REQUEST',
      request_id: expect.any(String),
    });
  });

  it('malformed JSON on a protected route is still a 400 JSON answer', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/site_name',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      payload: "{value: 'x'}",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('unknown /api paths → 404 { error, code }', async () => {
    for (const [method, url] of [
      ['GET', '/api/nao-existe'],
      ['POST', '/api/nao-existe'],
      ['GET', '/api/users/1/nada'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.request(method, url, { token: admin });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({
        error: expect.any(String),
        code: 'NOT_FOUND',
        request_id: expect.any(String),
      });
    }
  });

  it('a body over the limit → 413 { error }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
    expectClean('413', res);
  });
});
