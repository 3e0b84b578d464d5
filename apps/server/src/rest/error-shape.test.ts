import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ERROR_PAGE_TITLES, MESSAGES } from '@oficina/core';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBody,
  frameworkErrorHandler,
  MAX_URL_LENGTH,
  registerApiErrorHandling,
  STATUS_ANSWERS,
} from '../plugins/api-errors';
import { MISSING_ID } from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * One error shape everywhere: REST answers `{ error, code, issues? }`, tRPC its error envelope
 * with the same Portuguese message, public pages a small Portuguese page; each status with its
 * own message, and never "undefined" or "NaN" in a body.
 */
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  user = await t.tokenFor('user');
});
afterAll(() => t.close());

const expectClean = (text: string) => {
  expect(text).not.toMatch(/undefined|NaN/);
};

/**
 * REST: exactly `{ error, code, issues?, request_id }`, the status's own message unless given,
 * and the id of the answer's X-Request-Id header.
 */
function expectRest(res: LightMyRequestResponse, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expectClean(res.body);
  const body = res.json();
  const known = STATUS_ANSWERS[status]!;
  expect(body.code).toBe(known.code);
  expect(body.error).toBe(message ?? known.error);
  expect(
    Object.keys(body).every((key) => ['error', 'code', 'issues', 'request_id'].includes(key)),
  ).toBe(true);
  // The small apps below have no request-id plugin: Fastify's own id is named all the same.
  if (res.headers['x-request-id'] !== undefined)
    expect(body.request_id).toBe(res.headers['x-request-id']);
  else expect(typeof body.request_id).toBe('string');
  return body as { error: string; code: string; issues?: Array<{ path: string[] }> };
}

/** tRPC: its envelope, `error.message` the Portuguese message, `data` with code and status. */
function expectTrpc(res: LightMyRequestResponse, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expectClean(res.body);
  const { error } = res.json();
  const known = STATUS_ANSWERS[status]!;
  expect(error.message).toBe(message ?? known.error);
  expect(error.data).toMatchObject({ code: known.code, httpStatus: status });
  expect(typeof error.code).toBe('number');
  return error;
}

/** A public page: Portuguese HTML with the status's heading and message. */
function expectPage(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expectClean(res.body);
  expect(res.body).toContain('<html lang="pt-BR"');
  expect(res.body).toContain(ERROR_PAGE_TITLES[status]!);
}

const fieldsOf = (body: { issues?: Array<{ path: string[] }> }) =>
  (body.issues ?? []).map((issue) => issue.path.join('.'));

const longQuery = `?q=${'a'.repeat(MAX_URL_LENGTH)}`;
const bigBody = `{"message":"${'a'.repeat(1024 * 1024 + 10)}"}`;

/** A refusal to check: what is sent and the status and message expected. */
interface StatusCase {
  name: string;
  status: number;
  send: () => Promise<LightMyRequestResponse>;
  message?: string;
  allow?: string;
}

/** The refusals both transports give alike, at each transport's own addresses. */
function sharedCases(at: {
  invalidInput: string;
  contactsCreate: string;
  usersList: string;
  faqsCreate: string;
}): StatusCase[] {
  return [
    { name: 'invalid input', status: 400, send: () => t.request('GET', at.invalidInput) },
    {
      name: 'malformed JSON',
      status: 400,
      message: MESSAGES.invalidJson,
      send: () =>
        t.app.inject({
          method: 'POST',
          url: at.contactsCreate,
          headers: { 'content-type': 'application/json' },
          payload: '{"name": ',
        }),
    },
    { name: 'no session', status: 401, send: () => t.request('GET', at.usersList) },
    {
      name: 'a role below the one required',
      status: 403,
      message: MESSAGES.forbidden,
      send: () => t.request('GET', at.usersList, { token: user }),
    },
    {
      name: 'a cross-site write on the session cookie',
      status: 403,
      message: MESSAGES.forbidden,
      send: () =>
        t.request('POST', at.faqsCreate, {
          body: { question: 'Forjada?', answer: 'Sim.' },
          headers: { cookie: `oficina_session=${admin}`, origin: 'https://outro-site.example' },
        }),
    },
  ];
}

