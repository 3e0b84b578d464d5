import { MESSAGES } from '@oficina/core';
import { type DatabaseHandle, openDatabase, runMigrations, seedDemoContent } from '@oficina/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import {
  createOwnPostgres,
  type OwnPostgres,
  ownPostgresUnavailable,
} from './testing/own-postgres';
import { createTestUser, TEST_PASSWORD } from './testing/test-app';

/**
 * PostgreSQL going away under a running server: health says 503, writes fail with the clear
 * 'Serviço temporariamente indisponível' (503 JSON), pages still answer, and everything comes
 * back by itself when PostgreSQL returns. It needs a cluster it may stop, so it runs in the
 * PostgreSQL project (npm test with TEST_DATABASE_URL, as .ci/run does) on a cluster of its own.
 */
const skipReason =
  inject('testDatabase').kind !== 'postgres'
    ? 'runs in the PostgreSQL project only (TEST_DATABASE_URL)'
    : ownPostgresUnavailable();

let pg: OwnPostgres | undefined;
let handle: DatabaseHandle | undefined;
let app: FastifyInstance;
let token: string;

const json = { 'content-type': 'application/json' };
const contact = (message: string) =>
  JSON.stringify({
    name: 'Cliente',
    email: 'cliente@example.com',
    phone: null,
    vehicle: 'Palio 2010',
    service: 'Recarga de gás',
    message,
    lgpd_consent: true,
  });
const faq = { question: 'O banco voltou?', answer: 'Voltou e gravou.', active: true };

function expectUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(503);
  expect(String(res.headers['content-type'])).toContain('application/json');
  expect(res.json()).toMatchObject({ error: MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' });
}

describe.skipIf(skipReason !== null)(
  `with PostgreSQL stopped${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      pg = await createOwnPostgres();
      handle = await openDatabase({ kind: 'postgres', url: pg.url, maxConnections: 4 });
      await runMigrations(handle);
      await seedDemoContent(handle.db);
      await createTestUser(handle.db, 'admin-queda', 'admin');
      app = await buildApp({
        config: {
          LOG_LEVEL: 'silent',
          CORS_ORIGINS: [],
          BODY_LIMIT: 1024 * 1024,
          TRUST_PROXY: false,
          publicUrl: 'http://localhost:3000',
          secureCookies: false,
          WEB_DEV: false,
          RATE_LIMIT_API: 1_000_000,
          RATE_LIMIT_LOGIN: 1_000_000,
          RATE_LIMIT_CONTACT: 1_000_000,
        },
        deps: { db: handle.db },
      });
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: JSON.stringify({ username: 'admin-queda', password: TEST_PASSWORD }),
      });
      expect(login.statusCode, login.body).toBe(200);
      token = login.json().token;
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      pg.stop();
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await handle?.close().catch(() => {});
      pg?.destroy();
    });

    it('/api/health answers 503 with the unavailable message', async () => {
      expectUnavailable(await app.inject('/api/health'));
    });

    it('a public write (contact form) answers 503 JSON, not 500', async () => {
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/contacts',
          headers: json,
          payload: contact('fora do ar'),
        }),
      );
    });

    it('a signed-in write answers 503 (the session cannot be checked either), not 401 or 500', async () => {
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/faqs',
          headers: { ...json, authorization: `Bearer ${token}` },
          payload: JSON.stringify(faq),
        }),
      );
    });

    it('reads through REST and tRPC answer 503 too', async () => {
      expectUnavailable(await app.inject('/api/services'));
      const trpc = await app.inject('/trpc/services.list');
      expect(trpc.statusCode).toBe(503);
      expect(trpc.json().error.message).toBe(MESSAGES.unavailable);
    });

    it('the routes outside the procedures answer 503 too (image upload, CSV export, sitemap)', async () => {
      const auth = { authorization: `Bearer ${token}` };
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/media',
          headers: { ...auth, 'content-type': 'image/png' },
          payload: Buffer.from('89504e470d0a1a0a', 'hex'),
        }),
      );
      expectUnavailable(await app.inject({ url: '/api/contacts/export.csv', headers: auth }));
      expect((await app.inject('/sitemap.xml')).statusCode).toBe(503);
    });

    it('public pages still answer, with an error page rather than a hang or a crash', async () => {
      for (const url of ['/', '/servicos', '/contato']) {
        const res = await app.inject(url);
        // Without a page cache the page cannot be built; what matters is a proper answer.
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(500);
        expect(String(res.headers['content-type'])).toContain('text/html');
        expect(res.body).not.toMatch(/ECONNREFUSED|postgres| {4}at /i);
      }
    });

    // The performance issue adds a page cache; then pages already built keep answering 200
    // while PostgreSQL is down. Turn this into a test when it lands.
    it.todo('public pages already built are served from the cache while PostgreSQL is down');

    it('everything recovers by itself when PostgreSQL is back', async () => {
      pg!.start();
      // The driver reconnects on the next query; a few tries cover the first one racing startup.
      let health = await app.inject('/api/health');
      for (let attempt = 0; attempt < 50 && health.statusCode !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        health = await app.inject('/api/health');
      }
      expect(health.statusCode, health.body).toBe(200);
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: json,
        payload: contact('de volta'),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const created = await app.inject({
        method: 'POST',
        url: '/api/faqs',
        headers: { ...json, authorization: `Bearer ${token}` },
        payload: JSON.stringify(faq),
      });
      expect(created.statusCode, created.body).toBe(200);
      const page = await app.inject('/servicos');
      expect(page.statusCode).toBe(200);
    });
  },
);
