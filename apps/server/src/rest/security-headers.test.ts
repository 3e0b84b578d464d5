import { createHash } from 'node:crypto';
import { MESSAGES } from '@oficina/core';
import { openTestDatabase } from '@oficina/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { expectError } from '../testing/rest-expectations';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/**
 * Browser defences a client can see (OWASP ASVS 5.0 V3; MDN HTTP Observatory): the headers on
 * pages, API answers and the panel; HSTS and `__Host-` cookies only over https; and the
 * cross-site check on writes that ride on the session cookie.
 */

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.tokenFor('manager');
});
afterAll(() => t.close());

/** The directives of a Content-Security-Policy, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, resourcePolicy = 'same-origin') {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe(resourcePolicy);
  expect(res.headers['x-frame-options']).toBe('DENY');
  const permissions = String(res.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`);
  }
}

/** What every HTML policy must hold: nothing but our own scripts runs, nothing frames us. */
function expectStrictPagePolicy(csp: Map<string, string[]>) {
  expect(csp.get('default-src')).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:']) {
    expect(scripts).not.toContain(unsafe);
  }
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('font-src')).toEqual(["'self'"]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('manifest-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');

describe('public pages', () => {
  it.each(['/', '/servicos'])(
    '%s carries every header, and the hash of each of its inline scripts',
    async (path) => {
      const res = await t.request('GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectCommonHeaders(res);
      expect(res.headers['strict-transport-security'], 'no HSTS over http').toBeUndefined();

      const csp = directives(res);
      expectStrictPagePolicy(csp);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      const sources = csp.get('script-src') ?? [];
      // Only this origin's files and these exact inline scripts: no nonce, nothing else.
      expect(sources[0]).toBe("'self'");
      for (const source of sources.slice(1))
        expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);

      // Every inline script the page writes (theme, accessibility, hydration data) is allowed by
      // its hash, so an injected one is not.
      const scripts = inlineScripts(res.body);
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const text of scripts) expect(sources).toContain(sha256Source(text));
      // No inline event handler attributes anywhere.
      expect(res.body).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    },
  );

  it('the 404 page has the same policy', async () => {
    const res = await t.request('GET', '/pagina-que-nao-existe');
    expect(res.statusCode).toBe(404);
    expectCommonHeaders(res);
    expectStrictPagePolicy(directives(res));
  });

  it('the offline page allows exactly its own inline scripts, by hash', async () => {
    const res = await t.request('GET', '/offline.html');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    const csp = directives(res);
    expectStrictPagePolicy(csp);
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThan(0);
    expect(csp.get('script-src')).toEqual(["'self'", ...inline]);
    // No style attribute either (the page needs nothing inline but its scripts).
    expect(res.body).not.toMatch(/\sstyle="/);
  });
});

describe('the API, the panel and the documentation', () => {
  it('GET /api/services: the common headers and a policy that loads nothing', async () => {
    const res = await t.request('GET', '/api/services');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    const csp = directives(res);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('an API error answer has them too', async () => {
    const res = await t.request('GET', '/api/services/999999999');
    expect(res.statusCode).toBe(404);
    expectCommonHeaders(res);
    expect(directives(res).get('default-src')).toEqual(["'none'"]);
  });

  it('GET /admin: the strict page policy; the shell has no inline script', async () => {
    const res = await t.request('GET', '/admin');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    const csp = directives(res);
    expectStrictPagePolicy(csp);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    for (const tag of scriptTags(res.body)) expect(tag).toMatch(/\ssrc="\/admin\/assets\//);
  });

  it('GET /api/docs: only its own scripts, never framed', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    const csp = directives(res);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(scriptTags(res.body).every((tag) => /\ssrc=/.test(tag))).toBe(true);
  });

  it('images may be shown by sibling sites (same-site), and an SVG opened alone runs nothing', async () => {
    const res = await t.request('GET', '/media/favicon.svg');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res, 'same-site');
    expect(directives(res).get('default-src')).toEqual(["'none'"]);
  });
});

describe('over https', () => {
  let app: FastifyInstance;
  let closeDb: () => Promise<void>;
  let username: string;

  beforeAll(async () => {
    const handle = await openTestDatabase(inject('testDatabase'));
    closeDb = handle.close;
    app = await buildApp({
      config: {
        LOG_LEVEL: 'silent',
        CORS_ORIGINS: ['https://painel.oficina.example'],
        BODY_LIMIT: 1024 * 1024,
        TRUST_PROXY: true,
        publicUrl: 'https://oficina.example',
        secureCookies: true,
        WEB_DEV: false,
      },
      deps: { db: handle.db },
    });
    await app.ready();
    username = `https-${process.pid}`;
    await createTestUser(handle.db, username, 'manager');
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
  });

  const https = { 'x-forwarded-proto': 'https', host: 'oficina.example' };

  it('sends HSTS and upgrades mixed content only when the request came over https', async () => {
    const secure = await app.inject({ method: 'GET', url: '/', headers: https });
    expect(secure.statusCode).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(directives(secure).has('upgrade-insecure-requests')).toBe(true);
    const api = await app.inject({ method: 'GET', url: '/api/services', headers: https });
    expect(api.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');

    const plain = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'oficina.example' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plain).has('upgrade-insecure-requests')).toBe(false);
  });

  it('ignores X-Forwarded-Proto from a proxy it does not trust', async () => {
    const res = await t.request('GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('names the session cookie __Host-…: Secure, HttpOnly, SameSite=Strict, Path=/, no Domain', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...https, 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password: TEST_PASSWORD }),
    });
    expect(login.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((c) => c.startsWith('__Host-oficina_session='));
    expect(cookie, setCookie.join('\n')).toBeDefined();
    expect(setCookie.some((c) => c.startsWith('oficina_session='))).toBe(false);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    const token = login.json().token as string;

    const me = (cookieHeader: string) =>
      app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { ...https, cookie: cookieHeader },
      });
    expect((await me(`__Host-oficina_session=${token}`)).statusCode).toBe(200);
    // The plain name is not this mode's cookie: a subdomain could have planted it.
    expect((await me(`oficina_session=${token}`)).statusCode).toBe(401);

    // Cross-site writes with that cookie are refused here as well; PUBLIC_URL and a listed
    // CORS origin are this site.
    const write = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/faqs',
        headers: {
          ...https,
          origin,
          cookie: `__Host-oficina_session=${token}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ question: `Pergunta de ${origin}?`, answer: 'Resposta.' }),
      });
    expectError(await write('https://outro-site.example'), 403, 'FORBIDDEN', MESSAGES.forbidden);
    expect((await write('https://oficina.example')).statusCode).toBe(200);
    expect((await write('https://painel.oficina.example')).statusCode).toBe(200);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        ...https,
        origin: 'https://oficina.example',
        cookie: `__Host-oficina_session=${token}`,
      },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = ([] as string[]).concat(logout.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /^__Host-oficina_session=;/.test(c))).toBe(true);
  });
});

describe('writes that ride on the session cookie must come from this site', () => {
  const faq = (question: string) => ({ question, answer: 'Resposta de teste.' });
  const cookie = () => `oficina_session=${manager}`;

  async function countFaqs(question: string): Promise<number> {
    const res = await t.request('GET', '/api/faqs?include_inactive=true', { token: manager });
    return res.json().filter((f: { question: string }) => f.question === question).length;
  }

  it('REST: a cross-site POST with the cookie answers 403 JSON and changes nothing', async () => {
    const question = 'Pergunta forjada por outro site?';
    const forged: Array<Record<string, string>> = [
      { origin: 'https://outro-site.example' },
      { origin: 'null' },
      { origin: 'http://localhost.outro-site.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of forged) {
      const res = await t.request('POST', '/api/faqs', {
        body: faq(question),
        headers: { cookie: cookie(), ...headers },
      });
      expectError(res, 403, 'FORBIDDEN', MESSAGES.forbidden);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await countFaqs(question)).toBe(0);
  });

  it('REST: PUT and DELETE are checked alike', async () => {
    const created = await t.request('POST', '/api/faqs', {
      token: manager,
      body: faq('Pergunta que outro site tenta mudar?'),
    });
    const id = created.json().id;
    const headers = { cookie: cookie(), origin: 'https://outro-site.example' };
    expectError(
      await t.request('PUT', `/api/faqs/${id}`, { body: faq('Mudada?'), headers }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.request('DELETE', `/api/faqs/${id}`, { headers }), 403, 'FORBIDDEN');
    const still = await t.request('GET', `/api/faqs/${id}`, { token: manager });
    expect(still.json().question).toBe('Pergunta que outro site tenta mudar?');
  });

  it('tRPC: a cross-site mutation with the cookie answers 403', async () => {
    const question = 'Pergunta forjada pelo tRPC?';
    const res = await t.request('POST', '/trpc/faqs.create', {
      body: faq(question),
      headers: { cookie: cookie(), origin: 'https://outro-site.example' },
    });
    // tRPC's own error envelope, which its clients read.
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      message: MESSAGES.forbidden,
      data: { code: 'FORBIDDEN', httpStatus: 403 },
    });
    expect(await countFaqs(question)).toBe(0);
    const same = await t.request('POST', '/trpc/faqs.create', {
      body: faq(question),
      headers: { cookie: cookie(), origin: 'http://localhost' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('the media upload is checked by the same rule', async () => {
    const res = await t.request('POST', '/api/media', {
      headers: {
        cookie: cookie(),
        origin: 'https://outro-site.example',
        'content-type': 'image/png',
      },
    });
    expectError(res, 403, 'FORBIDDEN');
  });

  it('same-origin writes, Bearer tokens and clients without Origin pass', async () => {
    const ok = async (question: string, headers: Record<string, string>, token?: string) => {
      const res = await t.request('POST', '/api/faqs', { body: faq(question), headers, token });
      expect(res.statusCode, res.body).toBe(200);
    };
    await ok('Mesma origem?', { cookie: cookie(), origin: 'http://localhost' });
    await ok('Mesma origem com porta?', { cookie: cookie(), origin: 'http://localhost:80' });
    await ok('Mesma origem pelo navegador?', { cookie: cookie(), 'sec-fetch-site': 'same-origin' });
    await ok('Sem Origin (curl)?', { cookie: cookie() });
    // A Bearer token is no ambient credential: another site cannot make the browser send it.
    await ok('Com token de outro site?', { origin: 'https://outro-site.example' }, manager);
    await ok(
      'Token e cookie de outro site?',
      { origin: 'https://outro-site.example', cookie: cookie() },
      manager,
    );
  });

  it('reads are not refused (the cookie is SameSite=Strict; GET changes nothing)', async () => {
    const res = await t.request('GET', '/api/auth/me', {
      headers: { cookie: cookie(), origin: 'https://outro-site.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
