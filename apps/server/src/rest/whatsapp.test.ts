import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const { expectManagerOnly, expectViewerGate } = s;

const CONTEXT_NOT_FOUND = 'Contexto de WhatsApp não encontrado';

const validSettings = {
  default_message: 'Olá! Quero um orçamento para o ar-condicionado.',
  urgent_message: 'Olá! Preciso de atendimento {urgency}.',
  show_urgency: false,
  show_pulse: true,
  is_active: true,
};

const SETTINGS_KEYS = [
  'phone_number',
  'default_message',
  'urgent_message',
  'company_name',
  'show_urgency',
  'show_pulse',
  'is_active',
  'updated_at',
];

interface Context {
  id: number;
  name: string;
  active: boolean;
}

const validContext = {
  description: 'Criado pelo teste',
  active: true,
  message_template: 'Olá! Vim pela página de teste.',
  button_text: 'Chamar',
};

let contextCounter = 0;
async function createContext(values: Record<string, unknown> = {}) {
  const name = `teste_contexto_${++contextCounter}`;
  const res = await s.t.request('POST', '/api/whatsapp-contexts', {
    token: s.manager,
    body: { name, ...validContext, ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectContextShape(context: Record<string, unknown>) {
  expect(context).toEqual({
    id: expect.any(Number),
    name: expect.any(String),
    description: context.description === null ? null : expect.any(String),
    active: expect.any(Boolean),
    message_template: expect.any(String),
    button_text: expect.any(String),
    updated_at: expect.any(String),
  });
}

const names = (contexts: Context[]) => contexts.map((c) => c.name);

describe('GET /api/whatsapp-settings', () => {
  it('answers the seeded settings to anyone, without a row id', async () => {
    const res = await s.t.request('GET', '/api/whatsapp-settings');
    expect(res.statusCode).toBe(200);
    const settings = res.json();
    expect(Object.keys(settings).sort()).toEqual([...SETTINGS_KEYS].sort());
    expect(settings.phone_number.replace(/\D/g, '').length).toBeGreaterThanOrEqual(10);
    expect(typeof settings.show_pulse).toBe('boolean');
  });

  it("answers the company's WhatsApp number and name, whatever changed last", async () => {
    const company = (await s.t.request('GET', '/api/company')).json();
    const changed = { ...company, whatsapp: '(21) 97777-1234', name: 'FrioCar Caxias' };
    delete changed.updated_at;
    expect(
      (await s.t.request('PUT', '/api/company', { token: s.manager, body: changed })).statusCode,
    ).toBe(200);
    const settings = (await s.t.request('GET', '/api/whatsapp-settings')).json();
    expect(settings).toMatchObject({
      phone_number: '(21) 97777-1234',
      company_name: 'FrioCar Caxias',
    });
  });
});

describe('PUT /api/whatsapp-settings', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing changed', async () => {
    const before = (await s.t.request('GET', '/api/whatsapp-settings')).json();
    await expectManagerOnly('PUT', '/api/whatsapp-settings', validSettings);
    expect((await s.t.request('GET', '/api/whatsapp-settings')).json()).toEqual(before);
  });

  it('updates the settings, visible through the following GET', async () => {
    const res = await s.t.request('PUT', '/api/whatsapp-settings', {
      token: s.manager,
      body: validSettings,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(validSettings);
    expect(Object.keys(res.json()).sort()).toEqual([...SETTINGS_KEYS].sort());
    expect((await s.t.request('GET', '/api/whatsapp-settings')).json()).toEqual(res.json());
  });

  it('leaves the number and the name to the company: sent here they change nothing', async () => {
    const company = (await s.t.request('GET', '/api/company')).json();
    const res = await s.t.request('PUT', '/api/whatsapp-settings', {
      token: s.manager,
      body: { ...validSettings, phone_number: '(11) 91111-2222', company_name: 'Outra' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone_number: company.whatsapp,
      company_name: company.name,
    });
    expect((await s.t.request('GET', '/api/company')).json()).toEqual(company);
  });

  it('keeps the switches a body leaves out', async () => {
    const put = (body: unknown) =>
      s.t.request('PUT', '/api/whatsapp-settings', { token: s.manager, body });
    await put({ ...validSettings, show_urgency: false, show_pulse: false, is_active: true });
    const { show_urgency: _u, show_pulse: _p, is_active: _a, ...messages } = validSettings;
    const res = await put(messages);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ show_urgency: false, show_pulse: false, is_active: true });
  });

  it('rejects the string "false" for the switches instead of coercing it', async () => {
    const before = (await s.t.request('GET', '/api/whatsapp-settings')).json();
    for (const field of ['show_urgency', 'show_pulse', 'is_active']) {
      const res = await s.t.request('PUT', '/api/whatsapp-settings', {
        token: s.manager,
        body: { ...validSettings, [field]: 'false' },
      });
      expectInvalid(res, field);
    }
    expect((await s.t.request('GET', '/api/whatsapp-settings')).json()).toEqual(before);
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const put = (body: unknown) =>
      s.t.request('PUT', '/api/whatsapp-settings', { token: s.manager, body });
    expectInvalid(await put({ ...validSettings, default_message: '' }), 'default_message');
    expectInvalid(
      await put({ default_message: '', urgent_message: null }),
      'default_message',
      'urgent_message',
    );
  });
});

describe('GET /api/whatsapp-contexts', () => {
  it('lists the active contexts to anyone, by name', async () => {
    const res = await s.t.request('GET', '/api/whatsapp-contexts');
    expect(res.statusCode).toBe(200);
    const list: Context[] = res.json();
    for (const context of list) {
      expectContextShape(context as unknown as Record<string, unknown>);
      expect(context.active).toBe(true);
    }
    expect(names(list)).toEqual(expect.arrayContaining(['float_button', 'search_no_results']));
    expect(names(list)).toEqual([...names(list)].sort());
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate('/api/whatsapp-contexts?include_inactive=true');
  });

  it('hides inactive contexts unless a viewer asks for them', async () => {
    const hidden = await createContext({ active: false });
    expect(names((await s.t.request('GET', '/api/whatsapp-contexts')).json())).not.toContain(
      hidden.name,
    );
    const res = await s.t.request('GET', '/api/whatsapp-contexts?include_inactive=true', {
      token: s.viewer,
    });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toContain(hidden.name);
  });
});

describe('GET /api/whatsapp-contexts/{name}', () => {
  it('returns a context by name to anyone', async () => {
    const res = await s.t.request('GET', '/api/whatsapp-contexts/float_button');
    expect(res.statusCode).toBe(200);
    expectContextShape(res.json());
    expect(res.json()).toMatchObject({ name: 'float_button', active: true });
  });

  it('hides an inactive context from the public but shows it with include_inactive', async () => {
    const hidden = await createContext({ active: false });
    const url = `/api/whatsapp-contexts/${hidden.name}`;
    expectError(await s.t.request('GET', url), 404, 'NOT_FOUND', CONTEXT_NOT_FOUND);
    await expectViewerGate(`${url}?include_inactive=true`);
    const res = await s.t.request('GET', `${url}?include_inactive=true`, { token: s.viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(hidden);
  });

  it('answers 404 for a missing name and 400 for an invalid one', async () => {
    expectError(
      await s.t.request('GET', '/api/whatsapp-contexts/nao_existe'),
      404,
      'NOT_FOUND',
      CONTEXT_NOT_FOUND,
    );
    expectInvalid(await s.t.request('GET', '/api/whatsapp-contexts/Nome-Invalido'), 'name');
  });
});

describe('POST /api/whatsapp-contexts', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    await expectManagerOnly('POST', '/api/whatsapp-contexts', {
      name: 'contexto_invasor',
      ...validContext,
    });
    expectError(
      await s.t.request('GET', '/api/whatsapp-contexts/contexto_invasor?include_inactive=true', {
        token: s.viewer,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('creates a context that the following GETs show', async () => {
    const created = await createContext();
    expectContextShape(created);
    expect(created).toMatchObject(validContext);
    const res = await s.t.request('GET', `/api/whatsapp-contexts/${created.name}`);
    expect(res.json()).toEqual(created);
    expect((await s.t.request('GET', '/api/whatsapp-contexts')).json()).toContainEqual(created);
  });

  it('answers 409 for a name already in use', async () => {
    const res = await s.t.request('POST', '/api/whatsapp-contexts', {
      token: s.manager,
      body: { name: 'float_button', ...validContext },
    });
    expectError(res, 409, 'CONFLICT', 'Já existe um contexto com este nome');
  });

  it('rejects the string "false" for `active` instead of coercing it', async () => {
    const res = await s.t.request('POST', '/api/whatsapp-contexts', {
      token: s.manager,
      body: { name: 'contexto_texto', ...validContext, active: 'false' },
    });
    expectInvalid(res, 'active');
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) =>
      s.t.request('POST', '/api/whatsapp-contexts', { token: s.manager, body });
    expectInvalid(await post({}), 'name', 'message_template', 'button_text');
    expectInvalid(await post({ ...validContext, name: 'Com Espaço' }), 'name');
    expectInvalid(await post({ ...validContext, name: 'ok_nome', button_text: '' }), 'button_text');
  });
});

describe('PUT /api/whatsapp-contexts/{name}', () => {
  it('needs a manager and leaves the context unchanged otherwise', async () => {
    const created = await createContext();
    const url = `/api/whatsapp-contexts/${created.name}`;
    await expectManagerOnly('PUT', url, { ...validContext, button_text: 'Invadido' });
    expect((await s.t.request('GET', url)).json()).toEqual(created);
  });

  it('updates a context, visible through the following GET', async () => {
    const created = await createContext();
    const url = `/api/whatsapp-contexts/${created.name}`;
    const changes = { ...validContext, message_template: 'Olá! Texto novo.', button_text: 'Falar' };
    const res = await s.t.request('PUT', url, { token: s.manager, body: changes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, name: created.name, ...changes });
    expect((await s.t.request('GET', url)).json()).toMatchObject(changes);
  });

  it('answers 404 for a missing name', async () => {
    expectError(
      await s.t.request('PUT', '/api/whatsapp-contexts/nao_existe', {
        token: s.manager,
        body: validContext,
      }),
      404,
      'NOT_FOUND',
      CONTEXT_NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createContext();
    const url = `/api/whatsapp-contexts/${created.name}`;
    const put = (body: unknown) => s.t.request('PUT', url, { token: s.manager, body });
    expectInvalid(await put({ ...validContext, active: 'false' }), 'active');
    expectInvalid(await put({ ...validContext, message_template: '' }), 'message_template');
    expect((await s.t.request('GET', url)).json()).toEqual(created);
  });
});

describe('DELETE /api/whatsapp-contexts/{name}', () => {
  it('needs a manager and keeps the context otherwise', async () => {
    const created = await createContext();
    const url = `/api/whatsapp-contexts/${created.name}`;
    await expectManagerOnly('DELETE', url);
    expect((await s.t.request('GET', url)).statusCode).toBe(200);
  });

  it('deletes a context; the following GETs no longer find it', async () => {
    const created = await createContext();
    const url = `/api/whatsapp-contexts/${created.name}`;
    const res = await s.t.request('DELETE', url, { token: s.manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.name });
    expectError(await s.t.request('GET', url), 404, 'NOT_FOUND', CONTEXT_NOT_FOUND);
    expect(names((await s.t.request('GET', '/api/whatsapp-contexts')).json())).not.toContain(
      created.name,
    );
  });

  it('answers 404 for a missing name', async () => {
    expectError(
      await s.t.request('DELETE', '/api/whatsapp-contexts/nao_existe', { token: s.manager }),
      404,
      'NOT_FOUND',
      CONTEXT_NOT_FOUND,
    );
  });
});
