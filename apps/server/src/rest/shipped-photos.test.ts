import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_RASTER_DIR } from '../paths';
import { WEB_CLIENT_DIR } from '../plugins/web';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wireRequest } from '../testing/wire';

/**
 * The demo workshop's photos are WebP copies the build draws from the shipped SVGs. Every page
 * that shows one gives the browser a `srcset` of sizes and explicit dimensions, and every copy
 * it names is served, over a real socket, as WebP.
 */

// `npm test` builds first; a bare vitest run without a build skips these.
const built = existsSync(SHIPPED_RASTER_DIR) && existsSync(join(WEB_CLIENT_DIR, '.vite'));

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t?.close());

const PHOTO = /\/media\/(?:sobre|portfolio|blog|servicos)\/[a-z0-9-]+-\d+\.webp/g;

describe.runIf(built)('shipped demo photos', () => {
  it.each(['/', '/servicos', '/portfolio', '/blog', '/sobre'])(
    '%s draws its photos as sized WebP with every copy of the srcset served',
    async (page) => {
      const html = (await wireRequest(baseUrl, page)).text();
      const photos = [...html.matchAll(/<img [^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => /src="\/media\/(?:sobre|portfolio|blog|servicos)\//.test(tag));
      expect(photos.length).toBeGreaterThan(0);
      for (const tag of photos) {
        expect(tag).toMatch(/ src="[^"]+\.webp"/);
        expect(tag).toMatch(/ srcSet="[^"]+ 320w, /);
        expect(tag).toMatch(/ sizes="[^"]+"/);
        expect(tag).toMatch(/ width="\d+" height="\d+"/);
      }
      const copies = new Set(photos.flatMap((tag) => tag.match(PHOTO) ?? []));
      for (const path of copies) {
        const answer = await wireRequest(baseUrl, path);
        expect(answer.status, path).toBe(200);
        expect(answer.header('content-type')).toBe('image/webp');
        expect(answer.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    },
  );

  it('each copy is as wide as its name says', async () => {
    for (const width of [320, 640, 960, 1200]) {
      const answer = await wireRequest(baseUrl, `/media/sobre/oficina-${width}.webp`);
      const meta = await sharp(answer.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        width,
        Math.round((width * 800) / 1200),
      ]);
    }
  });
});
