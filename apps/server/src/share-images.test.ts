import { SITE_PAGES, shareImagePath } from '@oficina/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectErrorLog } from './testing/log-capture';
import { useTestApp } from './testing/rest-suite';
import { startTestApp } from './testing/test-app';
import { type WireAnswer, wireRequest } from './testing/wire';

/**
 * Link previews (WhatsApp, Facebook, X): every page and post names its own PNG in its head, and
 * that address answers a 1200×630 picture, kept in memory until what it shows changes. Over a
 * real socket, as a crawler reads them.
 */

const SITE_URL = 'http://localhost:3000';
const SITE_NAME = 'FrioCar Climatização Automotiva';
const SEEDED_SLUG = 'r-134a-ou-r-1234yf-qual-gas-seu-carro-usa';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_BYTES = 600 * 1024;

const s = useTestApp({ listen: true, roles: ['manager'] });

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of each <meta> tag in the page, by its property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map(([, name, value]) => [
        name!.toLowerCase(),
        decodeEntities(value!),
      ]),
    );
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key && content !== undefined) tags.set(key, content);
  }
  return tags;
}

const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

async function page(path: string) {
  const answer = await wireRequest(s.base, path, { headers: { accept: 'text/html' } });
  expect(answer.status, path).toBe(200);
  const html = answer.text();
  return { html, meta: metaTags(html), title: titleOf(html) };
}

/** The share image a page names, fetched from this server by its path. */
async function imageOf(meta: Map<string, string>, headers: Record<string, string> = {}) {
  const url = meta.get('og:image');
  expect(url, 'og:image').toBeDefined();
  expect(url!.startsWith(`${SITE_URL}/og/`), url).toBe(true);
  return { url: url!, answer: await wireRequest(s.base, new URL(url!).pathname, { headers }) };
}

/** A whole PNG of 1200×630 (the IHDR chunk's width and height), under 600 KB. */
function expectShareImage(answer: WireAnswer, what: string) {
  expect(answer.status, what).toBe(200);
  expect(answer.header('content-type'), what).toBe('image/png');
  expect(answer.header('cache-control'), what).toBe('public, max-age=0, s-maxage=3600');
  expect(answer.header('etag'), what).toMatch(/^"[0-9a-f]{32}"$/);
  // Other sites' previews load it from their own pages.
  expect(answer.header('cross-origin-resource-policy'), what).toBe('cross-origin');
  const png = answer.body;
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), `${what}: PNG signature`).toBe(true);
  expect(png.subarray(12, 16).toString('latin1'), `${what}: IHDR first`).toBe('IHDR');
  expect(png.readUInt32BE(16), `${what}: width`).toBe(1200);
  expect(png.readUInt32BE(20), `${what}: height`).toBe(630);
  expect(png.length, `${what}: size`).toBeLessThan(MAX_BYTES);
  expect(Number(answer.header('content-length')), `${what}: length`).toBe(png.length);
}

