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

const FAQ_NOT_FOUND = 'FAQ not found';
const INACTIVE_QUESTION = 'Vocês buscam o carro em casa?';

interface Faq {
  id: number;
  question: string;
  active: boolean;
}

const validFaq = {
  question: 'Vocês aceitam agendamento aos domingos?',
  answer: 'Não. Atendemos de segunda a sábado.',
  display_order: 20,
  active: true,
};

async function createFaq(values: Record<string, unknown> = validFaq) {
  const res = await t.request('POST', '/api/faqs', { token: manager, body: values });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectFaqShape(faq: Record<string, unknown>) {
  expect(faq).toEqual({
    id: expect.any(Number),
    question: expect.any(String),
    answer: expect.any(String),
    display_order: expect.any(Number),
    active: expect.any(Boolean),
    created_at: expect.any(String),
    updated_at: expect.any(String),
  });
}

async function inactiveSeededFaq() {
  const res = await t.request('GET', '/api/faqs?include_inactive=true', { token: viewer });
  const faq = res.json().find((f: { question: string }) => f.question === INACTIVE_QUESTION);
  expect(faq).toMatchObject({ active: false });
  return faq;
}

describe('GET /api/faqs', () => {
  it('lists only the active FAQs to anyone, in display order', async () => {
    const res = await t.request('GET', '/api/faqs');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(9);
    for (const faq of list) {
      expectFaqShape(faq);
      expect(faq.active).toBe(true);
    }
    expect(list.map((f: { question: string }) => f.question)).not.toContain(INACTIVE_QUESTION);
    for (let i = 1; i < list.length; i++) {
      expect(list[i].display_order).toBeGreaterThanOrEqual(list[i - 1].display_order);
    }
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate('/api/faqs?include_inactive=true');
  });

  it('include_inactive=true shows the hidden FAQ to a viewer and a manager', async () => {
    const publicCount = (await t.request('GET', '/api/faqs')).json().length;
    for (const token of [viewer, manager]) {
      const res = await t.request('GET', '/api/faqs?include_inactive=true', { token });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(list.length).toBe(publicCount + list.filter((f: Faq) => !f.active).length);
      expect(list.map((f: Faq) => f.question)).toContain(INACTIVE_QUESTION);
    }
  });

  it('include_inactive=false is the public list, even anonymously', async () => {
    const res = await t.request('GET', '/api/faqs?include_inactive=false');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await t.request('GET', '/api/faqs')).json());
  });

  it('answers 400 with issues for a flag that is not a boolean', async () => {
    expectInvalid(await t.request('GET', '/api/faqs?include_inactive=talvez'), 'include_inactive');
  });
});

describe('GET /api/faqs/{id}', () => {
  it('returns an active FAQ to anyone', async () => {
    const [first] = (await t.request('GET', '/api/faqs')).json();
    const res = await t.request('GET', `/api/faqs/${first.id}`);
    expect(res.statusCode).toBe(200);
    expectFaqShape(res.json());
    expect(res.json()).toEqual(first);
  });

  it('hides an inactive FAQ from the public (404) but shows it with include_inactive', async () => {
    const hidden = await inactiveSeededFaq();
    expectError(await t.request('GET', `/api/faqs/${hidden.id}`), 404, 'NOT_FOUND', FAQ_NOT_FOUND);
    await expectViewerGate(`/api/faqs/${hidden.id}?include_inactive=true`);
    const res = await t.request('GET', `/api/faqs/${hidden.id}?include_inactive=true`, {
      token: viewer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(hidden);
  });

  it("answers 404 'FAQ not found' for a missing id", async () => {
    expectError(await t.request('GET', `/api/faqs/${MISSING_ID}`), 404, 'NOT_FOUND', FAQ_NOT_FOUND);
  });

  it('answers 400 with issues for an invalid id', async () => {
    expectInvalid(await t.request('GET', '/api/faqs/um'), 'id');
  });
});

describe('POST /api/faqs', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    const before = (
      await t.request('GET', '/api/faqs?include_inactive=true', { token: viewer })
    ).json().length;
    await expectManagerOnly('POST', '/api/faqs', validFaq);
    const after = (
      await t.request('GET', '/api/faqs?include_inactive=true', { token: viewer })
    ).json().length;
    expect(after).toBe(before);
  });

  it('creates a FAQ that the following GETs show', async () => {
    const created = await createFaq();
    expectFaqShape(created);
    expect(created).toMatchObject(validFaq);
    expect((await t.request('GET', `/api/faqs/${created.id}`)).json()).toEqual(created);
    expect((await t.request('GET', '/api/faqs')).json()).toContainEqual(created);
  });

  it('defaults to active, order 0', async () => {
    const created = await createFaq({ question: 'Tem café?', answer: 'Tem sim.' });
    expect(created).toMatchObject({ active: true, display_order: 0 });
  });

  it('creates an inactive FAQ hidden from the public list', async () => {
    const created = await createFaq({ ...validFaq, active: false });
    expect(created.active).toBe(false);
    const ids = (await t.request('GET', '/api/faqs')).json().map((f: Faq) => f.id);
    expect(ids).not.toContain(created.id);
  });

  it('rejects the string "false" for `active` instead of coercing it', async () => {
    const res = await t.request('POST', '/api/faqs', {
      token: manager,
      body: { ...validFaq, active: 'false' },
    });
    expectInvalid(res, 'active');
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) => t.request('POST', '/api/faqs', { token: manager, body });
    expectInvalid(await post({}), 'question', 'answer');
    expectInvalid(await post({ ...validFaq, question: 'Oi' }), 'question');
    expectInvalid(await post({ ...validFaq, answer: '' }), 'answer');
    expectInvalid(await post({ ...validFaq, display_order: 1.5 }), 'display_order');
    expectInvalid(await post({ ...validFaq, active: 1 }), 'active');
  });
});

