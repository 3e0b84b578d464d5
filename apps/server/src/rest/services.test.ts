import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReorder } from '../testing/reorder-checks';
import { accessChecks, expectError, expectInvalid, MISSING_ID } from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

const NOT_FOUND = 'Serviço não encontrado';

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

const { expectManagerOnly } = accessChecks(
  () => t,
  () => ({ user, viewer }),
);

const validService = {
  title: 'Troca de válvula de expansão',
  description: 'Substituição da válvula de expansão com vácuo e recarga.',
  price: 'A partir de R$ 350',
  image: '/media/servicos/valvula.svg',
  display_order: 50,
};

async function createService(values: Record<string, unknown> = validService) {
  const res = await t.request('POST', '/api/services', { token: manager, body: values });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectServiceShape(service: Record<string, unknown>) {
  expect(service).toEqual({
    id: expect.any(Number),
    title: expect.any(String),
    description: expect.any(String),
    price: expect.any(String),
    image: expect.any(String),
    display_order: expect.any(Number),
    created_at: expect.any(String),
    updated_at: expect.any(String),
  });
  expect(Number.isNaN(Date.parse(service.created_at as string))).toBe(false);
}

describe('GET /api/services', () => {
  it('lists the seeded services to anyone, in display order', async () => {
    const res = await t.request('GET', '/api/services');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const service of list) expectServiceShape(service);
    for (let i = 1; i < list.length; i++) {
      expect(list[i].display_order).toBeGreaterThanOrEqual(list[i - 1].display_order);
    }
  });
});

describe('GET /api/services/{id}', () => {
  it('returns one service', async () => {
    const [first] = (await t.request('GET', '/api/services')).json();
    const res = await t.request('GET', `/api/services/${first.id}`);
    expect(res.statusCode).toBe(200);
    expectServiceShape(res.json());
    expect(res.json()).toEqual(first);
  });

  it('answers 404 for a missing id', async () => {
    expectError(await t.request('GET', `/api/services/${MISSING_ID}`), 404, 'NOT_FOUND', NOT_FOUND);
  });

  it('answers 400 with issues for an id that is not a positive integer', async () => {
    expectInvalid(await t.request('GET', '/api/services/abc'), 'id');
    expectInvalid(await t.request('GET', '/api/services/0'), 'id');
    expectInvalid(await t.request('GET', '/api/services/99999999999'), 'id');
  });
});

describe('POST /api/services', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    const before = (await t.request('GET', '/api/services')).json().length;
    await expectManagerOnly('POST', '/api/services', validService);
    expect((await t.request('GET', '/api/services')).json()).toHaveLength(before);
  });

  it('checks the role before the body', async () => {
    expectError(await t.request('POST', '/api/services', { body: {} }), 401, 'UNAUTHORIZED');
  });

  it('creates a service that the following GETs show', async () => {
    const created = await createService();
    expectServiceShape(created);
    expect(created).toMatchObject(validService);

    const byId = await t.request('GET', `/api/services/${created.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(created);
    const list = (await t.request('GET', '/api/services')).json();
    expect(list).toContainEqual(created);
  });

  it('fills the defaults: empty price and the placeholder image', async () => {
    const created = await createService({ title: 'Diagnóstico', description: 'Com scanner.' });
    expect(created).toMatchObject({
      price: '',
      image: '/media/placeholder-servico.svg',
      display_order: 0,
    });
    const blankImage = await createService({ ...validService, image: '' });
    expect(blankImage.image).toBe('/media/placeholder-servico.svg');
  });

  it('also lets an admin create', async () => {
    const admin = await t.tokenFor('admin');
    const res = await t.request('POST', '/api/services', { token: admin, body: validService });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) => t.request('POST', '/api/services', { token: manager, body });
    expectInvalid(await post({}), 'title', 'description');
    expectInvalid(await post({ ...validService, title: 'x' }), 'title');
    expectInvalid(await post({ ...validService, description: '' }), 'description');
    expectInvalid(await post({ ...validService, image: 'javascript:alert(1)' }), 'image');
    expectInvalid(await post({ ...validService, display_order: -1 }), 'display_order');
    expectInvalid(await post({ ...validService, price: 'x'.repeat(61) }), 'price');
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expectError(res, 400, 'BAD_REQUEST', 'JSON inválido no corpo da requisição');
  });
});

describe('PUT /api/services/{id}', () => {
  it('needs a manager and leaves the service unchanged otherwise', async () => {
    const created = await createService();
    await expectManagerOnly('PUT', `/api/services/${created.id}`, {
      ...validService,
      title: 'Invasão',
    });
    expect((await t.request('GET', `/api/services/${created.id}`)).json()).toEqual(created);
  });

  it('updates a service, visible through the following GET', async () => {
    const created = await createService();
    const changes = { ...validService, title: 'Válvula de expansão (novo preço)', price: 'R$ 400' };
    const res = await t.request('PUT', `/api/services/${created.id}`, {
      token: manager,
      body: changes,
    });
    expect(res.statusCode).toBe(200);
    expectServiceShape(res.json());
    expect(res.json()).toMatchObject({ id: created.id, ...changes });

    const after = (await t.request('GET', `/api/services/${created.id}`)).json();
    expect(after).toMatchObject({ title: changes.title, price: 'R$ 400' });
    expect(after.created_at).toBe(created.created_at);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('PUT', `/api/services/${MISSING_ID}`, { token: manager, body: validService }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createService();
    const put = (body: unknown) =>
      t.request('PUT', `/api/services/${created.id}`, { token: manager, body });
    expectInvalid(await put({ ...validService, title: '' }), 'title');
    expectInvalid(await put({ description: 'x' }), 'description');
    expect((await t.request('GET', `/api/services/${created.id}`)).json()).toEqual(created);
  });

  it('keeps every field the body leaves out', async () => {
    const created = await createService();
    const res = await t.request('PUT', `/api/services/${created.id}`, {
      token: manager,
      body: { title: 'Válvula nova', description: 'Só o título e a descrição mudam.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: validService.price,
      image: validService.image,
      display_order: validService.display_order,
    });
  });
});

describe('DELETE /api/services/{id}', () => {
  it('needs a manager and keeps the service otherwise', async () => {
    const created = await createService();
    await expectManagerOnly('DELETE', `/api/services/${created.id}`);
    expect((await t.request('GET', `/api/services/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes a service; the following GETs no longer find it', async () => {
    const created = await createService();
    const res = await t.request('DELETE', `/api/services/${created.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });

    expectError(await t.request('GET', `/api/services/${created.id}`), 404, 'NOT_FOUND', NOT_FOUND);
    const list = (await t.request('GET', '/api/services')).json();
    expect(list.map((s: { id: number }) => s.id)).not.toContain(created.id);
  });

  it('answers 404 for a missing id, including a second delete', async () => {
    const created = await createService();
    await t.request('DELETE', `/api/services/${created.id}`, { token: manager });
    expectError(
      await t.request('DELETE', `/api/services/${created.id}`, { token: manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expectError(
      await t.request('DELETE', `/api/services/${MISSING_ID}`, { token: manager }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 400 with issues for an invalid id', async () => {
    expectInvalid(await t.request('DELETE', '/api/services/abc', { token: manager }), 'id');
  });
});

describeReorder(() => t, {
  base: '/api/services',
  list: '/api/services',
  entity: 'service',
  notFound: NOT_FOUND,
  create: () => createService(),
});
