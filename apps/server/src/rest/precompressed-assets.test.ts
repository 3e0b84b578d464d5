import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../plugins/admin';
import { WEB_CLIENT_DIR } from '../plugins/web';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The build writes a .br and a .gz beside each script and stylesheet (apps/web/scripts/
 * precompress.mjs); the server sends those files as they are, at the best compression, to
 * whoever accepts them, and the hashed names stay cached for a year.
 */

// `npm test` builds the web app first; a bare vitest run without a build skips these.
const MANIFEST = join(WEB_CLIENT_DIR, '.vite/manifest.json');
const built = existsSync(MANIFEST);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** The public entry script and stylesheet, by their hashed names in Vite's manifest. */
function publicAssets(): string[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const style = Object.values(manifest).find((chunk) => chunk.file.endsWith('.css'));
  return [entry!.file, style!.file];
}

/** The panel's entry script, from its HTML shell. */
function adminEntry(): string {
  const html = readFileSync(join(ADMIN_DIR, 'index.html'), 'utf8');
  return /src="\/admin\/(assets\/[^"]+\.js)"/.exec(html)![1]!;
}

async function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

function expectImmutable(cacheControl: unknown) {
  expect(String(cacheControl)).toContain('immutable');
  expect(String(cacheControl)).toContain('max-age=31536000');
}

describe.runIf(built)('precompressed assets', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'a public asset asked with accept-encoding %s comes as the file the build compressed',
    async (encoding, decode) => {
      for (const file of publicAssets()) {
        const res = await get(`/${file}`, encoding);
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-encoding'], file).toBe(encoding);
        expect(String(res.headers.vary), file).toMatch(/accept-encoding/i);
        expectImmutable(res.headers['cache-control']);
        const original = readFileSync(join(WEB_CLIENT_DIR, file));
        const suffix = encoding === 'br' ? '.br' : '.gz';
        // The very bytes written at build time, not a fresh (lighter) compression.
        expect(res.rawPayload.equals(readFileSync(join(WEB_CLIENT_DIR, file + suffix))), file).toBe(
          true,
        );
        expect(decode(res.rawPayload).equals(original), `${file} decodes to the original`).toBe(
          true,
        );
      }
    },
  );

  it('prefers brotli when both are accepted, and sends the plain file to a client that accepts neither', async () => {
    const [file] = publicAssets();
    const both = await get(`/${file}`, 'gzip, deflate, br');
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await get(`/${file}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(join(WEB_CLIENT_DIR, file!)))).toBe(true);
    expectImmutable(plain.headers['cache-control']);
  });

  it.runIf(existsSync(join(ADMIN_DIR, 'index.html')))(
    "the panel's assets are precompressed too",
    async () => {
      const file = adminEntry();
      const res = await get(`/admin/${file}`, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expectImmutable(res.headers['cache-control']);
      expect(brotliDecompressSync(res.rawPayload).equals(readFileSync(join(ADMIN_DIR, file)))).toBe(
        true,
      );
    },
  );
});