async function seededPost() {
  const res = await s.t.request('GET', `/api/blog-posts/slug/${SEEDED_SLUG}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('share images', () => {
  it('gives the home page and a post each their own PNG, described in the head', async () => {
    const home = await page('/');
    const post = await page(`/blog/${SEEDED_SLUG}`);
    const { title: postTitle } = await seededPost();

    expect(home.meta.get('og:image')).toBe(`${SITE_URL}/og/index.png`);
    expect(post.meta.get('og:image')).toBe(`${SITE_URL}/og/blog/${SEEDED_SLUG}.png`);
    for (const { meta } of [home, post]) {
      expect(meta.get('og:image:width')).toBe('1200');
      expect(meta.get('og:image:height')).toBe('630');
      expect(meta.get('og:image:type')).toBe('image/png');
      expect(meta.get('twitter:card')).toBe('summary_large_image');
      expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
    }
    expect(home.meta.get('og:image:alt')).toBe(SITE_NAME);
    expect(post.meta.get('og:image:alt')).toBe(`${postTitle} — ${SITE_NAME}`);
    expect(post.meta.get('twitter:image:alt')).toBe(`${postTitle} — ${SITE_NAME}`);

    const homeImage = await imageOf(home.meta);
    const postImage = await imageOf(post.meta);
    expectShareImage(homeImage.answer, homeImage.url);
    expectShareImage(postImage.answer, postImage.url);
    expect(postImage.answer.header('etag')).not.toBe(homeImage.answer.header('etag'));
    expect(postImage.answer.body.equals(homeImage.answer.body)).toBe(false);
  });

  it('names a picture for every public page, titled as the page is', async () => {
    const etags = new Set<string>();
    for (const { path, title } of SITE_PAGES) {
      const { meta, title: shown } = await page(path);
      // The server draws from SITE_PAGES' titles: they must be the ones the pages show.
      expect(shown, path).toBe(title ? `${title} — ${SITE_NAME}` : SITE_NAME);
      expect(meta.get('og:image'), path).toBe(`${SITE_URL}${shareImagePath(path)}`);
      expect(meta.get('og:image:alt'), path).toBe(shown);
      const { url, answer } = await imageOf(meta);
      expectShareImage(answer, url);
      etags.add(answer.header('etag')!);
    }
    expect(etags.size).toBe(SITE_PAGES.length);
  });

  it('answers again from memory: the same picture, and 304 to a browser that has it', async () => {
    const path = '/og/servicos.png';
    const first = await wireRequest(s.base, path);
    const second = await wireRequest(s.base, path);
    expectShareImage(second, path);
    expect(second.header('etag')).toBe(first.header('etag'));
    expect(second.body.equals(first.body)).toBe(true);

    const again = await wireRequest(s.base, path, {
      headers: { 'if-none-match': first.header('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 404 where there is no public page or post', async () => {
    const draft = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: { slug: 'rascunho-sem-imagem', title: 'Rascunho', excerpt: '', body: 'x' },
    });
    expect(draft.statusCode).toBe(200);
    for (const path of [
      '/og/blog/post-que-nao-existe.png',
      '/og/blog/rascunho-sem-imagem.png',
      '/og/blog/Slug%20Invalido.png',
      '/og/pagina-que-nao-existe.png',
      '/og/admin.png',
      '/og/blog/x/y.png',
      '/og/servicos.jpg',
      '/og/',
    ]) {
      const answer = await wireRequest(s.base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.header('content-type'), path).not.toBe('image/png');
    }
  });

  it('draws the post again once its title changes', async () => {
    const path = `/og/blog/${SEEDED_SLUG}.png`;
    const before = await wireRequest(s.base, path);
    expectShareImage(before, path);

    const post = await seededPost();
    const title = 'Gás do ar-condicionado: R-134a ou R-1234yf?';
    const put = await s.t.request('PUT', `/api/blog-posts/${post.id}`, {
      token: s.manager,
      body: {
        slug: post.slug,
        title,
        excerpt: post.excerpt,
        body: post.body,
        cover_image: post.cover_image,
        published: post.published,
        published_at: post.published_at,
        seo_title: post.seo_title,
        seo_description: post.seo_description,
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const after = await wireRequest(s.base, path);
    expectShareImage(after, path);
    expect(after.header('etag')).not.toBe(before.header('etag'));
    expect(after.body.equals(before.body)).toBe(false);
    // The old copy is no longer current: a browser holding it gets the new one.
    const revalidated = await wireRequest(s.base, path, {
      headers: { 'if-none-match': before.header('etag')! },
    });
    expect(revalidated.status).toBe(200);
    const { meta } = await page(`/blog/${SEEDED_SLUG}`);
    expect(meta.get('og:image:alt')).toBe(`${title} — ${SITE_NAME}`);
  });

  it('keeps the same picture when a write changes nothing it shows', async () => {
    const path = '/og/contato.png';
    const before = await wireRequest(s.base, path);
    const faq = await s.t.request('POST', '/api/faqs', {
      token: s.manager,
      body: { question: 'Vocês atendem aos sábados?', answer: 'Sim, pela manhã.' },
    });
    expect(faq.statusCode, faq.body).toBe(200);
    const after = await wireRequest(s.base, path);
    expect(after.status).toBe(200);
    expect(after.header('etag')).toBe(before.header('etag'));
  });
});

/** The average colour of a rectangle of a PNG, as [red, green, blue] from 0 to 255. */
async function averageColour(
  png: Buffer,
  left: number,
  top: number,
  width: number,
  height: number,
) {
  // Cut first: sharp's statistics describe the whole input, whatever the pipeline says.
  const part = await sharp(png)
    .extract({ left, top, width, height })
    .removeAlpha()
    .png()
    .toBuffer();
  const { channels } = await sharp(part).stats();
  return channels.map((channel) => Math.round(channel.mean));
}

describe('share images of posts with a cover', () => {
  /** A post with `cover`, published now; its share picture's path. */
  async function postWithCover(slug: string, cover: string | null) {
    const res = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: {
        slug,
        title: 'Recarga de gás: quanto tempo leva?',
        excerpt: 'Resumo',
        body: 'Texto',
        cover_image: cover,
        published: true,
        published_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return `/og/blog/${slug}.png`;
  }

  it('composes the cover with the title, and keeps the plain card without one', async () => {
    // A bright red upload: any of it in the picture is easy to tell from the card's dark blue.
    const red = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 230, g: 20, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    const upload = await wireRequest(s.base, '/api/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${s.manager}`, 'content-type': 'image/jpeg' },
      body: red,
    });
    expect(upload.status, upload.text()).toBeLessThan(300);
    const cover = JSON.parse(upload.text()).url as string;

    const withCover = await wireRequest(s.base, await postWithCover('capa-vermelha', cover));
    const withoutCover = await wireRequest(s.base, await postWithCover('sem-capa', null));
    // Another site's picture is not fetched by the server: the plain card.
    const elsewhere = await wireRequest(
      s.base,
      await postWithCover('capa-de-outro-site', 'https://exemplo.invalid/capa.jpg'),
    );
    for (const [answer, what] of [
      [withCover, 'with cover'],
      [withoutCover, 'without cover'],
      [elsewhere, 'cover elsewhere'],
    ] as const)
      expectShareImage(answer, what);

    // The right part of the picture is the cover; on the plain card it is the card's dark blue.
    const [r, g, b] = await averageColour(withCover.body, 800, 100, 300, 400);
    expect(r, 'red of the cover').toBeGreaterThan(180);
    expect(r).toBeGreaterThan(g! * 3);
    expect(r).toBeGreaterThan(b! * 3);
    for (const plain of [withoutCover, elsewhere]) {
      const [pr, , pb] = await averageColour(plain.body, 800, 100, 300, 400);
      expect(pb, 'blue of the plain card').toBeGreaterThan(pr!);
    }
    // The title's column keeps the card's dark blue, so the light title reads as on the plain card.
    const [tr, tg, tb] = await averageColour(withCover.body, 40, 560, 300, 40);
    expect(tb).toBeGreaterThan(tr!);
    expect((tr! + tg! + tb!) / 3).toBeLessThan(60);
  });

  it('keeps the plain card for a shipped cover the server cannot read', async () => {
    const path = await postWithCover('capa-que-sumiu', '/media/blog/foto-que-nao-existe-1200.webp');
    const answer = await wireRequest(s.base, path);
    expectShareImage(answer, path);
    const [r, , b] = await averageColour(answer.body, 800, 100, 300, 400);
    expect(b).toBeGreaterThan(r!);
  });

  it('draws the shipped cover of a demo post', async () => {
    const path = `/og/blog/${SEEDED_SLUG}.png`;
    const answer = await wireRequest(s.base, path);
    expectShareImage(answer, path);
    const plain = await wireRequest(s.base, await postWithCover('demo-sem-capa', null));
    // The demo cover is an illustration, not the card's gradient: the right part differs.
    const drawn = await averageColour(answer.body, 800, 100, 300, 400);
    const card = await averageColour(plain.body, 800, 100, 300, 400);
    const distance = Math.hypot(...drawn.map((value, i) => value - card[i]!));
    expect(distance).toBeGreaterThan(20);
  });
});

