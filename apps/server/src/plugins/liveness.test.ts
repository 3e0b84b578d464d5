import { openTestDatabase } from '@oficina/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';

describe('liveness', () => {
  it('answers without the database and outside the API rate limit, while health reports 503', async () => {
    const handle = await openTestDatabase(inject('testDatabase'));
    const app = await buildApp({
      config: {
        LOG_LEVEL: 'silent',
        BODY_LIMIT: 2048,
        TRUST_PROXY: false,
        publicUrl: 'http://localhost:3000',
        secureCookies: false,
        WEB_DEV: false,
        CORS_ORIGINS: [],
        RATE_LIMIT_API: 1,
      },
      deps: { db: handle.db },
    });
    try {
      for (let n = 0; n < 3; n++) {
        const res = await app.inject({ method: 'GET', url: '/livez' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'ok' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      // The database goes away: readiness fails, liveness does not.
      await handle.close();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