describe('REST: each status with its shape and Portuguese message', () => {
  const cases: StatusCase[] = [
    ...sharedCases({
      invalidInput: '/api/services/abc',
      contactsCreate: '/api/contacts',
      usersList: '/api/users',
      faqsCreate: '/api/faqs',
    }),
    { name: 'an unknown address', status: 404, send: () => t.request('GET', '/api/nada') },
    {
      name: 'a missing row',
      status: 404,
      message: 'Serviço não encontrado',
      send: () => t.request('GET', `/api/services/${MISSING_ID}`),
    },
    {
      name: 'TRACE on a list',
      status: 405,
      allow: 'GET, HEAD, POST',
      send: () => t.request('TRACE', '/api/services'),
    },
    {
      name: 'DELETE on the health check',
      status: 405,
      allow: 'GET, HEAD',
      send: () => t.request('DELETE', '/api/health'),
    },
    {
      name: 'PATCH where the path takes only PUT',
      status: 405,
      allow: 'PUT',
      send: () => t.request('PATCH', '/api/contacts/1/status', { token: admin, body: {} }),
    },
    {
      name: 'QUERY (RFC 10008)',
      status: 405,
      allow: 'GET, HEAD, POST',
      send: () => t.request('QUERY' as never, '/api/services'),
    },
    {
      name: 'POST on a read-only address outside the procedures',
      status: 405,
      allow: 'GET, HEAD',
      send: () => t.request('POST', '/api/openapi.json', { body: {} }),
    },
    {
      name: 'a body over the limit',
      status: 413,
      send: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          headers: { 'content-type': 'application/json' },
          payload: bigBody,
        }),
    },
    {
      name: 'a URL over the limit',
      status: 414,
      send: () => t.request('GET', `/api/services${longQuery}`),
    },
    {
      name: 'a body that is not JSON',
      status: 415,
      send: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          headers: { 'content-type': 'text/plain' },
          payload: 'oi',
        }),
    },
  ];

  it.each(cases)('$status: $name', async ({ status, send, message, allow }) => {
    const res = await send();
    expectRest(res, status, message);
    if (allow) expect(res.headers.allow).toBe(allow);
  });

  it('a HEAD where GET is answered is not refused', async () => {
    expect((await t.request('HEAD', '/api/health')).statusCode).toBe(200);
    expect((await t.request('HEAD', '/api/services/1')).statusCode).toBe(200);
  });

  it('an OPTIONS that is not a CORS preflight answers 405 with what the path takes', async () => {
    const res = await t.request('OPTIONS', '/api/services');
    expectRest(res, 405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expectRest(await t.request('OPTIONS', '/api/nada'), 404);
    expectTrpc(await t.request('OPTIONS', '/trpc/services.list'), 405);
  });

  it('so does one where CORS origins are listed, while preflights still pass', async () => {
    const cors = await startTestApp({ config: { CORS_ORIGINS: ['https://painel.example'] } });
    try {
      expectRest(await cors.request('OPTIONS', '/api/services'), 405);
      expectTrpc(await cors.request('OPTIONS', '/trpc/services.list'), 405);
      const preflight = await cors.request('OPTIONS', '/trpc/services.list', {
        headers: { origin: 'https://painel.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://painel.example');
    } finally {
      await cors.close();
    }
  });

  it('429 over the request limit', async () => {
    const limited = await startTestApp({ config: { RATE_LIMIT_API: 1 } });
    try {
      await limited.request('GET', '/api/services');
      expectRest(await limited.request('GET', '/api/services'), 429);
      expectTrpc(await limited.request('GET', '/trpc/services.list'), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('tRPC: the same statuses in its envelope', () => {
  const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
  const cases: StatusCase[] = [
    ...sharedCases({
      invalidInput: `/trpc/services.byId${input({ id: '0x1' })}`,
      contactsCreate: '/trpc/contacts.create',
      usersList: '/trpc/users.list',
      faqsCreate: '/trpc/faqs.create',
    }),
    { name: 'an unknown procedure', status: 404, send: () => t.request('GET', '/trpc/nada') },
    { name: 'no procedure at all', status: 404, send: () => t.request('GET', '/trpc') },
    {
      name: 'a missing row',
      status: 404,
      message: 'Serviço não encontrado',
      send: () => t.request('GET', `/trpc/services.byId${input({ id: MISSING_ID })}`),
    },
    { name: 'PUT', status: 405, send: () => t.request('PUT', '/trpc/services.list') },
    { name: 'TRACE', status: 405, send: () => t.request('TRACE', '/trpc/services.list') },
    { name: 'DELETE', status: 405, send: () => t.request('DELETE', '/trpc/faqs.delete') },
    {
      name: 'a body over the limit',
      status: 413,
      send: () =>
        t.app.inject({
          method: 'POST',
          url: '/trpc/contacts.create',
          headers: { 'content-type': 'application/json' },
          payload: bigBody,
        }),
    },
    {
      name: 'a URL over the limit',
      status: 414,
      send: () => t.request('GET', `/trpc/services.list${longQuery}`),
    },
  ];

  it.each(cases)('$status: $name', async ({ status, send, message }) => {
    const res = await send();
    expectTrpc(res, status, message);
    if (status === 405) expect(res.headers.allow).toBe('GET, HEAD, POST');
  });
});

describe('public pages: a Portuguese page for each status', () => {
  it('405 with Allow for a method no page takes', async () => {
    for (const method of ['TRACE', 'POST', 'DELETE', 'PUT'] as const) {
      const res = await t.request(method, '/');
      expectPage(res, 405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('404 for a missing file', async () => {
    expectPage(await t.request('GET', '/nada-aqui.js'), 404);
  });

  it('403 (not "internal server error") for a file that is never served', async () => {
    const res = await t.request('GET', '/media/.oculto');
    expect([403, 404]).toContain(res.statusCode);
    expectPage(res, res.statusCode);
    expect(res.body).not.toContain(MESSAGES.internal);
  });

  it('414 for a URL over the limit', async () => {
    expectPage(await t.request('GET', `/servicos${longQuery}`), 414);
  });

  it('each status answers its own page, no placeholder left', () => {
    for (const status of Object.keys(STATUS_ANSWERS).map(Number)) {
      const { type, body } = errorBody('/', status);
      expect(type).toContain('text/html');
      expectClean(body);
      expect(body).toContain(ERROR_PAGE_TITLES[status]!);
      expect(body).toContain(STATUS_ANSWERS[status]!.error);
      for (const path of ['/api/x', '/trpc/x']) {
        const api = errorBody(path, status);
        expectClean(api.body);
        expect(api.body).toContain(STATUS_ANSWERS[status]!.error);
      }
    }
  });
});

describe('ids are strict positive decimal integers, never coerced', () => {
  it.each([
    '0x1',
    '1e0',
    '%201',
    '1%20',
    '1.0',
    '01',
    '+1',
    '-1',
    '0',
    '1_000',
    '99999999999',
    '2147483648',
  ])('REST /api/services/%s → 400 naming the id', async (id) => {
    const body = expectRest(await t.request('GET', `/api/services/${id}`), 400);
    expect(fieldsOf(body)).toEqual(['id']);
    expect(body.issues?.[0]).toMatchObject({ message: MESSAGES.invalidId });
  });

  it('in a body too, and over tRPC: a number or its plain digits only', async () => {
    const update = (id: unknown) =>
      t.request('PUT', '/api/faqs/order', { token: admin, body: { ids: [id] } });
    for (const id of ['0x1', '1e0', 1.5, 0, true, null]) {
      const body = expectRest(await update(id), 400);
      expect(fieldsOf(body)).toEqual(['ids.0']);
    }
    const byId = (id: unknown) =>
      t.request('GET', `/trpc/services.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`);
    for (const id of ['0x1', ' 1', '1.0', 1.5, -1]) {
      const error = expectTrpc(await byId(id), 400);
      expect(error.data.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual([
        'id',
      ]);
    }
    expect((await byId(1)).statusCode).toBe(200);
    expect((await t.request('GET', '/api/services/1')).statusCode).toBe(200);
  });

  it('a missing id is "Campo obrigatório", never "undefined"', async () => {
    const res = await t.request('GET', `/trpc/services.byId?input=${encodeURIComponent('{}')}`);
    const error = expectTrpc(res, 400);
    expect(error.data.issues[0].message).toBe(MESSAGES.requiredField);
  });

  it('a page number that is not a number says so without "NaN"', async () => {
    const body = expectRest(
      await t.request('GET', '/api/contacts?page=abc', { token: admin }),
      400,
    );
    expect(fieldsOf(body)).toEqual(['page']);
  });
});

describe('dates are strict ISO 8601 within 1970–2100', () => {
  const OUT_OF_RANGE = ['0004-02-29', '0050-01-01', '1969-12-31', '2150-01-01'];
  const validPost = { title: 'Data fora do intervalo', body: 'Texto.', published: true };
  let slug = 0;
  const nextSlug = () => `datas-${process.pid}-${++slug}`;

  it.each(OUT_OF_RANGE)('blog published_at %s → 400 naming the field', async (date) => {
    const res = await t.request('POST', '/api/blog-posts', {
      token: admin,
      body: { ...validPost, slug: nextSlug(), published_at: `${date}T00:00:00Z` },
    });
    const body = expectRest(res, 400, MESSAGES.dateOutOfRange);
    expect(fieldsOf(body)).toEqual(['published_at']);
  });

  it('a blog date that is not ISO 8601 → 400 with the format asked for', async () => {
    for (const published_at of ['2025-02-30T00:00:00Z', '2025-01-01 10:00', '01/02/2025']) {
      const res = await t.request('POST', '/api/blog-posts', {
        token: admin,
        body: { ...validPost, slug: nextSlug(), published_at },
      });
      const body = expectRest(res, 400);
      expect(fieldsOf(body)).toEqual(['published_at']);
      expect(body.issues?.[0]).toMatchObject({ message: MESSAGES.invalidDateTime });
    }
  });

  it('dates at both ends of the range are kept as given', async () => {
    for (const published_at of ['1970-01-01T00:00:00.000Z', '2100-12-31T00:00:00.000Z']) {
      const res = await t.request('POST', '/api/blog-posts', {
        token: admin,
        body: { ...validPost, slug: nextSlug(), published_at },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().published_at).toBe(published_at);
    }
  });

  it.each(OUT_OF_RANGE)('popup start and end dates %s → 400 naming each field', async (date) => {
    const popup = {
      title: 'Popup com data',
      content: 'Aviso.',
      type: 'announcement',
      style: 'info',
      target_pages: '/teste-datas',
    };
    for (const field of ['start_date', 'expiry_date']) {
      const res = await t.request('POST', '/api/popups', {
        token: admin,
        body: { ...popup, [field]: `${date}T12:00:00-03:00` },
      });
      const body = expectRest(res, 400, MESSAGES.dateOutOfRange);
      expect(fieldsOf(body)).toEqual([field]);
    }
  });

  it.each(OUT_OF_RANGE)('offer valid_until %s → 400 naming the field', async (date) => {
    const path = '/api/marketing-configs/offer-banner';
    const current = (await t.request('GET', path, { token: admin })).json();
    const body = expectRest(
      await t.request('PUT', path, { token: admin, body: { ...current, valid_until: date } }),
      400,
      MESSAGES.dateOutOfRange,
    );
    expect(fieldsOf(body)).toEqual(['valid_until']);
  });
});

/** Writes raw bytes to the listening app and returns everything it answers before closing. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    // The server closes a connection it cannot read; a reset is one way it does.
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
    socket.on('connect', () => socket.write(request));
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const type = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  return { status, type, body: Buffer.from(body, 'latin1').toString('utf8') };
}

describe('what node refuses before Fastify sees it (real sockets)', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const bigHeader = `X-Grande: ${'a'.repeat(20_000)}\r\n`;

  it('431 for headers over the limit, in the shape of the path', async () => {
    const api = parseRaw(
      await rawExchange(port, `GET /api/services HTTP/1.1\r\nHost: x\r\n${bigHeader}\r\n`),
    );
    expect(api.status).toBe(431);
    expect(api.type).toContain('application/json');
    expect(JSON.parse(api.body)).toEqual({
      error: MESSAGES.headersTooLarge,
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      request_id: expect.any(String),
    });

    const trpc = parseRaw(
      await rawExchange(port, `GET /trpc/services.list HTTP/1.1\r\nHost: x\r\n${bigHeader}\r\n`),
    );
    expect(trpc.status).toBe(431);
    expect(JSON.parse(trpc.body).error.message).toBe(MESSAGES.headersTooLarge);

    const page = parseRaw(await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\n${bigHeader}\r\n`));
    expect(page.status).toBe(431);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain(ERROR_PAGE_TITLES[431]!);
  });

  it('414 when the URL alone is over the limit', async () => {
    const answer = parseRaw(
      await rawExchange(
        port,
        `GET /api/services?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({
      error: MESSAGES.uriTooLong,
      code: 'URI_TOO_LONG',
      request_id: expect.any(String),
    });
  });

  it('501 for a method name node does not know, 400 for a broken request line', async () => {
    const unknown = parseRaw(
      await rawExchange(port, 'FOO /api/services HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    expect(unknown.status).toBe(501);
    expect(JSON.parse(unknown.body)).toEqual({
      error: MESSAGES.methodNotImplemented,
      code: 'NOT_IMPLEMENTED',
      request_id: expect.any(String),
    });
    const broken = parseRaw(await rawExchange(port, 'GET /api/services HTTP/9\r\n\r\n'));
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({
      error: MESSAGES.malformedRequest,
      code: 'BAD_REQUEST',
      request_id: expect.any(String),
    });
  });

  it('QUERY reaches the app and is answered 405 with Allow', async () => {
    const answer = await rawExchange(
      port,
      'QUERY /api/services HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(parseRaw(answer).status).toBe(405);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
  });
});

describe('Fastify options the app sets (a small app of its own)', () => {
  async function smallApp() {
    const app = Fastify({
      frameworkErrors: frameworkErrorHandler,
      routerOptions: { maxParamLength: 100 },
    });
    registerApiErrorHandling(app);
    app.get('/api/coisas/:id', async () => ({ ok: true }));
    app.get('/paginas/:slug', async () => 'ok');
    await app.ready();
    return app;
  }

  it('frameworkErrors: bad percent-encoding 400, a parameter too long 414', async () => {
    const app = await smallApp();
    try {
      expectRest(await app.inject('/api/coisas/%ZZ'), 400, MESSAGES.validation);
      expectPage(await app.inject('/paginas/%ZZ'), 400);
      expectRest(await app.inject(`/api/coisas/${'1'.repeat(200)}`), 414);
      expectPage(await app.inject(`/paginas/${'a'.repeat(200)}`), 414);
    } finally {
      await app.close();
    }
  });

  it('with return503OnClosing off, a request that arrives while closing gets a Portuguese 503', async () => {
    const app = Fastify({ return503OnClosing: false });
    registerApiErrorHandling(app);
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/devagar', async () => {
      entered();
      await released;
      return { ok: true };
    });
    app.get('/api/depois', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;

    // A connection busy with a slow answer stays open while the server closes; the next
    // request on it arrives after closing began.
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /api/devagar HTTP/1.1\r\nHost: x\r\n\r\n');
    await inHandler;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('GET /api/depois HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.race([socketClosed, new Promise((resolve) => setTimeout(resolve, 5000))]);
    socket.destroy();
    await closed;

    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    const second = parseRaw(received.slice(received.indexOf('HTTP/1.1', 10)));
    expect(second.status).toBe(503);
    expect(JSON.parse(second.body)).toEqual({
      error: MESSAGES.unavailable,
      code: 'SERVICE_UNAVAILABLE',
      request_id: expect.any(String),
    });
  });
});
