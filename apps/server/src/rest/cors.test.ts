import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wireRequest } from '../testing/wire';

/**
 * Cross-origin access: a browser integration from an origin in CORS_ORIGINS passes its
 * preflights and reads the headers it needs; any other origin gets no CORS header at all.
 * Checked over a real socket, where a browser's requests arrive.
 */

const LISTED = 'https://crm.exemplo.com.br';
const OTHER = 'https://outro-site.exemplo.com';

let t: TestApp;
let base: string;
let manager: string;

beforeAll(async () => {
  // Written with a trailing slash, as people paste addresses: still the same origin.
  t = await startTestApp({ config: { CORS_ORIGINS: [`${LISTED}/`] } });
  manager = await t.tokenFor('manager');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

const preflight = (path: string, origin: string, method = 'PATCH') =>
  wireRequest(base, path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

const corsHeaders = (answer: { rawHeaders: Array<[string, string]> }) =>
  answer.rawHeaders.filter(([name]) => name.startsWith('access-control-'));

const listOf = (value: string | undefined) =>
  (value ?? '').split(',').map((part) => part.trim().toLowerCase());

describe('a listed origin', () => {
  it.each(['/api/services/1', '/api/services', '/api/contacts', '/trpc/services.list'])(
    'passes the preflight of %s with 204, the methods, headers and max age',
    async (path) => {
      const answer = await preflight(path, LISTED);
      expect(answer.status).toBe(204);
      expect(answer.header('access-control-allow-origin')).toBe(LISTED);
      expect(answer.header('access-control-allow-credentials')).toBe('true');
      expect(listOf(answer.header('access-control-allow-methods'))).toEqual([
        'get',
        'post',
        'put',
        'patch',
        'delete',
      ]);
      expect(listOf(answer.header('access-control-allow-headers'))).toEqual([
        'authorization',
        'content-type',
        'idempotency-key',
        'if-none-match',
        'if-match',
        'x-request-id',
      ]);
      expect(Number(answer.header('access-control-max-age'))).toBeGreaterThan(0);
      expect(listOf(answer.header('vary'))).toContain('origin');
      expect(answer.body.length).toBe(0);
    },
  );

  it('reads ETag, Retry-After, Location, the rate-limit headers, replay, request id and challenge', async () => {
    const answer = await wireRequest(base, '/api/services', { headers: { origin: LISTED } });
    expect(answer.status).toBe(200);
    expect(answer.header('access-control-allow-origin')).toBe(LISTED);
    expect(listOf(answer.header('access-control-expose-headers'))).toEqual([
      'etag',
      'retry-after',
      'location',
      'ratelimit',
      'ratelimit-policy',
      'idempotent-replayed',
      'x-request-id',
      'www-authenticate',
      'link',
    ]);
    // A kept public answer varies by Origin as well as by encoding: a shared cache must not
    // hand one origin's CORS headers to another.
    expect(answer.header('etag')).toBeDefined();
    expect(listOf(answer.header('vary'))).toEqual(
      expect.arrayContaining(['origin', 'accept-encoding']),
    );
  });

  it('reads a refused write and a PATCH answer with a Bearer token', async () => {
    const [service] = (await t.request('GET', '/api/services')).json();
    const patched = await wireRequest(base, `/api/services/${service.id}`, {
      method: 'PATCH',
      headers: {
        origin: LISTED,
        authorization: `Bearer ${manager}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ price: service.price }),
    });
    expect(patched.status).toBe(200);
    expect(patched.header('access-control-allow-origin')).toBe(LISTED);

    const refused = await wireRequest(base, `/api/services/${service.id}`, {
      method: 'PATCH',
      headers: { origin: LISTED, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect(refused.header('access-control-allow-origin')).toBe(LISTED);
  });
});

describe('any other origin', () => {
  it.each(['/api/services/1', '/api/contacts', '/trpc/services.list', '/nada'])(
    'gets a plain 204 to the preflight of %s, with no CORS header',
    async (path) => {
      const answer = await preflight(path, OTHER);
      expect(answer.status).toBe(204);
      expect(corsHeaders(answer)).toEqual([]);
      expect(answer.body.length).toBe(0);
    },
  );

  it('gets its answers with no CORS header', async () => {
    const answer = await wireRequest(base, '/api/services', { headers: { origin: OTHER } });
    expect(answer.status).toBe(200);
    expect(corsHeaders(answer)).toEqual([]);
    // A prefix of a listed origin is another origin.
    const prefix = await wireRequest(base, '/api/services', {
      headers: { origin: `${LISTED}.atacante.com` },
    });
    expect(corsHeaders(prefix)).toEqual([]);
  });

  it('an OPTIONS that is no preflight is still refused with the methods the path takes', async () => {
    const answer = await wireRequest(base, '/api/services', { method: 'OPTIONS' });
    expect(answer.status).toBe(405);
    expect(answer.header('allow')).toContain('GET');
    expect(corsHeaders(answer)).toEqual([]);
  });
});

describe('writes that ride on the session cookie', () => {
  const patchWithCookie = async (origin: string) => {
    const [service] = (await t.request('GET', '/api/services')).json();
    return wireRequest(base, `/api/services/${service.id}`, {
      method: 'PATCH',
      headers: {
        origin,
        cookie: `oficina_session=${manager}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ price: service.price }),
    });
  };

  it('pass from a listed origin, which can read the answer', async () => {
    const answer = await patchWithCookie(LISTED);
    expect(answer.status).toBe(200);
    expect(answer.header('access-control-allow-origin')).toBe(LISTED);
  });

  it('are refused from any other origin, with no CORS header to read the refusal by', async () => {
    const answer = await patchWithCookie(OTHER);
    expect(answer.status).toBe(403);
    expect(corsHeaders(answer)).toEqual([]);
  });
});

describe('without CORS_ORIGINS', () => {
  it('sends no CORS header to anyone, and answers preflights 204 without them', async () => {
    const plain = await startTestApp();
    try {
      const pre = await plain.request('OPTIONS', '/api/services', {
        headers: { origin: LISTED, 'access-control-request-method': 'GET' },
      });
      expect(pre.statusCode).toBe(204);
      expect(Object.keys(pre.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      const get = await plain.request('GET', '/api/services', { headers: { origin: LISTED } });
      expect(Object.keys(get.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
