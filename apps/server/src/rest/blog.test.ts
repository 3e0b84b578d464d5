import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid, MISSING_ID } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const { expectManagerOnly, expectViewerGate } = s;

const NOT_FOUND = 'Post não encontrado';
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

let slugCounter = 0;
const newSlug = () => `post-de-teste-${++slugCounter}`;

const validPost = {
  title: 'Quando trocar o filtro de cabine',
  excerpt: 'Um resumo curto.',
  body: '## Filtro de cabine\n\nTroque a cada 10 mil km.',
  cover_image: '/media/blog/filtro.svg',
  published: true,
  seo_title: 'Filtro de cabine',
  seo_description: 'Quando trocar o filtro de cabine do carro.',
};

async function createPost(values: Record<string, unknown> = {}): Promise<Post> {
  const res = await s.t.request('POST', '/api/blog-posts', {
    token: s.manager,
    body: { ...validPost, slug: newSlug(), ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectPostShape(post: Record<string, unknown>) {
  expect(post).toEqual({
    id: expect.any(Number),
    slug: expect.any(String),
    title: expect.any(String),
    excerpt: expect.any(String),
    body: expect.any(String),
    cover_image: post.cover_image === null ? null : expect.any(String),
    published: expect.any(Boolean),
    published_at: post.published_at === null ? null : expect.any(String),
    seo_title: post.seo_title === null ? null : expect.any(String),
    seo_description: post.seo_description === null ? null : expect.any(String),
    created_at: expect.any(String),
    updated_at: expect.any(String),
  });
}

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

describe('GET /api/blog-posts', () => {
  it('lists the published posts to anyone, newest first', async () => {
    const res = await s.t.request('GET', '/api/blog-posts');
    expect(res.statusCode).toBe(200);
    const list: Post[] = res.json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const post of list) {
      expectPostShape(post as unknown as Record<string, unknown>);
      expect(post.published).toBe(true);
      expect(Date.parse(post.published_at!)).toBeLessThanOrEqual(Date.now());
    }
    for (let i = 1; i < list.length; i++) {
      expect(Date.parse(list[i]!.published_at!)).toBeLessThanOrEqual(
        Date.parse(list[i - 1]!.published_at!),
      );
    }
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate('/api/blog-posts?include_inactive=true');
  });
});

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
    const res = await s.t.request('PUT', `/api/blog-posts/${draft.id}`, {
      token: s.manager,
      body: { ...validPost, slug: draft.slug, published: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().published).toBe(true);
    expect(Date.parse(res.json().published_at)).toBeGreaterThanOrEqual(before);
    expect(await publicIds()).toContain(draft.id);
  });

  it('saving a published post again without a date keeps its publication date', async () => {
    const date = new Date(Date.now() - 5 * DAY_MS).toISOString();
    const post = await createPost({ published_at: date });
    const res = await s.t.request('PUT', `/api/blog-posts/${post.id}`, {
      token: s.manager,
      body: { ...validPost, slug: post.slug, title: 'Título revisado', published: true },
    });
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

describe('GET /api/blog-posts/{id}', () => {
  it('returns a published post to anyone', async () => {
    const [first] = (await s.t.request('GET', '/api/blog-posts')).json();
    const res = await s.t.request('GET', `/api/blog-posts/${first.id}`);
    expect(res.statusCode).toBe(200);
    expectPostShape(res.json());
    expect(res.json()).toEqual(first);
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    const [first] = (await s.t.request('GET', '/api/blog-posts')).json();
    await expectViewerGate(`/api/blog-posts/${first.id}?include_inactive=true`);
  });

  it('answers 404 for a missing id and 400 for an invalid one', async () => {
    expectError(
      await s.t.request('GET', `/api/blog-posts/${MISSING_ID}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expectInvalid(await s.t.request('GET', '/api/blog-posts/abc'), 'id');
  });
});

describe('GET /api/blog-posts/slug/{slug}', () => {
  it('returns a published post by its slug', async () => {
    const res = await s.t.request('GET', `/api/blog-posts/slug/${SEEDED_SLUG}`);
    expect(res.statusCode).toBe(200);
    expectPostShape(res.json());
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

describe('POST /api/blog-posts', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    const slug = 'post-invasor';
    await expectManagerOnly('POST', '/api/blog-posts', { ...validPost, slug });
    expectError(
      await s.t.request('GET', `/api/blog-posts/slug/${slug}?include_inactive=true`, {
        token: s.viewer,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('creates a post that the following GETs show', async () => {
    const slug = newSlug();
    const res = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: { ...validPost, slug },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expectPostShape(created);
    expect(created).toMatchObject({ ...validPost, slug });
    expect((await s.t.request('GET', `/api/blog-posts/${created.id}`)).json()).toEqual(created);
    expect((await s.t.request('GET', `/api/blog-posts/slug/${slug}`)).json()).toEqual(created);
  });

  it('fills the defaults: a draft with empty texts and nulls', async () => {
    const res = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: { slug: newSlug(), title: 'Rascunho', cover_image: '', seo_title: '' },
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

  it('answers 409 for a slug already in use', async () => {
    const res = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: { ...validPost, slug: SEEDED_SLUG },
    });
    expectError(res, 409, 'CONFLICT', SLUG_TAKEN);
  });

  it('rejects the string "false" for `published` instead of coercing it', async () => {
    const slug = newSlug();
    const res = await s.t.request('POST', '/api/blog-posts', {
      token: s.manager,
      body: { ...validPost, slug, published: 'false' },
    });
    expectInvalid(res, 'published');
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) =>
      s.t.request('POST', '/api/blog-posts', {
        token: s.manager,
        body: { slug: newSlug(), ...(body as object) },
      });
    expectInvalid(
      await s.t.request('POST', '/api/blog-posts', { token: s.manager, body: {} }),
      'slug',
      'title',
    );
    expectInvalid(await post({ ...validPost, slug: 'Com Espaço' }), 'slug');
    expectInvalid(await post({ ...validPost, slug: '-comeca-com-hifen' }), 'slug');
    expectInvalid(await post({ ...validPost, title: 'A' }), 'title');
    expectInvalid(await post({ ...validPost, published_at: 'ontem' }), 'published_at');
    expectInvalid(await post({ ...validPost, cover_image: 'javascript:alert(1)' }), 'cover_image');
    expectInvalid(await post({ ...validPost, seo_title: 'x'.repeat(71) }), 'seo_title');
  });
});

describe('PUT /api/blog-posts/{id}', () => {
  it('needs a manager and leaves the post unchanged otherwise', async () => {
    const created = await createPost();
    const url = `/api/blog-posts/${created.id}`;
    await expectManagerOnly('PUT', url, { ...validPost, slug: created.slug, title: 'Invadido' });
    expect((await s.t.request('GET', url)).json()).toEqual(created);
  });

  it('updates a post, visible through the following GETs', async () => {
    const created = await createPost();
    const url = `/api/blog-posts/${created.id}`;
    const slug = newSlug();
    const changes = {
      ...validPost,
      slug,
      title: 'Título revisado',
      published_at: created.published_at,
    };
    const res = await s.t.request('PUT', url, { token: s.manager, body: changes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, ...changes });
    expect((await s.t.request('GET', url)).json()).toMatchObject(changes);
    expect((await s.t.request('GET', `/api/blog-posts/slug/${slug}`)).json().id).toBe(created.id);
    expectError(await s.t.request('GET', `/api/blog-posts/slug/${created.slug}`), 404, 'NOT_FOUND');
  });

  it('unpublishing hides the post from the public', async () => {
    const created = await createPost();
    const res = await s.t.request('PUT', `/api/blog-posts/${created.id}`, {
      token: s.manager,
      body: { ...validPost, slug: created.slug, published: false },
    });
    expect(res.json().published).toBe(false);
    expect(await publicIds()).not.toContain(created.id);
  });

  it("answers 409 for another post's slug and keeps the post", async () => {
    const created = await createPost();
    const url = `/api/blog-posts/${created.id}`;
    const res = await s.t.request('PUT', url, {
      token: s.manager,
      body: { ...validPost, slug: SEEDED_SLUG },
    });
    expectError(res, 409, 'CONFLICT', SLUG_TAKEN);
    expect((await s.t.request('GET', url)).json()).toEqual(created);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await s.t.request('PUT', `/api/blog-posts/${MISSING_ID}`, {
        token: s.manager,
        body: { ...validPost, slug: newSlug() },
      }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createPost();
    const url = `/api/blog-posts/${created.id}`;
    const put = (body: unknown) => s.t.request('PUT', url, { token: s.manager, body });
    expectInvalid(await put({ ...validPost, slug: created.slug, published: 'true' }), 'published');
    expectInvalid(await put({ ...validPost, slug: 'Não é um slug' }), 'slug');
    expect((await s.t.request('GET', url)).json()).toEqual(created);
  });
});

describe('DELETE /api/blog-posts/{id}', () => {
  it('needs a manager and keeps the post otherwise', async () => {
    const created = await createPost();
    await expectManagerOnly('DELETE', `/api/blog-posts/${created.id}`);
    expect((await s.t.request('GET', `/api/blog-posts/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes a post; the following GETs no longer find it', async () => {
    const created = await createPost();
    const res = await s.t.request('DELETE', `/api/blog-posts/${created.id}`, { token: s.manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expectError(
      await s.t.request('GET', `/api/blog-posts/${created.id}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expectError(
      await s.t.request('GET', `/api/blog-posts/slug/${created.slug}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('frees the slug of a deleted post', async () => {
    const created = await createPost();
    await s.t.request('DELETE', `/api/blog-posts/${created.id}`, { token: s.manager });
    const again = await createPost({ slug: created.slug });
    expect(again.slug).toBe(created.slug);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await s.t.request('DELETE', `/api/blog-posts/${MISSING_ID}`, { token: s.manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});
