import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReorder } from '../testing/reorder-checks';
import { accessChecks, expectError, expectInvalid, MISSING_ID } from '../testing/rest-expectations';
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

const { expectManagerOnly, expectViewerGate } = accessChecks(
  () => t,
  () => ({ user, viewer }),
);

const NOT_FOUND = 'Link não encontrado';

interface SocialLink {
  id: number;
  name: string;
  platform: string;
  active: 0 | 1;
  display_order: number;
}

const validLink = {
  name: 'TikTok',
  platform: 'tiktok',
  url: 'https://www.tiktok.com/@friocar',
  active: 1,
  display_order: 9,
};

async function createLink(values: Record<string, unknown> = {}): Promise<SocialLink> {
  const res = await t.request('POST', '/api/social-links', {
    token: manager,
    body: { ...validLink, ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectLinkShape(link: Record<string, unknown>) {
  expect(link).toEqual({
    id: expect.any(Number),
    name: expect.any(String),
    platform: expect.any(String),
    url: expect.any(String),
    active: expect.any(Number),
    display_order: expect.any(Number),
  });
  expect([0, 1]).toContain(link.active);
}

const ids = (links: SocialLink[]) => links.map((l) => l.id);

async function inactiveSeededLink(): Promise<SocialLink> {
  const res = await t.request('GET', '/api/social-links?include_inactive=true', { token: viewer });
  const link = res.json().find((l: SocialLink) => l.active === 0);
  expect(link).toBeDefined();
  return link;
}

describe('GET /api/social-links', () => {
  it('lists only the active links (active = 1) to anyone, in display order', async () => {
    const res = await t.request('GET', '/api/social-links');
    expect(res.statusCode).toBe(200);
    const list: SocialLink[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const link of list) {
      expectLinkShape(link as unknown as Record<string, unknown>);
      expect(link.active).toBe(1);
    }
    for (let i = 1; i < list.length; i++) {
      expect(list[i]!.display_order).toBeGreaterThanOrEqual(list[i - 1]!.display_order);
    }
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate('/api/social-links?include_inactive=true');
  });

  it('include_inactive=true adds the inactive seeded link (active = 0) for a viewer', async () => {
    const publicIds = ids((await t.request('GET', '/api/social-links')).json());
    const res = await t.request('GET', '/api/social-links?include_inactive=true', {
      token: viewer,
    });
    expect(res.statusCode).toBe(200);
    const hidden = res.json().filter((l: SocialLink) => l.active === 0);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    for (const link of hidden) expect(publicIds).not.toContain(link.id);
  });
});

describe('GET /api/social-links/{id}', () => {
  it('returns an active link to anyone', async () => {
    const [first] = (await t.request('GET', '/api/social-links')).json();
    const res = await t.request('GET', `/api/social-links/${first.id}`);
    expect(res.statusCode).toBe(200);
    expectLinkShape(res.json());
    expect(res.json()).toEqual(first);
  });

  it('hides an inactive link from the public but shows it with include_inactive', async () => {
    const hidden = await inactiveSeededLink();
    const url = `/api/social-links/${hidden.id}`;
    expectError(await t.request('GET', url), 404, 'NOT_FOUND', NOT_FOUND);
    await expectViewerGate(`${url}?include_inactive=true`);
    const res = await t.request('GET', `${url}?include_inactive=true`, { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(hidden);
  });

  it('answers 404 for a missing id and 400 for an invalid one', async () => {
    expectError(
      await t.request('GET', `/api/social-links/${MISSING_ID}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expectInvalid(await t.request('GET', '/api/social-links/abc'), 'id');
  });
});

describe('POST /api/social-links', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    const count = async () =>
      (await t.request('GET', '/api/social-links?include_inactive=true', { token: viewer })).json()
        .length;
    const before = await count();
    await expectManagerOnly('POST', '/api/social-links', validLink);
    expect(await count()).toBe(before);
  });

  it('creates a link that the following GETs show', async () => {
    const created = await createLink();
    expectLinkShape(created as unknown as Record<string, unknown>);
    expect(created).toMatchObject(validLink);
    expect((await t.request('GET', `/api/social-links/${created.id}`)).json()).toEqual(created);
    expect((await t.request('GET', '/api/social-links')).json()).toContainEqual(created);
  });

  it('stores active as 1 or 0 from a number or a JSON boolean, and defaults to 1', async () => {
    expect((await createLink({ active: true })).active).toBe(1);
    expect((await createLink({ active: false })).active).toBe(0);
    expect((await createLink({ active: 0 })).active).toBe(0);
    const { active: _active, ...withoutActive } = validLink;
    const res = await t.request('POST', '/api/social-links', {
      token: manager,
      body: withoutActive,
    });
    expect(res.json().active).toBe(1);
  });

  it('lower-cases the platform', async () => {
    expect((await createLink({ platform: 'TikTok' })).platform).toBe('tiktok');
  });

  it('rejects the string "false" for `active` instead of coercing it', async () => {
    const res = await t.request('POST', '/api/social-links', {
      token: manager,
      body: { ...validLink, active: 'false' },
    });
    expectInvalid(res, 'active');
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) =>
      t.request('POST', '/api/social-links', { token: manager, body });
    expectInvalid(await post({}), 'name', 'platform', 'url');
    expectInvalid(await post({ ...validLink, url: 'javascript:alert(1)' }), 'url');
    expectInvalid(await post({ ...validLink, url: 'ftp://friocar.com.br' }), 'url');
    expectInvalid(await post({ ...validLink, url: 'não é url' }), 'url');
    expectInvalid(await post({ ...validLink, platform: 'face book' }), 'platform');
    expectInvalid(await post({ ...validLink, active: 2 }), 'active');
    expectInvalid(await post({ ...validLink, name: '' }), 'name');
  });
});

describe('PUT /api/social-links/{id}', () => {
  it('needs a manager and leaves the link unchanged otherwise', async () => {
    const created = await createLink();
    const url = `/api/social-links/${created.id}`;
    await expectManagerOnly('PUT', url, { ...validLink, name: 'Invadido' });
    expect((await t.request('GET', url)).json()).toEqual(created);
  });

  it('updates a link, visible through the following GETs', async () => {
    const created = await createLink();
    const url = `/api/social-links/${created.id}`;
    const changes = { ...validLink, name: 'TikTok oficial', url: 'https://tiktok.com/@fc' };
    const res = await t.request('PUT', url, { token: manager, body: changes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, ...changes });
    expect((await t.request('GET', url)).json()).toMatchObject(changes);
  });

  it('deactivating hides the link from the public list', async () => {
    const created = await createLink();
    const res = await t.request('PUT', `/api/social-links/${created.id}`, {
      token: manager,
      body: { ...validLink, active: false },
    });
    expect(res.json().active).toBe(0);
    expect(ids((await t.request('GET', '/api/social-links')).json())).not.toContain(created.id);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('PUT', `/api/social-links/${MISSING_ID}`, {
        token: manager,
        body: validLink,
      }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createLink();
    const url = `/api/social-links/${created.id}`;
    const put = (body: unknown) => t.request('PUT', url, { token: manager, body });
    expectInvalid(await put({ ...validLink, active: 'true' }), 'active');
    expectInvalid(await put({ ...validLink, url: '' }), 'url');
    expect((await t.request('GET', url)).json()).toEqual(created);
  });
});

describe('DELETE /api/social-links/{id}', () => {
  it('needs a manager and keeps the link otherwise', async () => {
    const created = await createLink();
    await expectManagerOnly('DELETE', `/api/social-links/${created.id}`);
    expect((await t.request('GET', `/api/social-links/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes a link; the following GETs no longer find it', async () => {
    const created = await createLink();
    const res = await t.request('DELETE', `/api/social-links/${created.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expectError(
      await t.request('GET', `/api/social-links/${created.id}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expect(ids((await t.request('GET', '/api/social-links')).json())).not.toContain(created.id);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('DELETE', `/api/social-links/${MISSING_ID}`, { token: manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});

describeReorder(() => t, {
  base: '/api/social-links',
  list: '/api/social-links?include_inactive=true',
  entity: 'social-link',
  notFound: NOT_FOUND,
  create: () => createLink(),
});
