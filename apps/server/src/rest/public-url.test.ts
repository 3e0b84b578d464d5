import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The site's public address is the server's PUBLIC_URL: canonical links, og:url, the sitemap
 * and robots.txt name it, and nothing points to the development address.
 */

const PUBLIC_URL = 'https://www.friocar.example';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('PUBLIC_URL', () => {
  it('is http://localhost:<PORT> when unset', () => {
    expect(loadConfig({ PORT: '3650' }).publicUrl).toBe('http://localhost:3650');
    expect(loadConfig({ PORT: '3650', PUBLIC_URL: `${PUBLIC_URL}/` }).publicUrl).toBe(PUBLIC_URL);
  });

  it.each(['/', '/servicos', '/contato', '/faq'])(
    '%s: canonical link and og:url on the public address',
    async (path) => {
      const res = await t.request('GET', path);
      expect(res.statusCode).toBe(200);
      const expected = path === '/' ? `${PUBLIC_URL}/` : `${PUBLIC_URL}${path}`;
      expect(attribute(res.body, /<link rel="canonical" href="([^"]*)"/)).toBe(expected);
      expect(attribute(res.body, /<meta property="og:url" content="([^"]*)"/)).toBe(expected);
      expect(res.body).not.toContain('localhost:3000');
    },
  );

  it('names it in robots.txt and in every sitemap entry', async () => {
    const robots = await t.request('GET', '/robots.txt');
    expect(robots.body.split('\n')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await t.request('GET', '/sitemap.xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
    expect(locs).toContain(`${PUBLIC_URL}/servicos`);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
  });
});
