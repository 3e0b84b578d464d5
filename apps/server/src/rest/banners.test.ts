import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const NOT_FOUND = 'Banner não encontrado';

interface Banner {
  id: number;
  key: string;
  position: string;
  target_pages: string;
  active: boolean;
  display_order: number;
  content: string;
}

const validBanner = {
  title: 'Banner de teste',
  content: JSON.stringify({ title: 'Revisão de verão', subtitle: 'Com 10% de desconto' }),
  active: true,
  position: 'middle',
  key: 'teste_banner',
  target_pages: '/teste-banners',
  display_order: 3,
};

async function createBanner(values: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/banners', {
    token: manager,
    body: { ...validBanner, ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Banner;
}

function expectBannerShape(banner: Record<string, unknown>) {
  expect(banner).toEqual({
    id: expect.any(Number),
    title: expect.any(String),
    content: expect.any(String),
    active: expect.any(Boolean),
    position: expect.any(String),
    key: expect.any(String),
    target_pages: expect.any(String),
    display_order: expect.any(Number),
    tone: expect.any(String),
    starts_at: null,
    ends_at: null,
    created_at: expect.any(String),
    updated_at: expect.any(String),
  });
  expect(() => JSON.parse(banner.content as string)).not.toThrow();
}

const ids = (banners: Banner[]) => banners.map((b) => b.id);
const keys = (banners: Banner[]) => banners.map((b) => b.key);

async function seededBanner(key: string): Promise<Banner> {
  const res = await t.request('GET', '/api/banners?include_inactive=true', { token: viewer });
  const banner = res.json().find((b: Banner) => b.key === key);
  expect(banner).toBeDefined();
  return banner;
}

describe('GET /api/banners', () => {
  it('lists only active banners to anyone, in display order', async () => {
    const res = await t.request('GET', '/api/banners');
    expect(res.statusCode).toBe(200);
    const list: Banner[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const banner of list) {
      expectBannerShape(banner as unknown as Record<string, unknown>);
      expect(banner.active).toBe(true);
    }
    expect(keys(list)).toContain('home_hero');
    expect(keys(list)).not.toContain('promo_inverno');
    for (let i = 1; i < list.length; i++) {
      expect(list[i]!.display_order).toBeGreaterThanOrEqual(list[i - 1]!.display_order);
    }
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate('/api/banners?include_inactive=true');
  });

  it('include_inactive=true shows the paused banner to a viewer', async () => {
    const res = await t.request('GET', '/api/banners?include_inactive=true', { token: viewer });
    expect(res.statusCode).toBe(200);
    const paused = res.json().find((b: Banner) => b.key === 'promo_inverno');
    expect(paused).toMatchObject({ active: false });
  });
});

describe('GET /api/banners/{id}', () => {
  it('returns an active banner to anyone', async () => {
    const hero = await seededBanner('home_hero');
    const res = await t.request('GET', `/api/banners/${hero.id}`);
    expect(res.statusCode).toBe(200);
    expectBannerShape(res.json());
    expect(res.json()).toEqual(hero);
  });

  it('hides an inactive banner from the public but shows it with include_inactive', async () => {
    const paused = await seededBanner('promo_inverno');
    expectError(await t.request('GET', `/api/banners/${paused.id}`), 404, 'NOT_FOUND', NOT_FOUND);
    await expectViewerGate(`/api/banners/${paused.id}?include_inactive=true`);
    const res = await t.request('GET', `/api/banners/${paused.id}?include_inactive=true`, {
      token: viewer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(paused);
  });

  it('answers 404 for a missing id and 400 for an invalid one', async () => {
    expectError(await t.request('GET', `/api/banners/${MISSING_ID}`), 404, 'NOT_FOUND', NOT_FOUND);
    expectInvalid(await t.request('GET', '/api/banners/abc'), 'id');
  });
});

describe('GET /api/banners/key/{key}', () => {
  it('answers a LIST of the banners with that key', async () => {
    const res = await t.request('GET', '/api/banners/key/home_hero');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const banner of list) {
      expectBannerShape(banner);
      expect(banner.key).toBe('home_hero');
    }
    expect(JSON.parse(list[0].content)).toMatchObject({ title: expect.any(String) });
  });

  it('answers an empty list for an unknown key', async () => {
    const res = await t.request('GET', '/api/banners/key/chave_que_nao_existe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists every active banner with the key, and the inactive ones only on request', async () => {
    const a = await createBanner({ key: 'chave_repetida', display_order: 2 });
    const b = await createBanner({ key: 'chave_repetida', display_order: 1 });
    const hidden = await createBanner({ key: 'chave_repetida', active: false });
    const res = await t.request('GET', '/api/banners/key/chave_repetida');
    expect(ids(res.json())).toEqual([b.id, a.id]);

    await expectViewerGate('/api/banners/key/chave_repetida?include_inactive=true');
    const all = await t.request('GET', '/api/banners/key/chave_repetida?include_inactive=true', {
      token: viewer,
    });
    expect(ids(all.json()).sort()).toEqual([a.id, b.id, hidden.id].sort());
  });

  it('answers 400 with issues for an invalid key', async () => {
    expectInvalid(await t.request('GET', '/api/banners/key/Chave-Maiuscula'), 'key');
  });
});

describe('GET /api/banners/position/{position}', () => {
  it('answers the active banners of the position', async () => {
    const res = await t.request('GET', '/api/banners/position/hero');
    expect(res.statusCode).toBe(200);
    const list: Banner[] = res.json();
    for (const banner of list) {
      expect(banner.position).toBe('hero');
      expect(banner.active).toBe(true);
    }
    expect(keys(list)).toEqual(expect.arrayContaining(['home_hero', 'demo_hero']));
    const top = (await t.request('GET', '/api/banners/position/top')).json();
    expect(keys(top)).not.toContain('promo_inverno');
  });

  it('?page= keeps only the banners that target the page (or every page)', async () => {
    const home = (await t.request('GET', '/api/banners/position/hero?page=/')).json();
    expect(keys(home)).toContain('home_hero');
    expect(keys(home)).not.toContain('demo_hero');

    const servicos = (await t.request('GET', '/api/banners/position/middle?page=/servicos')).json();
    expect(keys(servicos)).toContain('promo_higienizacao');
    const contato = (await t.request('GET', '/api/banners/position/middle?page=/contato')).json();
    expect(keys(contato)).not.toContain('promo_higienizacao');

    const everywhere = (await t.request('GET', '/api/banners/position/footer?page=/blog')).json();
    expect(keys(everywhere)).toContain('footer_garantia');
    expect(keys(everywhere)).not.toContain('demo_footer');
  });

  it('?page= matches a new banner on any of its pages', async () => {
    const created = await createBanner({
      position: 'bottom',
      target_pages: '/pagina-a, /pagina-b',
    });
    const onB = (await t.request('GET', '/api/banners/position/bottom?page=%2Fpagina-b')).json();
    expect(ids(onB)).toContain(created.id);
    const onC = (await t.request('GET', '/api/banners/position/bottom?page=/pagina-c')).json();
    expect(ids(onC)).not.toContain(created.id);
  });

  it('answers 400 with issues for an unknown position', async () => {
    expectInvalid(await t.request('GET', '/api/banners/position/lateral'), 'position');
  });
});

describe('POST /api/banners', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    await expectManagerOnly('POST', '/api/banners', { ...validBanner, key: 'banner_invasor' });
    const res = await t.request('GET', '/api/banners/key/banner_invasor?include_inactive=true', {
      token: viewer,
    });
    expect(res.json()).toEqual([]);
  });

  it('creates a banner that the following GETs show', async () => {
    const created = await createBanner({ key: 'banner_novo' });
    expectBannerShape(created as unknown as Record<string, unknown>);
    expect(created).toMatchObject({ ...validBanner, key: 'banner_novo' });
    expect((await t.request('GET', `/api/banners/${created.id}`)).json()).toEqual(created);
    expect((await t.request('GET', '/api/banners/key/banner_novo')).json()).toEqual([created]);
  });

  it('fills the defaults: active, position top, every page, order 0', async () => {
    const res = await t.request('POST', '/api/banners', {
      token: manager,
      body: { title: 'Só o básico', content: '{}', key: 'banner_basico' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      active: true,
      position: 'top',
      target_pages: '*',
      display_order: 0,
    });
  });

  it('rejects content that is not JSON with its own message', async () => {
    const res = await t.request('POST', '/api/banners', {
      token: manager,
      body: { ...validBanner, content: 'não é json' },
    });
    const body = expectInvalid(res, 'content');
    expect(body.error).toBe('O conteúdo do banner precisa ser um JSON válido');
  });

  it('rejects the string "false" for `active` instead of coercing it', async () => {
    const res = await t.request('POST', '/api/banners', {
      token: manager,
      body: { ...validBanner, active: 'false' },
    });
    expectInvalid(res, 'active');
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) => t.request('POST', '/api/banners', { token: manager, body });
    expectInvalid(await post({}), 'title', 'content', 'key');
    expectInvalid(await post({ ...validBanner, key: 'Chave Inválida' }), 'key');
    expectInvalid(await post({ ...validBanner, position: 'lateral' }), 'position');
    expectInvalid(await post({ ...validBanner, target_pages: '' }), 'target_pages');
    expectInvalid(await post({ ...validBanner, title: 'x' }), 'title');
  });
});

describe('PUT /api/banners/{id}', () => {
  it('needs a manager and leaves the banner unchanged otherwise', async () => {
    const created = await createBanner();
    await expectManagerOnly('PUT', `/api/banners/${created.id}`, { ...validBanner, title: 'X' });
    expect((await t.request('GET', `/api/banners/${created.id}`)).json()).toEqual(created);
  });

  it('updates a banner, visible through the following GETs', async () => {
    const created = await createBanner({ key: 'banner_editado' });
    const changes = {
      ...validBanner,
      key: 'banner_editado',
      title: 'Título novo',
      content: JSON.stringify({ title: 'Novo', subtitle: 'Texto' }),
      position: 'footer',
    };
    const res = await t.request('PUT', `/api/banners/${created.id}`, {
      token: manager,
      body: changes,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, ...changes });
    expect((await t.request('GET', `/api/banners/${created.id}`)).json()).toMatchObject(changes);
    const footer = (await t.request('GET', '/api/banners/position/footer')).json();
    expect(ids(footer)).toContain(created.id);
  });

  it('deactivating hides the banner from the public lists', async () => {
    const created = await createBanner({ key: 'banner_desligado' });
    const res = await t.request('PUT', `/api/banners/${created.id}`, {
      token: manager,
      body: { ...validBanner, key: 'banner_desligado', active: false },
    });
    expect(res.json().active).toBe(false);
    expect((await t.request('GET', '/api/banners/key/banner_desligado')).json()).toEqual([]);
    expect(ids((await t.request('GET', '/api/banners')).json())).not.toContain(created.id);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('PUT', `/api/banners/${MISSING_ID}`, { token: manager, body: validBanner }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createBanner();
    const put = (body: unknown) =>
      t.request('PUT', `/api/banners/${created.id}`, { token: manager, body });
    expectInvalid(await put({ ...validBanner, content: '{quebrado' }), 'content');
    expectInvalid(await put({ ...validBanner, active: 'true' }), 'active');
    expect((await t.request('GET', `/api/banners/${created.id}`)).json()).toEqual(created);
  });
});

describe('DELETE /api/banners/{id}', () => {
  it('needs a manager and keeps the banner otherwise', async () => {
    const created = await createBanner();
    await expectManagerOnly('DELETE', `/api/banners/${created.id}`);
    expect((await t.request('GET', `/api/banners/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes a banner; the following GETs no longer find it', async () => {
    const created = await createBanner({ key: 'banner_apagado' });
    const res = await t.request('DELETE', `/api/banners/${created.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expectError(await t.request('GET', `/api/banners/${created.id}`), 404, 'NOT_FOUND', NOT_FOUND);
    expect((await t.request('GET', '/api/banners/key/banner_apagado')).json()).toEqual([]);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('DELETE', `/api/banners/${MISSING_ID}`, { token: manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});
