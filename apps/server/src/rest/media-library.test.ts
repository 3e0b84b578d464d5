import { MEDIA_MESSAGES, MESSAGES } from '@oficina/core';
import { auditLog } from '@oficina/db';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectInvalid,
  FORBIDDEN,
  LOGIN_REQUIRED,
  MISSING_ID,
} from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The image library: searching the uploads, editing an image's alt text (PUT and PATCH
 * `/api/media/{id}`), and the public pages that show the image using that text.
 */

let t: TestApp;
let manager: string;
let viewer: string;
let user: string;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.tokenFor('manager');
  viewer = await t.tokenFor('viewer');
  user = await t.tokenFor('user');
  // Listening on a real port: the alt edit and the page are also checked over a socket.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

interface MediaBody {
  id: number;
  url: string;
  filename: string;
  alt: string | null;
}

let shade = 40;
async function uploaded(filename: string, alt?: string): Promise<MediaBody> {
  shade += 1;
  const bytes = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media${alt ? `?alt=${encodeURIComponent(alt)}` : ''}`,
    headers: {
      'content-type': 'image/png',
      authorization: `Bearer ${manager}`,
      'x-file-name': encodeURIComponent(filename),
    },
    payload: bytes,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The `alt` of the `<img>` showing `src` in the page's HTML (srcset may follow the src). */
function altOf(html: string, src: string): string | undefined {
  const tag = html.match(new RegExp(`<img[^>]*src="${src.replace(/[.]/g, '\\.')}"[^>]*>`))?.[0];
  return tag?.match(/ alt="([^"]*)"/)?.[1];
}

describe('PUT and PATCH /api/media/{id}', () => {
  it('changes the alt text, trimmed, with an audit entry; empty clears it', async () => {
    const image = await uploaded('compressor.png');
    const put = await t.request('PUT', `/api/media/${image.id}`, {
      token: manager,
      body: { alt: '  Compressor novo na bancada  ' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id: image.id,
      url: image.url,
      alt: 'Compressor novo na bancada',
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media'), eq(auditLog.entity_id, String(image.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.action).toBe('update');

    const patch = await t.request('PATCH', `/api/media/${image.id}`, {
      token: manager,
      body: { alt: '' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().alt).toBeNull();
    const cleared = await t.request('PUT', `/api/media/${image.id}`, {
      token: manager,
      body: { alt: null },
    });
    expect(cleared.json().alt).toBeNull();
  });

  it('refuses an alt text over 300 characters, a missing or wrong one with Portuguese 400s', async () => {
    const image = await uploaded('longo.png');
    const cases: Array<[unknown, string]> = [
      [{ alt: 'a'.repeat(301) }, 'O texto alternativo deve ter no máximo 300 caracteres'],
      [{}, 'Informe o texto alternativo (ou null para apagá-lo)'],
      [{ alt: 7 }, 'Informe o texto alternativo (ou null para apagá-lo)'],
    ];
    for (const method of ['PUT', 'PATCH'] as const) {
      for (const [body, message] of cases) {
        const res = await t.request(method, `/api/media/${image.id}`, { token: manager, body });
        const refused = expectInvalid(res, 'alt');
        expect(refused.error).toBe(MESSAGES.validation);
        expect(refused.issues[0].message).toBe(message);
      }
    }
    const fits = await t.request('PUT', `/api/media/${image.id}`, {
      token: manager,
      body: { alt: 'b'.repeat(300) },
    });
    expect(fits.statusCode).toBe(200);
  });

  it('answers 404 for an image that does not exist', async () => {
    for (const method of ['PUT', 'PATCH'] as const) {
      expectError(
        await t.request(method, `/api/media/${MISSING_ID}`, { token: manager, body: { alt: 'x' } }),
        404,
        'NOT_FOUND',
        MEDIA_MESSAGES.notFound,
      );
    }
  });

  it('lets managers only, as uploading and deleting do, on REST and tRPC', async () => {
    const image = await uploaded('restrita.png', 'Original');
    for (const method of ['PUT', 'PATCH'] as const) {
      const url = `/api/media/${image.id}`;
      const body = { alt: 'Trocado' };
      expectError(await t.request(method, url, { body }), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
      for (const token of [user, viewer]) {
        expectError(await t.request(method, url, { token, body }), 403, 'FORBIDDEN', FORBIDDEN);
      }
    }
    for (const token of [user, viewer]) {
      const res = await t.request('POST', '/trpc/media.update', {
        token,
        body: { id: image.id, alt: 'Trocado' },
      });
      expect(res.statusCode).toBe(403);
    }
    const batch = await t.request('POST', '/trpc/media.patch,media.update?batch=1', {
      token: viewer,
      body: { 0: { id: image.id, alt: 'Trocado' }, 1: { id: image.id, alt: 'Trocado' } },
    });
    expect(batch.statusCode).toBe(403);
    const list = await t.request('GET', `/api/media?q=restrita`, { token: manager });
    expect(list.json().items[0].alt).toBe('Original');
  });
});

describe('GET /api/media?q=', () => {
  it('finds uploads by file name or alt text, in any case, counting only those', async () => {
    const tag = `busca${process.pid}`;
    const byName = await uploaded(`${tag}-Fachada.png`);
    const byAlt = await uploaded('outra.png', `Painel com ${tag.toUpperCase()} aceso`);
    await uploaded('nada-a-ver.png');
    const res = await t.request('GET', `/api/media?q=${tag.toUpperCase()}`, { token: manager });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((item: MediaBody) => item.id)).toEqual([byAlt.id, byName.id]);
    expect(body.total).toBe(2);

    const fachada = await t.request('GET', `/api/media?q=${tag}-fachada&page_size=1`, {
      token: manager,
    });
    expect(fachada.json().items.map((item: MediaBody) => item.id)).toEqual([byName.id]);
  });

  it('takes % and _ literally, and refuses a search over 100 characters', async () => {
    const res = await t.request('GET', `/api/media?q=${encodeURIComponent('%_%')}`, {
      token: manager,
    });
    expect(res.json()).toMatchObject({ items: [], total: 0 });
    const long = expectInvalid(
      await t.request('GET', `/api/media?q=${'x'.repeat(101)}`, { token: manager }),
      'q',
    );
    expect(long.issues[0].message).toBe('A busca deve ter no máximo 100 caracteres');
  });
});

describe('pages showing an image', () => {
  it('use its library alt text, and the page’s own words without one', async () => {
    const image = await uploaded('valvula.png');
    const title = `Troca de válvula ${process.pid}`;
    const created = await t.request('POST', '/api/services', {
      token: manager,
      body: { title, description: 'Válvula de expansão nova.', image: image.url },
    });
    expect(created.statusCode, `${created.statusCode} ${created.body}`).toBe(200);

    const before = await fetch(`${base}/servicos`);
    expect(before.status).toBe(200);
    expect(altOf(await before.text(), image.url)).toBe(`Ilustração do serviço: ${title}`);

    const alt = 'Válvula de expansão nova ao lado da antiga, já trocada';
    const put = await fetch(`${base}/api/media/${image.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      body: JSON.stringify({ alt }),
    });
    expect(put.status).toBe(200);

    // The kept page moved on with the write: the next visitor reads the new text.
    const after = await (await fetch(`${base}/servicos`)).text();
    expect(altOf(after, image.url)).toBe(alt);
    const home = await (await fetch(`${base}/`)).text();
    if (home.includes(image.url)) expect(altOf(home, image.url)).toBe(alt);

    const api = (await (await fetch(`${base}/api/services/${created.json().id}`)).json()) as {
      image_alts?: Record<string, string>;
    };
    expect(api.image_alts).toEqual({ [image.url]: alt });
  });

  it('give each image of a row its own text, read for the whole list at once', async () => {
    const first = await uploaded('antes.png', 'Evaporador sujo, antes da limpeza');
    const second = await uploaded('depois.png');
    const res = await t.request('POST', '/api/portfolio', {
      token: manager,
      body: {
        title: `Higienização ${process.pid}`,
        description: 'Limpeza completa do sistema.',
        images: [first.url, second.url, '/media/portfolio/a.svg'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await t.request('GET', '/api/portfolio')).json() as Array<{
      id: number;
      image_alts: Record<string, string>;
    }>;
    const item = list.find((row) => row.id === res.json().id);
    expect(item?.image_alts).toEqual({ [first.url]: 'Evaporador sujo, antes da limpeza' });
  });

  it('never lend an image’s text to a path whose hash names other bytes', async () => {
    const image = await uploaded('capa.png', 'Capa do artigo');
    const stale = image.url.replace(/-([0-9a-f]{10})-/, '-0000000000-');
    const res = await t.request('POST', '/api/blog-posts', {
      token: manager,
      body: {
        slug: `capa-${process.pid}`,
        title: 'Capa',
        excerpt: 'Resumo.',
        body: 'Texto.',
        cover_image: stale,
        published: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const post = (await t.request('GET', `/api/blog-posts/slug/capa-${process.pid}`)).json();
    expect(post).not.toHaveProperty('image_alts');
  });
});
