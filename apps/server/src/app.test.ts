import { openTestDatabase } from '@oficina/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';

const baseConfig = {
  LOG_LEVEL: 'silent' as const,
  BODY_LIMIT: 2048,
  TRUST_PROXY: false,
  publicUrl: 'http://localhost:3000',
  secureCookies: false,
  WEB_DEV: false,
};

async function withApp(
  corsOrigins: string[],
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
) {
  const handle = await openTestDatabase(inject('testDatabase'));
  const app = await buildApp({
    config: { ...baseConfig, CORS_ORIGINS: corsOrigins },
    deps: { db: handle.db },
  });
  try {
    await run(app);
  } finally {
    await app.close();
    await handle.close();
  }
}

describe('CORS allowlist', () => {
  it('lets a listed origin call the API with credentials', () =>
    withApp(['https://painel.exemplo.com.br'], async (app) => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/services',
        headers: {
          origin: 'https://painel.exemplo.com.br',
          'access-control-request-method': 'GET',
        },
      });
      expect(res.headers['access-control-allow-origin']).toBe('https://painel.exemplo.com.br');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }));

  it('gives other origins no CORS grant', () =>
    withApp(['https://painel.exemplo.com.br'], async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/services',
        headers: { origin: 'https://intruso.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }));

  it('is same-origin only when no origin is configured', () =>
    withApp([], async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/services',
        headers: { origin: 'https://qualquer.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }));
});

describe('body size limit', () => {
  it('answers 413 with a JSON error for a body over BODY_LIMIT', () =>
    withApp([], async (app) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Ana',
          phone: '21999990000',
          lgpd_consent: true,
          message: 'x'.repeat(4000),
        }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: 'Conteúdo da requisição muito grande',
        code: 'PAYLOAD_TOO_LARGE',
        request_id: expect.any(String),
      });
    }));
});

describe('compression', () => {
  it('compresses JSON and HTML for clients that accept it', () =>
    withApp([], async (app) => {
      const api = await app.inject({
        method: 'GET',
        url: '/api/services',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(api.headers['content-encoding']).toBe('br');
      const page = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(page.headers['content-encoding']).toBe('gzip');
    }));

  it('sends plain bodies to clients that do not', () =>
    withApp([], async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/services' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().length).toBeGreaterThan(0);
    }));
});

describe('pages and media', () => {
  it('renders the home page on the server, in Portuguese', () =>
    withApp([], async (app) => {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<html lang="pt-BR"');
    }));

  it('serves shipped images and refuses paths outside the media folder', () =>
    withApp([], async (app) => {
      expect((await app.inject({ method: 'GET', url: '/media/logo.svg' })).statusCode).toBe(200);
      const outside = await app.inject({ method: 'GET', url: '/media/..%2F..%2Fpackage.json' });
      expect([400, 403, 404]).toContain(outside.statusCode);
    }));

  it('answers 404 with the Portuguese heading for an unknown page', () =>
    withApp([], async (app) => {
      const res = await app.inject({ method: 'GET', url: '/pagina-que-nao-existe' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Oops! Página não encontrada');
    }));

  it('serves the interactive API reference locally', () =>
    withApp([], async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    }));
});
