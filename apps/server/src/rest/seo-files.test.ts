import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_DIR } from '../plugins/web';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.tokenFor('manager');
});
afterAll(() => t.close());

const SITE_URL = 'http://localhost:3000';
const SEEDED_SLUG = 'r-134a-ou-r-1234yf-qual-gas-seu-carro-usa';

async function createPost(slug: string, published: boolean) {
  const res = await t.request('POST', '/api/blog-posts', {
    token: manager,
    body: { slug, title: `Post ${slug}`, excerpt: 'Resumo', body: 'Texto', published },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { slug: string; updated_at: string };
}

describe('GET /robots.txt', () => {
  it('allows everything but the admin and the API, and points to the sitemap', async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page and published post, not drafts', async () => {
    const published = await createPost('post-publicado-no-sitemap', true);
    await createPost('rascunho-fora-do-sitemap', false);

    const res = await t.request('GET', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/servicos',
      '/portfolio',
      '/sobre',
      '/blog',
      '/contato',
      '/faq',
      '/politica-privacidade',
      '/termos-de-uso',
      '/lgpd',
    ])
      expect(locs).toContain(`${SITE_URL}${path}`);
    expect(locs).toContain(`${SITE_URL}/blog/${SEEDED_SLUG}`);
    expect(locs).toContain(`${SITE_URL}/blog/post-publicado-no-sitemap`);
    expect(locs).not.toContain(`${SITE_URL}/blog/rascunho-fora-do-sitemap`);
    expect(res.body).not.toContain('rascunho-fora-do-sitemap');
    expect(new Set(locs).size).toBe(locs.length);

    // A post's lastmod is its updated_at.
    const entry = res.body
      .split('<url>')
      .find((block) => block.includes('/blog/post-publicado-no-sitemap</loc>'));
    expect(entry).toContain(`<lastmod>${new Date(published.updated_at).toISOString()}</lastmod>`);
  });
});

describe('GET /manifest.webmanifest', () => {
  it('is an installable web app manifest', async () => {
    const res = await t.request('GET', '/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'FrioCar Climatização Automotiva',
      short_name: 'FrioCar',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  });

  it('every icon it lists is served as a PNG of the stated size', async () => {
    const { icons } = (await t.request('GET', '/manifest.webmanifest')).json() as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    for (const icon of [...icons, { src: '/media/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const res = await t.request('GET', icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});

describe('service worker', () => {
  // `npm test` builds the web app first; a bare vitest run without a build skips these.
  const built = existsSync(join(WEB_CLIENT_DIR, '.vite/manifest.json'));

  it.runIf(built)('GET /sw.js is the built worker, never cached, allowed at /', async () => {
    const res = await t.request('GET', '/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toContain('offline.html');
    // The Workbox runtime is inlined: no importScripts of a separate file.
    expect(res.body).not.toContain('importScripts(');
  });

  it.runIf(built)('GET /offline.html is a self-contained Portuguese page', async () => {
    const res = await t.request('GET', '/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('lang="pt-BR"');
    expect(res.body).toContain('Você está sem conexão');
    expect(res.body).toContain('Tentar novamente');
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});
