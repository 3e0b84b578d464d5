import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES, expectRowShape, type Row } from '../testing/crud-table';
import { expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const entity = CRUD_ENTITIES.banners;
describeCrud(s, entity);

type Banner = Row & { key: string; position: string; active: boolean };

async function createBanner(values: Record<string, unknown> = {}): Promise<Banner> {
  const res = await s.t.request('POST', '/api/banners', {
    token: s.manager,
    body: { ...entity.valid(), ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const ids = (banners: Banner[]) => banners.map((b) => b.id);
const keys = (banners: Banner[]) => banners.map((b) => b.key);
const byKey = async (key: string) =>
  (await s.t.request('GET', `/api/banners/key/${key}`)).json() as Banner[];

describe('the seeded banners', () => {
  it('the public lists show home_hero but not the paused promo_inverno; a viewer sees both', async () => {
    expect(keys((await s.t.request('GET', '/api/banners')).json())).toEqual(
      expect.arrayContaining(['home_hero']),
    );
    expect(keys((await s.t.request('GET', '/api/banners')).json())).not.toContain('promo_inverno');
    const all = await s.t.request('GET', '/api/banners?include_inactive=true', { token: s.viewer });
    const paused = all.json().find((b: Banner) => b.key === 'promo_inverno');
    expect(paused).toMatchObject({ active: false });
  });
});

describe('GET /api/banners/key/{key}', () => {
  it('answers a LIST of the banners with that key', async () => {
    const res = await s.t.request('GET', '/api/banners/key/home_hero');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const banner of list) {
      expectRowShape(entity, banner);
      expect(banner.key).toBe('home_hero');
    }
    expect(JSON.parse(list[0].content)).toMatchObject({ title: expect.any(String) });
  });

  it('answers an empty list for an unknown key', async () => {
    const res = await s.t.request('GET', '/api/banners/key/chave_que_nao_existe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists every active banner with the key, and the inactive ones only on request', async () => {
    const a = await createBanner({ key: 'chave_repetida', display_order: 2 });
    const b = await createBanner({ key: 'chave_repetida', display_order: 1 });
    const hidden = await createBanner({ key: 'chave_repetida', active: false });
    const res = await s.t.request('GET', '/api/banners/key/chave_repetida');
    expect(ids(res.json())).toEqual([b.id, a.id]);

    await s.expectViewerGate('/api/banners/key/chave_repetida?include_inactive=true');
    const all = await s.t.request('GET', '/api/banners/key/chave_repetida?include_inactive=true', {
      token: s.viewer,
    });
    expect(ids(all.json()).sort()).toEqual([a.id, b.id, hidden.id].sort());
  });

  it('answers 400 with issues for an invalid key', async () => {
    expectInvalid(await s.t.request('GET', '/api/banners/key/Chave-Maiuscula'), 'key');
  });
});

describe('GET /api/banners/position/{position}', () => {
  it('answers the active banners of the position', async () => {
    const res = await s.t.request('GET', '/api/banners/position/hero');
    expect(res.statusCode).toBe(200);
    const list: Banner[] = res.json();
    for (const banner of list) {
      expect(banner.position).toBe('hero');
      expect(banner.active).toBe(true);
    }
    expect(keys(list)).toEqual(expect.arrayContaining(['home_hero', 'demo_hero']));
    const top = (await s.t.request('GET', '/api/banners/position/top')).json();
    expect(keys(top)).not.toContain('promo_inverno');
  });

  it('?page= keeps only the banners that target the page (or every page)', async () => {
    const home = (await s.t.request('GET', '/api/banners/position/hero?page=/')).json();
    expect(keys(home)).toContain('home_hero');
    expect(keys(home)).not.toContain('demo_hero');

    const servicos = (
      await s.t.request('GET', '/api/banners/position/middle?page=/servicos')
    ).json();
    expect(keys(servicos)).toContain('promo_higienizacao');
    const contato = (await s.t.request('GET', '/api/banners/position/middle?page=/contato')).json();
    expect(keys(contato)).not.toContain('promo_higienizacao');

    const everywhere = (await s.t.request('GET', '/api/banners/position/footer?page=/blog')).json();
    expect(keys(everywhere)).toContain('footer_garantia');
    expect(keys(everywhere)).not.toContain('demo_footer');
  });

  it('?page= matches a new banner on any of its pages', async () => {
    const created = await createBanner({
      position: 'bottom',
      target_pages: '/pagina-a, /pagina-b',
    });
    const onB = (await s.t.request('GET', '/api/banners/position/bottom?page=%2Fpagina-b')).json();
    expect(ids(onB)).toContain(created.id);
    const onC = (await s.t.request('GET', '/api/banners/position/bottom?page=/pagina-c')).json();
    expect(ids(onC)).not.toContain(created.id);
  });

  it('answers 400 with issues for an unknown position', async () => {
    expectInvalid(await s.t.request('GET', '/api/banners/position/lateral'), 'position');
  });
});

describe('GET /api/banners/page', () => {
  it('answers the banners of every position that target the page, and only those', async () => {
    const res = await s.t.request('GET', '/api/banners/page?page=%2Fservicos');
    expect(res.statusCode).toBe(200);
    const list: Banner[] = res.json();
    expect(keys(list)).toEqual(expect.arrayContaining(['promo_higienizacao', 'footer_garantia']));
    expect(keys(list)).not.toContain('home_hero');
    expect(keys(list)).not.toContain('demo_top');
    // Paused banners stay out as in every public read.
    expect(keys(list)).not.toContain('promo_inverno');
    const demo = (await s.t.request('GET', '/api/banners/page?page=/demo-popups-banners')).json();
    expect(new Set(demo.map((banner: Banner) => banner.position))).toEqual(
      new Set(['header', 'top', 'hero', 'middle', 'bottom', 'footer']),
    );
  });

  it('answers 400 without a page', async () => {
    expectInvalid(await s.t.request('GET', '/api/banners/page'), 'page');
  });
});

describe('banners of their own', () => {
  it('creating, moving, pausing and deleting a banner shows in the key and position lists', async () => {
    const created = await createBanner({ key: 'banner_novo' });
    expect(await byKey('banner_novo')).toEqual([created]);

    const moved = { ...entity.valid(), key: 'banner_novo', position: 'footer' };
    await s.t.request('PUT', `/api/banners/${created.id}`, { token: s.manager, body: moved });
    const footer = (await s.t.request('GET', '/api/banners/position/footer')).json();
    expect(ids(footer)).toContain(created.id);

    const paused = { ...moved, active: false };
    await s.t.request('PUT', `/api/banners/${created.id}`, { token: s.manager, body: paused });
    expect(await byKey('banner_novo')).toEqual([]);

    const gone = await createBanner({ key: 'banner_apagado' });
    await s.t.request('DELETE', `/api/banners/${gone.id}`, { token: s.manager });
    expect(await byKey('banner_apagado')).toEqual([]);
  });

  it('fills the defaults: active, position top, every page, order 0', async () => {
    const res = await s.t.request('POST', '/api/banners', {
      token: s.manager,
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
    const res = await s.t.request('POST', '/api/banners', {
      token: s.manager,
      body: { ...entity.valid(), content: 'não é json' },
    });
    const body = expectInvalid(res, 'content');
    expect(body.error).toBe('O conteúdo do banner precisa ser um JSON válido');
  });
});
