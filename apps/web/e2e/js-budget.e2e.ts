import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser } from './browser';
import { PUBLIC_ROUTES } from './routes';

/**
 * The JavaScript a first visit costs: every public page, opened with an empty cache, may
 * transfer at most 175 KB of script (as sent, compressed) until the network is quiet after
 * `load`, and none of it may be the admin panel's. The budget was 150 KB before online booking
 * reached the header and the pages (about 161 KB on /sobre since); bringing it back under
 * 150 KB is open work.
 */
const BUDGET_BYTES = 175 * 1024;
const CLIENT_ASSETS = fileURLToPath(new URL('../dist/client/assets', import.meta.url));

let browser: Browser;
const measured: { route: string; scripts: number; bytes: number; decoded: number }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (measured.length === 0) return;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(
    [
      'JavaScript on first load (KB as transferred / uncompressed, budget 175 KB):',
      ...measured.map(
        ({ route, scripts, bytes, decoded }) =>
          `${kb(bytes)} / ${kb(decoded)}  ${String(scripts).padStart(2)} files  ${route}`,
      ),
    ].join('\n'),
  );
});

describe('JavaScript budget', () => {
  it.each(PUBLIC_ROUTES)(
    '%s loads at most 175 KB of script, none from the panel',
    async (route) => {
      const context = await browser.newContext({
        baseURL: e2e().baseUrl,
        viewport: { width: 412, height: 823 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const scripts: Promise<{ url: string; bytes: number; decoded: number; encoding: string }>[] =
        [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const body = await response?.body();
            return {
              url: request.url(),
              // The body as it came over the wire (before decoding).
              bytes: sizes.responseBodySize,
              decoded: body?.length ?? 0,
              encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
            };
          })(),
        );
      });
      await page.goto(route, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(scripts);
      await context.close();

      const bytes = loaded.reduce((sum, script) => sum + script.bytes, 0);
      const decoded = loaded.reduce((sum, script) => sum + script.decoded, 0);
      measured.push({ route, scripts: loaded.length, bytes, decoded });

      expect(loaded.length, 'the page loads its scripts').toBeGreaterThan(0);
      for (const script of loaded) {
        const path = new URL(script.url).pathname;
        expect(path, 'only the site’s own bundle').toMatch(/^\/assets\//);
        expect(script.encoding, `${path} is sent compressed`).toMatch(/^(br|gzip)$/);
      }
      expect(bytes, `${route}: ${(bytes / 1024).toFixed(1)} KB of script`).toBeLessThanOrEqual(
        BUDGET_BYTES,
      );
    },
  );

  it('sends React’s and the router’s files with V8’s compile hint on their first line', async () => {
    // The hint makes Chromium compile these files on a background thread while they download,
    // instead of function by function on the main thread while the page hydrates
    // (apps/web/vite.config.ts). It counts only on the first line of the file as served.
    const html = await (await fetch(`${e2e().baseUrl}/`)).text();
    const files = [...new Set(html.match(/\/assets\/(react|router)-[\w-]+\.js/g))];
    expect(files.map((file) => file.replace(/-[\w-]+\.js$/, '')).sort()).toEqual([
      '/assets/react',
      '/assets/router',
    ]);
    for (const file of files) {
      const response = await fetch(`${e2e().baseUrl}${file}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers.get('content-encoding'), file).toBe('br');
      const firstLine = (await response.text()).split('\n', 1)[0]?.slice(0, 60);
      expect(firstLine, file).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  it.runIf(existsSync(CLIENT_ASSETS))('no module of the panel is in the public build', () => {
    // Source maps name every module bundled into a chunk.
    const maps = readdirSync(CLIENT_ASSETS).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const file of maps) {
      const { sources } = JSON.parse(readFileSync(join(CLIENT_ASSETS, file), 'utf8')) as {
        sources: string[];
      };
      const panel = sources.filter((source) => /(^|\/)src\/admin\//.test(source));
      expect(panel, file).toEqual([]);
    }
  });
});
