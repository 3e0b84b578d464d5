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

const { expectManagerOnly } = accessChecks(
  () => t,
  () => ({ user, viewer }),
);

const NOT_FOUND = 'Depoimento não encontrado';
const LEGACY_NAME = 'Sandra Oliveira — Xerém';
const LEGACY_TEXT =
  'Levo meu carro lá há anos para a recarga de gás e revisão do ar. Pessoal honesto, preço justo e o ar sempre fica gelando como novo.';

const validTestimonial = {
  name: 'Carla Mendes — Centro',
  content: 'Recarga feita em uma hora e o ar voltou a gelar. Recomendo!',
  rating: 5,
  service: 'Recarga de gás',
};

async function createTestimonial(values: Record<string, unknown> = validTestimonial) {
  const res = await t.request('POST', '/api/testimonials', { token: manager, body: values });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectTestimonialShape(testimonial: Record<string, unknown>) {
  expect(testimonial).toEqual({
    id: expect.any(Number),
    name: expect.any(String),
    content: expect.any(String),
    rating: expect.any(Number),
    service: testimonial.service === null ? null : expect.any(String),
    created_at: expect.any(String),
  });
}

async function legacyTestimonial() {
  const list = (await t.request('GET', '/api/testimonials')).json();
  const legacy = list.find((item: { name: string }) => item.name === LEGACY_NAME);
  expect(legacy).toBeDefined();
  return legacy;
}

describe('GET /api/testimonials', () => {
  it('lists the seeded testimonials to anyone, each with its content', async () => {
    const res = await t.request('GET', '/api/testimonials');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const item of list) {
      expectTestimonialShape(item);
      expect(item.content.length).toBeGreaterThan(0);
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item).not.toHaveProperty('text');
    }
  });

  it('answers the legacy testimonial with its `text` as `content`', async () => {
    const legacy = await legacyTestimonial();
    expect(legacy.content).toBe(LEGACY_TEXT);
    expect(legacy.service).toBeNull();
  });

  it('lists the newest first', async () => {
    const created = await createTestimonial();
    const [first] = (await t.request('GET', '/api/testimonials')).json();
    expect(first.id).toBe(created.id);
  });
});

describe('GET /api/testimonials/{id}', () => {
  it('returns one testimonial; the legacy one falls back to `text`', async () => {
    const legacy = await legacyTestimonial();
    const res = await t.request('GET', `/api/testimonials/${legacy.id}`);
    expect(res.statusCode).toBe(200);
    expectTestimonialShape(res.json());
    expect(res.json()).toEqual(legacy);
    expect(res.json().content).toBe(LEGACY_TEXT);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('GET', `/api/testimonials/${MISSING_ID}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid id', async () => {
    expectInvalid(await t.request('GET', '/api/testimonials/abc'), 'id');
  });
});

describe('POST /api/testimonials', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    const before = (await t.request('GET', '/api/testimonials')).json().length;
    await expectManagerOnly('POST', '/api/testimonials', validTestimonial);
    expect((await t.request('GET', '/api/testimonials')).json()).toHaveLength(before);
  });

  it('creates a testimonial that the following GETs show', async () => {
    const created = await createTestimonial();
    expectTestimonialShape(created);
    expect(created).toMatchObject(validTestimonial);
    const res = await t.request('GET', `/api/testimonials/${created.id}`);
    expect(res.json()).toEqual(created);
    expect((await t.request('GET', '/api/testimonials')).json()).toContainEqual(created);
  });

  it('stores an empty or missing service as null', async () => {
    const blank = await createTestimonial({ ...validTestimonial, service: '' });
    expect(blank.service).toBeNull();
    const { service: _omit, ...withoutService } = validTestimonial;
    expect((await createTestimonial(withoutService)).service).toBeNull();
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) =>
      t.request('POST', '/api/testimonials', { token: manager, body });
    expectInvalid(await post({}), 'name', 'content', 'rating');
    const tooHigh = expectInvalid(await post({ ...validTestimonial, rating: 6 }), 'rating');
    expect(tooHigh.issues[0].message).toBe('A nota vai de 1 a 5');
    expectInvalid(await post({ ...validTestimonial, rating: 0 }), 'rating');
    expectInvalid(await post({ ...validTestimonial, rating: 4.5 }), 'rating');
    expectInvalid(await post({ ...validTestimonial, content: ' ' }), 'content');
    expectInvalid(await post({ ...validTestimonial, name: 'A' }), 'name');
  });
});

describe('PUT /api/testimonials/{id}', () => {
  it('needs a manager and leaves the testimonial unchanged otherwise', async () => {
    const created = await createTestimonial();
    await expectManagerOnly('PUT', `/api/testimonials/${created.id}`, {
      ...validTestimonial,
      rating: 1,
    });
    expect((await t.request('GET', `/api/testimonials/${created.id}`)).json()).toEqual(created);
  });

  it('updates a testimonial, visible through the following GET', async () => {
    const created = await createTestimonial();
    const changes = { ...validTestimonial, content: 'Voltei para a higienização.', rating: 4 };
    const res = await t.request('PUT', `/api/testimonials/${created.id}`, {
      token: manager,
      body: changes,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, ...changes });
    expect((await t.request('GET', `/api/testimonials/${created.id}`)).json()).toMatchObject(
      changes,
    );
  });

  it('writing `content` on the legacy testimonial replaces its `text`', async () => {
    const legacy = await legacyTestimonial();
    const content = 'Texto revisado pela própria cliente.';
    const res = await t.request('PUT', `/api/testimonials/${legacy.id}`, {
      token: manager,
      body: { name: legacy.name, content, rating: legacy.rating },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe(content);
    expect((await t.request('GET', `/api/testimonials/${legacy.id}`)).json().content).toBe(content);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('PUT', `/api/testimonials/${MISSING_ID}`, {
        token: manager,
        body: validTestimonial,
      }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createTestimonial();
    const res = await t.request('PUT', `/api/testimonials/${created.id}`, {
      token: manager,
      body: { ...validTestimonial, rating: '5 estrelas' },
    });
    expectInvalid(res, 'rating');
    expect((await t.request('GET', `/api/testimonials/${created.id}`)).json()).toEqual(created);
  });
});

describe('DELETE /api/testimonials/{id}', () => {
  it('needs a manager and keeps the testimonial otherwise', async () => {
    const created = await createTestimonial();
    await expectManagerOnly('DELETE', `/api/testimonials/${created.id}`);
    expect((await t.request('GET', `/api/testimonials/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes a testimonial; the following GETs no longer find it', async () => {
    const created = await createTestimonial();
    const res = await t.request('DELETE', `/api/testimonials/${created.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expectError(
      await t.request('GET', `/api/testimonials/${created.id}`),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    const ids = (await t.request('GET', '/api/testimonials'))
      .json()
      .map((i: { id: number }) => i.id);
    expect(ids).not.toContain(created.id);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('DELETE', `/api/testimonials/${MISSING_ID}`, { token: manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});
