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

const NOT_FOUND = 'Trabalho não encontrado';

interface PortfolioItem {
  id: number;
  active: boolean;
  display_order: number;
  images: string[];
}

const validItem = {
  title: 'Recarga e troca de filtro secador',
  description: 'Sistema com umidade; trocamos o filtro secador e fizemos vácuo prolongado.',
  service: 'Recarga de gás',
  vehicle: 'Renault Kwid 2022',
  images: ['/media/portfolio/kwid-1.svg', 'https://cdn.example.com/kwid-2.jpg'],
  display_order: 30,
  active: true,
};

async function createItem(values: Record<string, unknown> = {}): Promise<PortfolioItem> {
  const res = await t.request('POST', '/api/portfolio', {
    token: manager,
    body: { ...validItem, ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectItemShape(item: Record<string, unknown>) {
  expect(item).toEqual({
    id: expect.any(Number),
    title: expect.any(String),
    description: expect.any(String),
    service: item.service === null ? null : expect.any(String),
    vehicle: item.vehicle === null ? null : expect.any(String),
    images: expect.any(Array),
    display_order: expect.any(Number),
    active: expect.any(Boolean),
    created_at: expect.any(String),
    updated_at: expect.any(String),
  });
}

const ids = (items: PortfolioItem[]) => items.map((i) => i.id);

describe('GET /api/portfolio', () => {
  it('lists the active work to anyone, in display order', async () => {
    const res = await t.request('GET', '/api/portfolio');
    expect(res.statusCode).toBe(200);
    const list: PortfolioItem[] = res.json();
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const item of list) {
      expectItemShape(item as unknown as Record<string, unknown>);
      expect(item.active).toBe(true);
      for (const image of item.images) expect(typeof image).toBe('string');
    }
    for (let i = 1; i < list.length; i++) {
      expect(list[i]!.display_order).toBeGreaterThanOrEqual(list[i - 1]!.display_order);
    }
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate('/api/portfolio?include_inactive=true');
  });

  it('hides inactive work unless a viewer asks for it', async () => {
    const hidden = await createItem({ active: false });
    expect(ids((await t.request('GET', '/api/portfolio')).json())).not.toContain(hidden.id);
    const res = await t.request('GET', '/api/portfolio?include_inactive=true', { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toContain(hidden.id);
  });
});

describe('GET /api/portfolio/{id}', () => {
  it('returns active work to anyone', async () => {
    const [first] = (await t.request('GET', '/api/portfolio')).json();
    const res = await t.request('GET', `/api/portfolio/${first.id}`);
    expect(res.statusCode).toBe(200);
    expectItemShape(res.json());
    expect(res.json()).toEqual(first);
  });

  it('hides inactive work from the public but shows it with include_inactive', async () => {
    const hidden = await createItem({ active: false });
    const url = `/api/portfolio/${hidden.id}`;
    expectError(await t.request('GET', url), 404, 'NOT_FOUND', NOT_FOUND);
    await expectViewerGate(`${url}?include_inactive=true`);
    const res = await t.request('GET', `${url}?include_inactive=true`, { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(hidden);
  });

  it('answers 404 for a missing id and 400 for an invalid one', async () => {
    expectError(
      await t.request('GET', `/api/portfolio/${MISSING_ID}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expectInvalid(await t.request('GET', '/api/portfolio/abc'), 'id');
  });
});

describe('POST /api/portfolio', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    const count = async () =>
      (await t.request('GET', '/api/portfolio?include_inactive=true', { token: viewer })).json()
        .length;
    const before = await count();
    await expectManagerOnly('POST', '/api/portfolio', validItem);
    expect(await count()).toBe(before);
  });

  it('creates work that the following GETs show', async () => {
    const created = await createItem();
    expectItemShape(created as unknown as Record<string, unknown>);
    expect(created).toMatchObject(validItem);
    expect((await t.request('GET', `/api/portfolio/${created.id}`)).json()).toEqual(created);
    expect((await t.request('GET', '/api/portfolio')).json()).toContainEqual(created);
  });

  it('fills the defaults and stores empty service and vehicle as null', async () => {
    const res = await t.request('POST', '/api/portfolio', {
      token: manager,
      body: { title: 'Só o básico', description: 'Descrição mínima.', service: '', vehicle: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      service: null,
      vehicle: null,
      images: [],
      display_order: 0,
      active: true,
    });
  });

  it('rejects the string "false" for `active` instead of coercing it', async () => {
    const res = await t.request('POST', '/api/portfolio', {
      token: manager,
      body: { ...validItem, active: 'false' },
    });
    expectInvalid(res, 'active');
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) => t.request('POST', '/api/portfolio', { token: manager, body });
    expectInvalid(await post({}), 'title', 'description');
    expectInvalid(await post({ ...validItem, images: ['javascript:alert(1)'] }), 'images.0');
    expectInvalid(await post({ ...validItem, images: '/media/a.svg' }), 'images');
    expectInvalid(
      await post({ ...validItem, images: Array.from({ length: 21 }, (_, i) => `/m/${i}.svg`) }),
      'images',
    );
    expectInvalid(await post({ ...validItem, description: 'x' }), 'description');
    expectInvalid(await post({ ...validItem, display_order: -5 }), 'display_order');
  });
});

describe('PUT /api/portfolio/{id}', () => {
  it('needs a manager and leaves the work unchanged otherwise', async () => {
    const created = await createItem();
    const url = `/api/portfolio/${created.id}`;
    await expectManagerOnly('PUT', url, { ...validItem, title: 'Invadido' });
    expect((await t.request('GET', url)).json()).toEqual(created);
  });

  it('updates work, visible through the following GET', async () => {
    const created = await createItem();
    const url = `/api/portfolio/${created.id}`;
    const changes = { ...validItem, title: 'Título revisado', images: ['/media/novo.svg'] };
    const res = await t.request('PUT', url, { token: manager, body: changes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, ...changes });
    expect((await t.request('GET', url)).json()).toMatchObject(changes);
  });

  it('deactivating hides the work from the public', async () => {
    const created = await createItem();
    const res = await t.request('PUT', `/api/portfolio/${created.id}`, {
      token: manager,
      body: { ...validItem, active: false },
    });
    expect(res.json().active).toBe(false);
    expectError(await t.request('GET', `/api/portfolio/${created.id}`), 404, 'NOT_FOUND');
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('PUT', `/api/portfolio/${MISSING_ID}`, { token: manager, body: validItem }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createItem();
    const url = `/api/portfolio/${created.id}`;
    const put = (body: unknown) => t.request('PUT', url, { token: manager, body });
    expectInvalid(await put({ ...validItem, active: 'false' }), 'active');
    expectInvalid(await put({ ...validItem, title: '' }), 'title');
    expect((await t.request('GET', url)).json()).toEqual(created);
  });
});

describe('DELETE /api/portfolio/{id}', () => {
  it('needs a manager and keeps the work otherwise', async () => {
    const created = await createItem();
    await expectManagerOnly('DELETE', `/api/portfolio/${created.id}`);
    expect((await t.request('GET', `/api/portfolio/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes work; the following GETs no longer find it', async () => {
    const created = await createItem();
    const res = await t.request('DELETE', `/api/portfolio/${created.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expectError(
      await t.request('GET', `/api/portfolio/${created.id}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    const all = await t.request('GET', '/api/portfolio?include_inactive=true', { token: viewer });
    expect(ids(all.json())).not.toContain(created.id);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('DELETE', `/api/portfolio/${MISSING_ID}`, { token: manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});

describeReorder(() => t, {
  base: '/api/portfolio',
  list: '/api/portfolio?include_inactive=true',
  entity: 'portfolio',
  notFound: NOT_FOUND,
  create: () => createItem(),
});