describe('share images with the database out of reach', () => {
  it('sends the last picture of a page drawn before, and an error for the others', async () => {
    const u = await startTestApp();
    try {
      const token = await u.tokenFor('manager');
      const before = await u.request('GET', '/og/servicos.png');
      expect(before.statusCode).toBe(200);
      // A write makes the kept card stale: it would be read again.
      const faq = await u.request('POST', '/api/faqs', {
        token,
        body: { question: 'Atendem frotas?', answer: 'Sim.' },
      });
      expect(faq.statusCode, faq.body).toBe(200);
      await u.database.close();

      expectErrorLog(/share image unreadable; sending the last copy/, /request failed/);
      const stale = await u.request('GET', '/og/servicos.png');
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['content-type']).toBe('image/png');
      expect(stale.headers.etag).toBe(before.headers.etag);
      // It may be out of date: no shared cache keeps it.
      expect(stale.headers['cache-control']).toBe('no-store');
      expect(stale.rawPayload.equals(before.rawPayload)).toBe(true);

      const never = await u.request('GET', '/og/faq.png');
      expect(never.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await u.app.close();
    }
  });

  it('spends the render allowance on pictures it must read or draw, missing ones included', async () => {
    const u = await startTestApp({ config: { RATE_LIMIT_RENDERS: 5 } });
    try {
      const ip = '203.0.113.44';
      const drawn = await u.request('GET', '/og/servicos.png', { ip });
      expect(drawn.statusCode).toBe(200);
      const misses = [];
      for (let i = 0; i < 6; i++)
        misses.push(await u.request('GET', `/og/blog/inventado-${i}.png`, { ip }));
      // 1 drawn + 4 misses use the 5; the rest wait, whatever they ask for.
      expect(misses.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 429, 429]);
      const refused = misses[5]!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toMatch(/muitas/i);
      // A picture kept in memory costs nothing and is still sent.
      expect((await u.request('GET', '/og/servicos.png', { ip })).statusCode).toBe(200);
      // Another address has its own allowance.
      const other = await u.request('GET', '/og/blog/inventado-9.png', { ip: '203.0.113.45' });
      expect(other.statusCode).toBe(404);
    } finally {
      await u.app.close();
    }
  });
});
