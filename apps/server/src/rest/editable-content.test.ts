import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const { expectManagerOnly } = s;

const NOT_FOUND = 'Conteúdo não encontrado';

interface EditableContent {
  key: string;
  section: string;
  type: string;
  value: string;
  description: string | null;
}

const validContent = {
  section: 'teste',
  type: 'markdown',
  value: '**Texto** criado pelo teste.',
  description: 'Bloco de teste',
};

let keyCounter = 0;
const newKey = () => `teste.bloco_${++keyCounter}`;

async function createContent(values: Record<string, unknown> = {}): Promise<EditableContent> {
  const key = newKey();
  const res = await s.t.request('PUT', `/api/editable-content/${key}`, {
    token: s.manager,
    body: { ...validContent, ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectContentShape(content: Record<string, unknown>) {
  expect(content).toEqual({
    key: expect.any(String),
    section: expect.any(String),
    type: expect.stringMatching(/^(text|markdown)$/),
    value: expect.any(String),
    description: content.description === null ? null : expect.any(String),
    updated_at: expect.any(String),
  });
}

const keys = (list: EditableContent[]) => list.map((c) => c.key);

describe('GET /api/editable-content', () => {
  it('lists every editable text to anyone, ordered by key', async () => {
    const res = await s.t.request('GET', '/api/editable-content');
    expect(res.statusCode).toBe(200);
    const list: EditableContent[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const content of list) expectContentShape(content as unknown as Record<string, unknown>);
    expect(keys(list)).toContain('blog.intro');
    // Full keys mix '.' and '_', which collations order differently; their first segment does not.
    const prefixes = keys(list).map((key) => key.split('.')[0]!);
    expect(prefixes).toEqual([...prefixes].sort());
  });

  it('?section= keeps only that section', async () => {
    const res = await s.t.request('GET', '/api/editable-content?section=contato');
    expect(res.statusCode).toBe(200);
    const list: EditableContent[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const content of list) expect(content.section).toBe('contato');
    expect(keys(list)).toContain('contato.intro');

    const none = await s.t.request('GET', '/api/editable-content?section=secao-inexistente');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('answers 400 with issues for a section that is too long', async () => {
    const res = await s.t.request('GET', `/api/editable-content?section=${'s'.repeat(61)}`);
    expectInvalid(res, 'section');
  });
});

describe('GET /api/editable-content/{key}', () => {
  it('returns one text to anyone', async () => {
    const res = await s.t.request('GET', '/api/editable-content/blog.intro');
    expect(res.statusCode).toBe(200);
    expectContentShape(res.json());
    expect(res.json().key).toBe('blog.intro');
  });

  it('answers 404 for a missing key and 400 for an invalid one', async () => {
    expectError(
      await s.t.request('GET', '/api/editable-content/nao.existe'),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
    expectInvalid(await s.t.request('GET', '/api/editable-content/Chave%20Inv%C3%A1lida'), 'key');
  });
});

describe('PUT /api/editable-content/{key}', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing written', async () => {
    const before = (await s.t.request('GET', '/api/editable-content/blog.intro')).json();
    await expectManagerOnly('PUT', '/api/editable-content/blog.intro', { value: 'Invadido' });
    expect((await s.t.request('GET', '/api/editable-content/blog.intro')).json()).toEqual(before);

    await expectManagerOnly('PUT', '/api/editable-content/teste.invasor', { value: 'Invadido' });
    expectError(await s.t.request('GET', '/api/editable-content/teste.invasor'), 404, 'NOT_FOUND');
  });

  it('creates a missing key; the following GETs show it', async () => {
    const key = newKey();
    const res = await s.t.request('PUT', `/api/editable-content/${key}`, {
      token: s.manager,
      body: validContent,
    });
    expect(res.statusCode).toBe(200);
    expectContentShape(res.json());
    expect(res.json()).toMatchObject({ key, ...validContent });
    expect((await s.t.request('GET', `/api/editable-content/${key}`)).json()).toEqual(res.json());
    const section = (await s.t.request('GET', '/api/editable-content?section=teste')).json();
    expect(keys(section)).toContain(key);
  });

  it('fills the defaults: section geral, type text, no description', async () => {
    const key = newKey();
    const res = await s.t.request('PUT', `/api/editable-content/${key}`, {
      token: s.manager,
      body: { value: 'Só o valor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key,
      section: 'geral',
      type: 'text',
      value: 'Só o valor',
      description: null,
    });
  });

  it('updates an existing key, visible through the following GET', async () => {
    const created = await createContent();
    const url = `/api/editable-content/${created.key}`;
    const changes = { section: 'outra', type: 'text', value: 'Valor novo', description: 'Nova' };
    const res = await s.t.request('PUT', url, { token: s.manager, body: changes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: created.key, ...changes });
    expect((await s.t.request('GET', url)).json()).toMatchObject(changes);
    const old = (await s.t.request('GET', '/api/editable-content?section=teste')).json();
    expect(keys(old)).not.toContain(created.key);
  });

  it('updates a seeded text', async () => {
    const res = await s.t.request('PUT', '/api/editable-content/faq.intro', {
      token: s.manager,
      body: { section: 'geral', value: 'Dúvidas frequentes sobre o ar-condicionado.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await s.t.request('GET', '/api/editable-content/faq.intro')).json().value).toBe(
      'Dúvidas frequentes sobre o ar-condicionado.',
    );
  });

  it('answers 400 with issues for invalid bodies or keys', async () => {
    const created = await createContent();
    const url = `/api/editable-content/${created.key}`;
    const put = (body: unknown) => s.t.request('PUT', url, { token: s.manager, body });
    expectInvalid(await put({ value: null }), 'value');
    // A key with no text yet needs its value: there is nothing to keep.
    const missing = `/api/editable-content/sem-texto-${Date.now()}`;
    expectInvalid(await s.t.request('PUT', missing, { token: s.manager, body: {} }), 'value');
    expect((await s.t.request('GET', missing)).statusCode).toBe(404);
    expectInvalid(await put({ ...validContent, type: 'html' }), 'type');
    expectInvalid(await put({ ...validContent, section: '' }), 'section');
    expectInvalid(await put({ ...validContent, value: 42 }), 'value');
    expect((await s.t.request('GET', url)).json()).toEqual(created);

    const badKey = await s.t.request('PUT', '/api/editable-content/Chave_Maiuscula', {
      token: s.manager,
      body: validContent,
    });
    expectInvalid(badKey, 'key');
  });
});

describe('DELETE /api/editable-content/{key}', () => {
  it('needs a manager and keeps the text otherwise', async () => {
    const created = await createContent();
    const url = `/api/editable-content/${created.key}`;
    await expectManagerOnly('DELETE', url);
    expect((await s.t.request('GET', url)).statusCode).toBe(200);
  });

  it('deletes a text; the following GETs no longer find it', async () => {
    const created = await createContent();
    const url = `/api/editable-content/${created.key}`;
    const res = await s.t.request('DELETE', url, { token: s.manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.key });
    expectError(await s.t.request('GET', url), 404, 'NOT_FOUND', NOT_FOUND);
    expect(keys((await s.t.request('GET', '/api/editable-content')).json())).not.toContain(
      created.key,
    );
  });

  it('answers 404 for a missing key', async () => {
    expectError(
      await s.t.request('DELETE', '/api/editable-content/nao.existe', { token: s.manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});
