import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';
import { type WireAnswer, wireRequest } from '../testing/wire';

/**
 * Incremental sync: lists take `updated_since` and answer only what changed after it, deletions
 * come from GET /api/trash?deleted_since=, and the lists that grow page with limit/offset and
 * say the total.
 */

const s = useTestApp({ listen: true });

beforeAll(async () => {
  for (let i = 1; i <= 4; i++) {
    const sent = await s.t.request('POST', '/api/contacts', {
      body: {
        name: `Cliente ${i}`,
        phone: `(21) 99999-000${i}`,
        message: 'Meu ar-condicionado parou de gelar.',
        lgpd_consent: true,
        elapsed_ms: 10_000,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
});

function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<WireAnswer> {
  return wireRequest(s.base, path, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

const since = (date: string) => `updated_since=${encodeURIComponent(date)}`;
const ids = (items: { id: number }[]) => items.map((item) => item.id);
/** A moment strictly between two writes, whatever the clock's resolution. */
const mark = async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const at = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return at;
};

describe('updated_since', () => {
  it('services: only those changed after the moment, over HTTP', async () => {
    const all = (await call('GET', '/api/services')).json();
    expect(all.length).toBeGreaterThan(1);
    const at = await mark();
    const changed = await call('PATCH', `/api/services/${all[0].id}`, s.manager, { price: 'R$ 1' });
    expect(changed.status).toBe(200);
    const res = await call('GET', `/api/services?${since(at)}`);
    expect(res.status).toBe(200);
    expect(ids(res.json())).toEqual([all[0].id]);
    expect((await call('GET', `/api/services?${since(new Date().toISOString())}`)).json()).toEqual(
      [],
    );
  });

  it('keeps the public answer of a list asked with updated_since, per moment', async () => {
    for (const path of ['/api/services', '/api/testimonials', '/api/faqs']) {
      const url = `${path}?${since('2020-01-01T00:00:00Z')}`;
      const first = await call('GET', url);
      const etag = first.header('etag');
      expect(etag, path).toMatch(/^W\//);
      const again = await call('GET', url, undefined, undefined, { 'if-none-match': etag! });
      expect(again.status, path).toBe(304);
    }
  });

  it('testimonials, FAQs and blog posts: new and edited items, nothing older', async () => {
    const at = await mark();
    const testimonial = await call('POST', '/api/testimonials', s.manager, {
      name: 'Sincronia — Centro',
      content: 'Texto do depoimento sincronizado.',
      rating: 4,
    });
    const faq = await call('POST', '/api/faqs', s.manager, {
      question: 'Pergunta sincronizada?',
      answer: 'Resposta.',
    });
    const post = await call('POST', '/api/blog-posts', s.manager, {
      slug: 'post-sincronizado',
      title: 'Post sincronizado',
      excerpt: 'Resumo.',
      body: 'Texto.',
      published: true,
    });
    expect(ids((await call('GET', `/api/testimonials?${since(at)}`)).json())).toEqual([
      testimonial.json().id,
    ]);
    expect(ids((await call('GET', `/api/faqs?${since(at)}`)).json())).toEqual([faq.json().id]);
    expect(ids((await call('GET', `/api/blog-posts?${since(at)}`)).json())).toEqual([
      post.json().id,
    ]);
    // Hidden items too, for a viewer that mirrors everything.
    const draft = await call('POST', '/api/blog-posts', s.manager, {
      slug: 'rascunho-sincronizado',
      title: 'Rascunho',
      excerpt: 'Resumo.',
      body: 'Texto.',
      published: false,
    });
    const hidden = await call(
      'GET',
      `/api/blog-posts?include_inactive=true&${since(at)}`,
      s.viewer,
    );
    expect(ids(hidden.json()).sort()).toEqual([post.json().id, draft.json().id].sort());
  });

  it('contacts: messages whose status changed after the moment', async () => {
    const inbox = (await call('GET', '/api/contacts', s.viewer)).json();
    expect(inbox.items.length).toBeGreaterThan(0);
    const at = await mark();
    const target = inbox.items[0];
    const status = target.status === 'respondido' ? 'novo' : 'respondido';
    expect(
      (await call('PUT', `/api/contacts/${target.id}/status`, s.manager, { status })).status,
    ).toBe(200);
    const res = (await call('GET', `/api/contacts?${since(at)}`, s.viewer)).json();
    expect(ids(res.items)).toEqual([target.id]);
    expect(res.total).toBe(1);
  });

  it('shows a restored item again and its deletion through the trash', async () => {
    const faq = (
      await call('POST', '/api/faqs', s.manager, { question: 'Vai e volta?', answer: 'Sim.' })
    ).json();
    const at = await mark();
    await call('DELETE', `/api/faqs/${faq.id}`, s.manager);
    expect(ids((await call('GET', `/api/faqs?${since(at)}`)).json())).toEqual([]);
    const deleted = await call(
      'GET',
      `/api/trash?deleted_since=${encodeURIComponent(at)}`,
      s.manager,
    );
    expect(deleted.json().map((item: { id: number }) => item.id)).toEqual([faq.id]);
    const after = await mark();
    await call('POST', `/api/trash/faqs/${faq.id}/restore`, s.manager);
    expect(ids((await call('GET', `/api/faqs?${since(after)}`)).json())).toEqual([faq.id]);
  });

  it.each([
    '/api/services',
    '/api/testimonials',
    '/api/faqs',
    '/api/blog-posts',
    '/api/portfolio',
    '/api/banners',
    '/api/popups',
    '/api/social-links',
    '/api/contacts',
  ])('%s answers 400 in Portuguese for an invalid updated_since', async (path) => {
    for (const value of ['ontem', '2025-13-01T00:00:00Z', '2025-03-01']) {
      const res = await s.t.request('GET', `${path}?updated_since=${value}`, { token: s.viewer });
      const issues = expectInvalid(res, 'updated_since').issues as { message: string }[];
      expect(issues[0]!.message).toMatch(/Data e hora inválidas|inválid/);
    }
  });
});

describe('deleted contact messages', () => {
  it('are listed by id and time since a moment, with nothing of the person', async () => {
    const inbox = (await call('GET', '/api/contacts?page_size=100', s.viewer)).json();
    const [gone, kept] = ids(inbox.items);
    const at = await mark();
    expect((await call('DELETE', `/api/contacts/${gone}`, s.manager)).status).toBe(200);
    const res = await call(
      'GET',
      `/api/contacts/deleted?deleted_since=${encodeURIComponent(at)}`,
      s.viewer,
    );
    expect(res.status, res.text()).toBe(200);
    const { items } = res.json();
    expect(ids(items)).toEqual([gone]);
    expect(Object.keys(items[0]).sort()).toEqual(['deleted_at', 'id']);
    expect(Date.parse(items[0].deleted_at)).toBeGreaterThan(Date.parse(at));
    expect(ids((await call('GET', '/api/contacts/deleted', s.viewer)).json().items)).toContain(
      gone,
    );
    expect(ids((await call('GET', '/api/contacts/deleted', s.viewer)).json().items)).not.toContain(
      kept,
    );
    const later = await mark();
    const none = await call(
      'GET',
      `/api/contacts/deleted?deleted_since=${encodeURIComponent(later)}`,
      s.viewer,
    );
    expect(none.json()).toEqual({ items: [] });
    expectInvalid(
      await s.t.request('GET', '/api/contacts/deleted?deleted_since=ontem', { token: s.viewer }),
      'deleted_since',
    );
    expect((await call('GET', '/api/contacts/deleted')).status).toBe(401);
  });
});

describe('limit and offset', () => {
  it('page the inbox and say the total, beside page and page_size', async () => {
    const all = (await call('GET', '/api/contacts?page_size=100', s.viewer)).json();
    expect(all.total).toBeGreaterThan(2);
    const res = await call('GET', '/api/contacts?limit=2&offset=1', s.viewer);
    expect(res.status).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: all.total, limit: 2, offset: 1 });
    expect(ids(page.items)).toEqual(ids(all.items).slice(1, 3));
    // The old parameters keep working and say the same window in both forms.
    const old = (await call('GET', '/api/contacts?page=2&page_size=2', s.viewer)).json();
    expect(old).toMatchObject({ page: 2, page_size: 2, limit: 2, offset: 2, total: all.total });
    expectInvalid(await s.t.request('GET', '/api/contacts?limit=0', { token: s.viewer }), 'limit');
    expectInvalid(
      await s.t.request('GET', '/api/contacts?offset=-1', { token: s.viewer }),
      'offset',
    );
  });

  it('page the audit trail and say the total', async () => {
    const all = (await call('GET', '/api/audit-log?page_size=10', s.admin)).json();
    const page = (await call('GET', '/api/audit-log?limit=3&offset=2', s.admin)).json();
    expect(page).toMatchObject({ total: all.total, limit: 3, offset: 2 });
    expect(ids(page.items)).toEqual(ids(all.items).slice(2, 5));
  });

  it('page the blog at /blog-posts/page and say the total', async () => {
    const all = (await call('GET', '/api/blog-posts')).json();
    expect(all.length).toBeGreaterThan(2);
    const res = await call('GET', '/api/blog-posts/page?limit=2&offset=1');
    expect(res.status, res.text()).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: all.length, limit: 2, offset: 1 });
    expect(page.items).toEqual(all.slice(1, 3));
    const first = (await call('GET', '/api/blog-posts/page')).json();
    expect(first).toMatchObject({ total: all.length, limit: 20, offset: 0 });
    const changed = (
      await call('GET', `/api/blog-posts/page?${since(new Date().toISOString())}`)
    ).json();
    expect(changed).toEqual({ items: [], total: 0, limit: 20, offset: 0 });
    expectInvalid(await s.t.request('GET', '/api/blog-posts/page?limit=101'), 'limit');
    const hidden = await s.t.request('GET', '/api/blog-posts/page?include_inactive=true');
    expect(hidden.statusCode).toBe(401);
  });

  it('page the images and say the total', async () => {
    for (const background of ['#102030', '#203040', '#304050']) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
      const upload = await wireRequest(s.base, '/api/media', {
        method: 'POST',
        headers: { authorization: `Bearer ${s.manager}`, 'content-type': 'image/png' },
        body: png,
      });
      expect(upload.status, upload.text()).toBeLessThan(300);
    }
    const all = (await call('GET', '/api/media?page_size=100', s.manager)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const page = (await call('GET', '/api/media?limit=2&offset=1', s.manager)).json();
    expect(page).toMatchObject({ total: all.total, limit: 2, offset: 1 });
    expect(ids(page.items)).toEqual(ids(all.items).slice(1, 3));
    expectInvalid(await s.t.request('GET', '/api/media?limit=101', { token: s.manager }), 'limit');
  });
});
