import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '@oficina/core';
import { auditLog, media, mediaVariants } from '@oficina/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, FORBIDDEN, LOGIN_REQUIRED, MISSING_ID } from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let manager: string;
let viewer: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.tokenFor('manager');
  viewer = await t.tokenFor('viewer');
  user = await t.tokenFor('user');
});
afterAll(() => t.close());

interface MediaBody {
  id: number;
  url: string;
  width: number;
  height: number;
  srcset: string;
  variants: { width: number; height: number; url: string }[];
  filename: string;
  mime_type: string;
  original_width: number;
  original_height: number;
  byte_size: number;
  alt: string | null;
  created_by: number | null;
  created_at: string;
}

let shade = 0;
/** A PNG of its own colour each call, so uploads never collide unless a test wants them to. */
async function png(width: number, height: number): Promise<Buffer> {
  shade += 1;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: shade % 256, g: (shade * 7) % 256, b: (shade * 13) % 256 },
    },
  })
    .png()
    .toBuffer();
}

function upload(
  bytes: Buffer,
  options: {
    type?: string;
    token?: string;
    headers?: Record<string, string>;
    query?: string;
  } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/media${options.query ?? ''}`,
    headers: {
      'content-type': options.type ?? 'image/png',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: bytes,
  });
}

/** The path fragment that ties a variant to its bytes: 10 hex characters of the SHA-256. */
const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

async function uploaded(width = 800, height = 600): Promise<MediaBody> {
  const res = await upload(await png(width, height), { token: manager });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('POST /api/media', () => {
  it('stores a manager’s image as WebP variants up to its own width', async () => {
    const bytes = await png(1500, 1000);
    const hash = hashOf(bytes);
    const res = await upload(bytes, {
      token: manager,
      headers: { 'x-file-name': encodeURIComponent('Ar-condicionado do Onix (antes).png') },
      query: `?alt=${encodeURIComponent('Painel do Onix')}`,
    });
    expect(res.statusCode).toBe(201);
    const body: MediaBody = res.json();
    expect(body.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280, 1500]);
    for (const variant of body.variants) {
      expect(variant.url).toBe(`/media/u/${body.id}-${hash}-${variant.width}.webp`);
      expect(variant.height).toBe(Math.round((variant.width * 1000) / 1500));
    }
    expect(body).toEqual({
      id: expect.any(Number),
      url: `/media/u/${body.id}-${hash}-1500.webp`,
      width: 1500,
      height: 1000,
      srcset: body.variants.map((v) => `${v.url} ${v.width}w`).join(', '),
      variants: expect.any(Array),
      filename: 'Ar-condicionado do Onix (antes).png',
      mime_type: 'image/png',
      original_width: 1500,
      original_height: 1000,
      byte_size: expect.any(Number),
      alt: 'Painel do Onix',
      created_by: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(res.headers.location).toBe(body.url);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media'), eq(auditLog.entity_id, String(body.id))));
    expect(entry?.action).toBe('create');
    expect(JSON.stringify(entry?.after)).not.toContain('bytes');
  });

  it('caps the variants at 1920 px and keeps at least one for a small image', async () => {
    const large = await uploaded(2400, 1200);
    expect(large.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280, 1920]);
    expect(large.url).toMatch(new RegExp(`^/media/u/${large.id}-[0-9a-f]{10}-1920\\.webp$`));
    const small = await uploaded(200, 100);
    expect(small.variants).toEqual([{ width: 200, height: 100, url: small.url }]);
  });

  it('rotates photos by their EXIF orientation and records the real type', async () => {
    const jpeg = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#123456' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // Declared as PNG: the decoder decides what it is.
    const res = await upload(jpeg, { token: manager });
    expect(res.statusCode).toBe(201);
    const body: MediaBody = res.json();
    expect([body.original_width, body.original_height]).toEqual([200, 400]);
    expect(body.mime_type).toBe('image/jpeg');
    const served = await t.app.inject({ method: 'GET', url: body.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      200,
      400,
      undefined,
      undefined,
    ]);
  });

  it('answers the existing record when the same file is sent again', async () => {
    const bytes = await png(500, 300);
    const first = await upload(bytes, { token: manager });
    expect(first.statusCode).toBe(201);
    const again = await upload(bytes, { token: manager, type: 'image/webp' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.select().from(media).where(eq(media.id, first.json().id));
    expect(rows).toHaveLength(1);
  });

  it('needs a manager: 401 anonymous, 403 user and viewer', async () => {
    const bytes = await png(50, 50);
    expectError(await upload(bytes), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
    for (const token of [user, viewer]) {
      expectError(await upload(bytes, { token }), 403, 'FORBIDDEN', FORBIDDEN);
    }
  });

  it('takes the session cookie from our own site only', async () => {
    const cookie = `oficina_session=${manager}`;
    expectError(
      await upload(await png(60, 60), {
        headers: { cookie, origin: 'https://outro-site.example' },
      }),
      403,
      'FORBIDDEN',
      FORBIDDEN,
    );
    const same = await upload(await png(60, 60), {
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(same.statusCode).toBe(201);
    // Without an Origin header (same-origin GET-like clients, curl) the cookie is enough.
    expect((await upload(await png(60, 60), { headers: { cookie } })).statusCode).toBe(201);
  });

  it('refuses types other than JPG, PNG, WebP, GIF and AVIF with 415', async () => {
    const bytes = await png(40, 40);
    for (const type of ['application/pdf', 'image/svg+xml', 'text/plain', 'application/json']) {
      expectError(
        await upload(type === 'application/json' ? Buffer.from('{}') : bytes, {
          token: manager,
          type,
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        MEDIA_MESSAGES.unsupported,
      );
    }
    // An accepted label on a format we do not take.
    const tiff = await sharp(bytes).tiff().toBuffer();
    expectError(
      await upload(tiff, { token: manager }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      MEDIA_MESSAGES.unsupported,
    );
  });

  it('refuses bytes that are not an image and an empty body with 400', async () => {
    const garbage = Buffer.from('isto não é uma imagem, só texto qualquer'.repeat(20));
    expectError(
      await upload(garbage, { token: manager }),
      400,
      'BAD_REQUEST',
      MEDIA_MESSAGES.invalid,
    );
    expectError(
      await upload(Buffer.alloc(0), { token: manager }),
      400,
      'BAD_REQUEST',
      MEDIA_MESSAGES.invalid,
    );
  });

  it('refuses an image over 25 megapixels with 413 before decoding it, storing nothing', async () => {
    const before = await t.db.select({ id: media.id }).from(media);
    // Small on disk (one colour), 36 megapixels once decoded.
    const big = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(MEDIA_MAX_BYTES);
    const res = await upload(big, { token: manager });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooManyPixels);
    expect(MEDIA_MESSAGES.tooManyPixels).toBe(
      'A imagem é grande demais (máximo de 25 megapixels).',
    );

    // A tiny PNG whose header claims 10 000 × 10 000 pixels: refused on the header alone.
    const bomb = Buffer.from(await png(1, 1));
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expectError(
      await upload(bomb, { token: manager }),
      413,
      'PAYLOAD_TOO_LARGE',
      MEDIA_MESSAGES.tooManyPixels,
    );

    expect(await t.db.select({ id: media.id }).from(media)).toEqual(before);
    // Below the limit all is as before.
    const ok = await upload(await png(1000, 800), { token: manager });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ original_width: 1000, original_height: 800 });
  });

  it('processes uploads sent together one after the other, all of them', async () => {
    const images = await Promise.all([1, 2, 3, 4].map((i) => png(600 + i, 400)));
    const answers = await Promise.all(images.map((bytes) => upload(bytes, { token: manager })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((res) => res.json().original_width)).toEqual([601, 602, 603, 604]);
  });

  it('refuses more than 10 MB with 413', async () => {
    const res = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 1, 1), { token: manager });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge);
  });
});

describe('GET /media/u/{id}-{hash}-{width}.webp', () => {
  it('serves a variant as WebP, cached for a year, with an ETag', async () => {
    const image = await uploaded(700, 350);
    const url = image.variants.find((v) => v.width === 640)!.url;
    expect(url).toMatch(new RegExp(`^/media/u/${image.id}-[0-9a-f]{10}-640\\.webp$`));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{16}-640"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);

    // Served again from memory, byte for byte; a revalidation answers 304.
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
  });

  it('answers 404 for sizes, images or hashes that do not exist', async () => {
    const image = await uploaded(400, 400);
    const other = await uploaded(300, 300);
    const own = `/media/u/${image.id}-${image.url.split('-')[1]}`;
    const otherHash = other.url.split('-')[1];
    // Served once, so a wrong hash is also refused with the right one in the memory cache.
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
    for (const url of [
      `${own}-1280.webp`,
      `/media/u/${MISSING_ID}-${otherHash}-320.webp`,
      `/media/u/${image.id}-${otherHash}-400.webp`,
      `/media/u/${image.id}-0000000000-400.webp`,
      `${own}-400.jpg`,
      `/media/u/${MISSING_ID}-320.webp`,
      '/media/u/qualquer-coisa',
      '/media/u/',
      '/media/u/a/b.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
  });

  it('never serves other bytes under a path once the id names another image', async () => {
    const image = await uploaded(500, 250);
    const [small, large] = image.variants;
    expect((await t.app.inject({ method: 'GET', url: large!.url })).statusCode).toBe(200);
    // As after a restore: the same id now holds another original.
    const sha256 = createHash('sha256').update(`outra imagem ${image.id}`).digest('hex');
    await t.db.update(media).set({ sha256 }).where(eq(media.id, image.id));

    // The old paths are not the new image: 404 (the one cached in memory keeps its own bytes).
    expect((await t.app.inject({ method: 'GET', url: small!.url })).statusCode).toBe(404);
    const moved = `/media/u/${image.id}-${sha256.slice(0, 10)}-${small!.width}.webp`;
    expect((await t.app.inject({ method: 'GET', url: moved })).statusCode).toBe(200);
    const listed = (await t.request('GET', '/api/media?page_size=50', { token: manager })).json();
    const entry = listed.items.find((item: MediaBody) => item.id === image.id);
    expect(entry.variants[0].url).toBe(moved);
  });

  it('sends a path saved before it carried the hash on to the image, never cached', async () => {
    const image = await uploaded(640, 320);
    const res = await t.app.inject({ method: 'GET', url: `/media/u/${image.id}-640.webp` });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe(image.url);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the shipped images under /media/ where they were', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/media/nada.svg' })).statusCode).toBe(404);
  });
});

describe('GET /api/media', () => {
  it('lists the uploads newest first, paginated, to managers', async () => {
    const older = await uploaded(330, 330);
    const newer = await uploaded(340, 340);
    const res = await t.request('GET', '/api/media?page=1&page_size=2', { token: manager });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      items: expect.any(Array),
      total: expect.any(Number),
      page: 1,
      page_size: 2,
      // The same window said as limit/offset, as the other growing lists say it.
      limit: 2,
      offset: 0,
      has_more: body.total > 2,
    });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items.map((item: MediaBody) => item.id)).toEqual([newer.id, older.id]);
    expect(body.items[0]).toEqual(newer);

    const second = await t.request('GET', '/api/media?page=2&page_size=2', { token: manager });
    expect(second.json().items.map((item: MediaBody) => item.id)).not.toContain(newer.id);
  });

  it('is private to managers', async () => {
    expectError(await t.request('GET', '/api/media'), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
    for (const token of [user, viewer]) {
      expectError(await t.request('GET', '/api/media', { token }), 403, 'FORBIDDEN', FORBIDDEN);
    }
  });
});

describe('DELETE /api/media/{id}', () => {
  it('deletes the image and every variant, which then answer 404', async () => {
    const image = await uploaded(1000, 500);
    // Served once, so it sits in the memory cache too.
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);

    const res = await t.request('DELETE', `/api/media/${image.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: image.id });
    for (const variant of image.variants) {
      expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
    }
    const left = await t.db
      .select({ width: mediaVariants.width })
      .from(mediaVariants)
      .where(eq(mediaVariants.media_id, image.id));
    expect(left).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'media'),
          eq(auditLog.entity_id, String(image.id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(entry).toBeDefined();

    expectError(
      await t.request('DELETE', `/api/media/${image.id}`, { token: manager }),
      404,
      'NOT_FOUND',
      MEDIA_MESSAGES.notFound,
    );
  });

  it('is private to managers', async () => {
    const image = await uploaded(300, 200);
    expectError(await t.request('DELETE', `/api/media/${image.id}`), 401, 'UNAUTHORIZED');
    for (const token of [user, viewer]) {
      expectError(
        await t.request('DELETE', `/api/media/${image.id}`, { token }),
        403,
        'FORBIDDEN',
        FORBIDDEN,
      );
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the binary upload beside the list', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).json();
    const post = doc.paths['/media'].post;
    expect(Object.keys(post.requestBody.content)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/avif',
    ]);
    expect(post.security).toEqual([{ Authorization: [] }]);
    expect(doc.paths['/media'].get.operationId).toBe('media-list');
  });
});