describe('PUT /api/faqs/{id}', () => {
  it('needs a manager and leaves the FAQ unchanged otherwise', async () => {
    const created = await createFaq();
    await expectManagerOnly('PUT', `/api/faqs/${created.id}`, { ...validFaq, answer: 'Mudou' });
    expect((await t.request('GET', `/api/faqs/${created.id}`)).json()).toEqual(created);
  });

  it('updates a FAQ, visible through the following GET', async () => {
    const created = await createFaq();
    const changes = { ...validFaq, answer: 'Sim, com horário marcado.', display_order: 21 };
    const res = await t.request('PUT', `/api/faqs/${created.id}`, {
      token: manager,
      body: changes,
    });
    expect(res.statusCode).toBe(200);
    expectFaqShape(res.json());
    expect(res.json()).toMatchObject({ id: created.id, ...changes });
    expect((await t.request('GET', `/api/faqs/${created.id}`)).json()).toMatchObject(changes);
  });

  it('deactivating hides the FAQ from the public but not from a viewer', async () => {
    const created = await createFaq();
    const res = await t.request('PUT', `/api/faqs/${created.id}`, {
      token: manager,
      body: { ...validFaq, active: false },
    });
    expect(res.json().active).toBe(false);
    expectError(await t.request('GET', `/api/faqs/${created.id}`), 404, 'NOT_FOUND', FAQ_NOT_FOUND);
    const all = await t.request('GET', '/api/faqs?include_inactive=true', { token: viewer });
    expect(all.json().map((f: Faq) => f.id)).toContain(created.id);
  });

  it("answers 404 'FAQ not found' for a missing id", async () => {
    expectError(
      await t.request('PUT', `/api/faqs/${MISSING_ID}`, { token: manager, body: validFaq }),
      404,
      'NOT_FOUND',
      FAQ_NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createFaq();
    const put = (body: unknown) =>
      t.request('PUT', `/api/faqs/${created.id}`, { token: manager, body });
    expectInvalid(await put({ ...validFaq, active: 'false' }), 'active');
    expectInvalid(await put({ ...validFaq, question: '' }), 'question');
    expect((await t.request('GET', `/api/faqs/${created.id}`)).json()).toEqual(created);
  });
});

describe('DELETE /api/faqs/{id}', () => {
  it('needs a manager and keeps the FAQ otherwise', async () => {
    const created = await createFaq();
    await expectManagerOnly('DELETE', `/api/faqs/${created.id}`);
    expect((await t.request('GET', `/api/faqs/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes a FAQ; the following GETs no longer find it', async () => {
    const created = await createFaq();
    const res = await t.request('DELETE', `/api/faqs/${created.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expectError(await t.request('GET', `/api/faqs/${created.id}`), 404, 'NOT_FOUND', FAQ_NOT_FOUND);
    const all = await t.request('GET', '/api/faqs?include_inactive=true', { token: viewer });
    expect(all.json().map((f: Faq) => f.id)).not.toContain(created.id);
  });

  it("answers 404 'FAQ not found' for a missing id", async () => {
    expectError(
      await t.request('DELETE', `/api/faqs/${MISSING_ID}`, { token: manager }),
      404,
      'NOT_FOUND',
      FAQ_NOT_FOUND,
    );
  });
});

describeReorder(() => t, {
  base: '/api/faqs',
  list: '/api/faqs?include_inactive=true',
  entity: 'faq',
  notFound: FAQ_NOT_FOUND,
  create: () => createFaq(),
});
