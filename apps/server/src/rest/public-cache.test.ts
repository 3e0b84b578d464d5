import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { services } from '@oficina/db';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_SCRIPT_MARK } from '../cache/inline-scripts';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Public pages and public GETs come from memory per URL and content version: same bytes and
 * ETag until a write, 304 for a client that has them, compressed once, `no-store` for
 * anything private; a write (on this instance, or on another one through LISTEN/NOTIFY) is
 * served at once.
 */

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp({ notifications: true });
  manager = await t.tokenFor('manager');
});
afterAll(() => t.close());

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

function expectPublic(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['cache-control']).toBe(PUBLIC);
  expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  expect(res.headers.vary).toContain('accept-encoding');
}

async function createService(title: string) {
  const res = await t.request('POST', '/api/services', {
    token: manager,
    body: { title, description: 'Descrição do serviço de teste.', display_order: 90 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; title: string };
}

/** Compression runs off the request path: the first answers may go out before it is ready. */
async function untilEncoded(url: string, encoding: 'br' | 'gzip') {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
    if (res.headers['content-encoding'] === encoding) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never came ${encoding}-encoded`);
}

describe('server-rendered pages', () => {
  it.each(['/', '/servicos', '/faq'])(
    '%s: the same bytes and ETag again, and 304 for a client that has them',
    async (url) => {
      const first = await t.request('GET', url);
      expectPublic(first);
      const again = await t.request('GET', url);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-security-policy']).toBe(
        first.headers['content-security-policy'],
      );

      const revalidated = await t.request('GET', url, {
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      const other = await t.request('GET', url, { headers: { 'if-none-match': 'W/"outro"' } });
      expect(other.statusCode).toBe(200);
    },
  );

  it('never sends the mark that tells the server its own scripts from injected ones', async () => {
    for (const url of ['/', '/servicos', '/pagina-que-nao-existe']) {
      const res = await t.request('GET', url);
      expect(res.body).not.toContain(SERVER_SCRIPT_MARK);
      expect(res.body).not.toMatch(/\snonce=/);
      expect(String(res.headers['content-security-policy'])).not.toContain(SERVER_SCRIPT_MARK);
    }
  });

  it('the not-found page is kept with its 404 status', async () => {
    const first = await t.request('GET', '/pagina-que-nao-existe');
    const again = await t.request('GET', '/pagina-que-nao-existe');
    expect(first.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
  });

  it('sends brotli or gzip made once, which decode to the same page', async () => {
    const plain = await t.request('GET', '/sobre');
    const br = await untilEncoded('/sobre', 'br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gzip = await untilEncoded('/sobre', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // q=0 refuses an encoding.
    const refused = await t.app.inject({
      url: '/sobre',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('a write shows on the next request, on the page and in the API', async () => {
    const before = await t.request('GET', '/servicos');
    expect(before.body).not.toContain('Higienização com ozônio');
    await t.request('GET', '/api/services');
    const created = await createService('Higienização com ozônio');

    const page = await t.request('GET', '/servicos');
    expect(page.body).toContain('Higienização com ozônio');
    expect(page.headers.etag).not.toBe(before.headers.etag);
    const list = await t.request('GET', '/api/services');
    expect(list.json().map((s: { title: string }) => s.title)).toContain('Higienização com ozônio');

    const removed = await t.request('DELETE', `/api/services/${created.id}`, { token: manager });
    expect(removed.statusCode).toBe(200);
    expect((await t.request('GET', '/servicos')).body).not.toContain('Higienização com ozônio');
  });

  it('a stale ETag after a write gets the new page, not a 304', async () => {
    const before = await t.request('GET', '/');
    await createService('Troca de compressor (teste de ETag)');
    const after = await t.request('GET', '/', {
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('public API reads', () => {
  it.each([
    '/api/services',
    '/api/faqs',
    '/api/company',
    '/api/public-settings',
    '/trpc/services.list',
  ])('%s is public with an ETag, 304 when unchanged', async (url) => {
    const first = await t.request('GET', url);
    expectPublic(first);
    const again = await t.request('GET', url);
    expect(again.body).toBe(first.body);
    const revalidated = await t.request('GET', url, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('a batched tRPC read of public procedures is public too', async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const res = await t.request(
      'GET',
      `/trpc/services.list,settings.public?batch=1&input=${input}`,
    );
    expectPublic(res);
  });

  it('a caller with a session gets a private answer, never a kept one', async () => {
    // Private: the browser may keep it but must check back (its own ETag, strong), and no
    // shared cache may keep it at all.
    const res = await t.request('GET', '/api/services', { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"/);
    const hidden = await t.request('GET', '/api/faqs?include_inactive=true', {
      token: manager,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.headers['cache-control']).toBe('private, no-cache');
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/auth/me'],
    ['GET', '/api/contacts'],
    ['GET', '/api/nao-existe'],
    ['POST', '/api/contacts'],
  ] as const)('%s %s is no-store', async (method, url) => {
    const res = await t.request(method, url, method === 'POST' ? { body: {} } : {});
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('a refusal is not kept and stays private', async () => {
    const res = await t.request('GET', '/api/services/0');
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await t.request('GET', '/api/services/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('kept answers still count against the rate limit', async () => {
    const limited = await startTestApp({
      shareDatabaseOf: t,
      config: { RATE_LIMIT_API: 3 },
    });
    try {
      const ip = '203.0.113.77';
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await limited.request('GET', '/api/faqs', { ip })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('a kept batch costs one unit per call, as running it would', async () => {
    const limited = await startTestApp({
      shareDatabaseOf: t,
      config: { RATE_LIMIT_API: 5 },
    });
    try {
      const batch = '/trpc/company.get,company.get?batch=1';
      // The first is run (and kept): two calls. The second is answered from memory: two more.
      const first = await limited.request('GET', batch, { ip: '203.0.113.78' });
      expect(first.statusCode, first.body).toBe(200);
      const kept = await limited.request('GET', batch, { ip: '203.0.113.78' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.headers.etag).toBe(first.headers.etag);
      // One unit left: a third copy of the batch (two calls) is refused.
      const third = await limited.request('GET', batch, { ip: '203.0.113.78' });
      expect(third.statusCode, third.body).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});

describe('several instances on one database', () => {
  it("another instance's write is served here within a second (LISTEN/NOTIFY)", async () => {
    const other = await startTestApp({ shareDatabaseOf: t, notifications: true });
    try {
      const otherManager = await other.tokenFor('manager');
      // Kept here first.
      expect((await t.request('GET', '/servicos')).statusCode).toBe(200);
      await t.request('GET', '/api/services');

      const res = await other.request('POST', '/api/services', {
        token: otherManager,
        body: { title: 'Serviço gravado na outra instância', description: 'De outra instância.' },
      });
      expect(res.statusCode, res.body).toBe(200);

      const deadline = Date.now() + 1000;
      let page = await t.request('GET', '/servicos');
      while (!page.body.includes('Serviço gravado na outra instância') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        page = await t.request('GET', '/servicos');
      }
      expect(page.body).toContain('Serviço gravado na outra instância');
      const list = await t.request('GET', '/api/services');
      expect(list.body).toContain('Serviço gravado na outra instância');
    } finally {
      await other.close();
    }
  });

  it('a change committed straight to the database with its notification is served too', async () => {
    await t.request('GET', '/api/services');
    const [row] = await t.db.select().from(services).limit(1);
    await t.db.transaction(async (tx) => {
      await tx
        .update(services)
        .set({ title: 'Título mudado no banco' })
        .where(eq(services.id, row!.id));
      await tx.execute(sql`select pg_notify('oficina_content', 'service')`);
    });
    const deadline = Date.now() + 1000;
    let list = await t.request('GET', '/api/services');
    while (!list.body.includes('Título mudado no banco') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      list = await t.request('GET', '/api/services');
    }
    expect(list.body).toContain('Título mudado no banco');
  });
});
