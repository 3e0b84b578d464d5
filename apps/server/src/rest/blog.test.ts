import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES, expectRowShape } from '../testing/crud-table';
import { expectError, expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const { expectViewerGate } = s;
const entity = CRUD_ENTITIES.blog;
describeCrud(s, entity);

const NOT_FOUND = entity.notFound;
const SLUG_TAKEN = 'Já existe um post com este slug';
const SEEDED_SLUG = 'r-134a-ou-r-1234yf-qual-gas-seu-carro-usa';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

interface Post {
  id: number;
  slug: string;
  published: boolean;
  published_at: string | null;
}

async function createPost(values: Record<string, unknown> = {}): Promise<Post> {
  const res = await s.t.request('POST', '/api/blog-posts', {
    token: s.manager,
    body: { ...entity.valid(), ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const put = (post: Post, values: Record<string, unknown>) =>
  s.t.request('PUT', `/api/blog-posts/${post.id}`, {
    token: s.manager,
    body: { ...entity.valid(), slug: post.slug, ...values },
  });
const bySlug = (slug: string) => s.t.request('GET', `/api/blog-posts/slug/${slug}`);
const ids = (posts: Post[]) => posts.map((p) => p.id);
const publicIds = async () => ids((await s.t.request('GET', '/api/blog-posts')).json());

/** Hidden from the public by id, by slug and in the list; shown to a viewer who asks. */
async function expectHiddenFromPublic(post: Post) {
  expect(await publicIds()).not.toContain(post.id);
  expectError(await s.t.request('GET', `/api/blog-posts/${post.id}`), 404, 'NOT_FOUND', NOT_FOUND);
  expectError(
    await s.t.request('GET', `/api/blog-posts/slug/${post.slug}`),
    404,
    'NOT_FOUND',
    NOT_FOUND,
  );
  const opts = { token: s.viewer };
  const list = await s.t.request('GET', '/api/blog-posts?include_inactive=true', opts);
  expect(ids(list.json())).toContain(post.id);
  const byId = await s.t.request('GET', `/api/blog-posts/${post.id}?include_inactive=true`, opts);
  expect(byId.json()).toEqual(post);
  const bySlug = await s.t.request(
    'GET',
    `/api/blog-posts/slug/${post.slug}?include_inactive=true`,
    opts,
  );
  expect(bySlug.json()).toEqual(post);
}

describe('drafts and scheduled posts', () => {
  it('a draft is hidden from the public list, id and slug lookups', async () => {
    const draft = await createPost({ published: false });
    expect(draft).toMatchObject({ published: false, published_at: null });
    await expectHiddenFromPublic(draft);
  });

  it('a post published with a future date stays hidden until then', async () => {
    const scheduled = await createPost({ published_at: inDays(3) });
    expect(scheduled.published).toBe(true);
    await expectHiddenFromPublic(scheduled);
  });

  it('publishing without a date sets published_at to now and shows the post', async () => {
    const before = Date.now();
    const post = await createPost({ published: true });
    const after = Date.now();
    expect(post.published_at).not.toBeNull();
    const publishedAt = Date.parse(post.published_at!);
    expect(publishedAt).toBeGreaterThanOrEqual(before);
    expect(publishedAt).toBeLessThanOrEqual(after);
    expect(await publicIds()).toContain(post.id);
    expect((await s.t.request('GET', `/api/blog-posts/slug/${post.slug}`)).json()).toEqual(post);
  });

  it('publishing a draft later without a date sets published_at then', async () => {
    const draft = await createPost({ published: false });
    const before = Date.now();
    const res = await put(draft, { published: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().published).toBe(true);
    expect(Date.parse(res.json().published_at)).toBeGreaterThanOrEqual(before);
    expect(await publicIds()).toContain(draft.id);
  });

  it('saving a published post again without a date keeps its publication date', async () => {
    const date = new Date(Date.now() - 5 * DAY_MS).toISOString();
    const post = await createPost({ published_at: date });
    const res = await put(post, { title: 'Título revisado', published: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().published_at).toBe(date);
  });

  it('keeps an explicit publication date', async () => {
    const date = new Date(Date.now() - 10 * DAY_MS).toISOString();
    const post = await createPost({ published_at: date });
    expect(post.published_at).toBe(date);
    expect(await publicIds()).toContain(post.id);
  });
});

describe('GET /api/blog-posts/slug/{slug}', () => {
  it('returns a published post by its slug', async () => {
    const res = await s.t.request('GET', `/api/blog-posts/slug/${SEEDED_SLUG}`);
    expect(res.statusCode).toBe(200);
    expectRowShape(entity, res.json());
    expect(res.json()).toMatchObject({ slug: SEEDED_SLUG, published: true });
    const byId = await s.t.request('GET', `/api/blog-posts/${res.json().id}`);
    expect(byId.json()).toEqual(res.json());
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate(`/api/blog-posts/slug/${SEEDED_SLUG}?include_inactive=true`);
  });

  it('answers 404 for a missing slug and 400 for an invalid one', async () => {
    expectError(
      await s.t.request('GET', '/api/blog-posts/slug/post-que-nao-existe'),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expectInvalid(await s.t.request('GET', '/api/blog-posts/slug/Slug_Invalido'), 'slug');
  });
});

describe('blog posts of their own', () => {
  it('the public list holds only posts whose publication date has come', async () => {
    for (const post of (await s.t.request('GET', '/api/blog-posts')).json()) {
      expect(Date.parse(post.published_at)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('a created post is found by its slug; a PUT may move it to another slug', async () => {
    const created = await createPost();
    expect((await bySlug(created.slug)).json()).toEqual(created);
    const slug = `${created.slug}-novo`;
    const res = await put(created, { slug, published_at: created.published_at });
    expect(res.statusCode).toBe(200);
    expect((await bySlug(slug)).json().id).toBe(created.id);
    expectError(await bySlug(created.slug), 404, 'NOT_FOUND');
  });

  it('fills the defaults: a draft with empty texts and nulls', async () => {
    const res = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: { slug: entity.valid().slug, title: 'Rascunho', cover_image: '', seo_title: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      excerpt: '',
      body: '',
      cover_image: null,
      published: false,
      published_at: null,
      seo_title: null,
      seo_description: null,
    });
  });

  it('answers 409 for a slug already in use, on create and on update (the post kept)', async () => {
    const res = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: { ...entity.valid(), slug: SEEDED_SLUG },
    });
    expectError(res, 409, 'CONFLICT', SLUG_TAKEN);
    const created = await createPost();
    expectError(await put(created, { slug: SEEDED_SLUG }), 409, 'CONFLICT', SLUG_TAKEN);
    expect((await s.t.request('GET', `/api/blog-posts/${created.id}`)).json()).toEqual(created);
  });

  it('a deleted post is gone from its slug, and the slug is free again', async () => {
    const created = await createPost();
    await s.t.request('DELETE', `/api/blog-posts/${created.id}`, { token: s.manager });
    expectError(await bySlug(created.slug), 404, 'NOT_FOUND', NOT_FOUND);
    const again = await createPost({ slug: created.slug });
    expect(again.slug).toBe(created.slug);
  });
});
