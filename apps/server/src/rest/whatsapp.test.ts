import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES, expectRowShape } from '../testing/crud-table';
import { expectError, expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const contexts = CRUD_ENTITIES.whatsappContexts;
describeCrud(s, contexts);
const { expectManagerOnly } = s;

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

  it('leaves the number and the name to the company: sent here they are refused, naming them', async () => {
    const company = (await s.t.request('GET', '/api/company')).json();
    const res = await s.t.request('PUT', '/api/whatsapp-settings', {
      token: s.manager,
      body: { ...validSettings, phone_number: '(11) 91111-2222', company_name: 'Outra' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([
      'phone_number',
      'company_name',
    ]);
    const read = (await s.t.request('GET', '/api/whatsapp-settings')).json();
    expect(read).toMatchObject({ phone_number: company.whatsapp, company_name: company.name });
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

describe('WhatsApp contexts of their own', () => {
  it('the seed holds float_button and search_no_results; one is read by its name', async () => {
    const res = await s.t.request('GET', '/api/whatsapp-contexts');
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['float_button', 'search_no_results']));
    const one = await s.t.request('GET', '/api/whatsapp-contexts/float_button');
    expect(one.statusCode).toBe(200);
    expectRowShape(contexts, one.json());
    expect(one.json()).toMatchObject({ name: 'float_button', active: true });
  });

  it('answers 409 for a name already in use', async () => {
    const res = await s.t.request('POST', '/api/whatsapp-contexts', {
      token: s.manager,
      body: { ...contexts.valid(), name: 'float_button' },
    });
    expectError(res, 409, 'CONFLICT', 'Já existe um contexto com este nome');
  });
});
