import { CONTACT_STATUSES, MESSAGES } from '@oficina/core';
import { contactMessages } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();

const CONTACT_KEYS = [
  'consent_at',
  'created_at',
  'email',
  'id',
  'lgpd_consent',
  'message',
  'name',
  'phone',
  'service',
  'status',
  'updated_at',
  'vehicle',
];

const valid = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  phone: '(21) 99999-0000',
  vehicle: 'Fiat Uno 2012',
  service: 'Recarga de gás',
  message: 'O ar do meu carro parou de gelar.',
  lgpd_consent: true,
};

async function send(body: Record<string, unknown>, headers?: Record<string, string>) {
  const res = await s.t.request('POST', '/api/contacts', { body, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

function expectNoSenderData(body: string) {
  expect(body).not.toContain('"ip"');
  expect(body).not.toContain('user_agent');
  expect(body).not.toContain('agente-de-teste');
}

type Page = {
  items: Array<Record<string, unknown>>;
  total: number;
  page: number;
  page_size: number;
};

async function list(query: string, token = s.viewer): Promise<Page> {
  const res = await s.t.request('GET', `/api/contacts${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  expectNoSenderData(res.body);
  return res.json();
}

describe('POST /contacts', () => {
  it('is public and stores the message with status novo', async () => {
    const res = await s.t.request('POST', '/api/contacts', {
      body: valid,
      headers: { 'user-agent': 'agente-de-teste/1.0' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      id: expect.any(Number),
      message: expect.any(String),
    });
    expectNoSenderData(res.body);

    const read = await s.t.request('GET', `/api/contacts/${res.json().id}`, { token: s.viewer });
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.json()).sort()).toEqual(CONTACT_KEYS);
    expect(read.json()).toMatchObject({ ...valid, status: 'novo', consent_at: expect.any(String) });
    expectNoSenderData(read.body);

    // Kept for abuse handling, never shown.
    const [row] = await s.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().id));
    expect(row?.user_agent).toBe('agente-de-teste/1.0');
  });

  it('accepts an email alone or a phone alone; empty optional fields become null', async () => {
    const emailOnly = await send({ ...valid, phone: '', vehicle: '', service: undefined });
    const phoneOnly = await send({ ...valid, email: null });
    const a = (await s.t.request('GET', `/api/contacts/${emailOnly}`, { token: s.viewer })).json();
    expect(a).toMatchObject({ phone: null, vehicle: null, service: null, email: valid.email });
    const b = (await s.t.request('GET', `/api/contacts/${phoneOnly}`, { token: s.viewer })).json();
    expect(b).toMatchObject({ email: null, phone: valid.phone });
  });

  it.each([
    ['lgpd_consent false', { ...valid, lgpd_consent: false }],
    ['lgpd_consent missing', { ...valid, lgpd_consent: undefined }],
    ['lgpd_consent as text', { ...valid, lgpd_consent: 'true' }],
  ])('requires lgpd_consent true (%s)', async (_label, body) => {
    const res = await s.t.request('POST', '/api/contacts', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['lgpd_consent'] })]),
    );
  });

  it('requires an email or a phone', async () => {
    const res = await s.t.request('POST', '/api/contacts', {
      body: { ...valid, email: '', phone: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Informe um e-mail ou um telefone para resposta',
      code: 'BAD_REQUEST',
    });
  });

  it('answers 400 with issues for an invalid email', async () => {
    const res = await s.t.request('POST', '/api/contacts', {
      body: { ...valid, email: 'nao-e-email' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: expect.any(String), code: 'BAD_REQUEST' });
    expect(body.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'Informe um e-mail válido' }),
    ]);
  });

  it.each([
    ['an invalid phone', { ...valid, phone: 'abc' }],
    ['a one-letter name', { ...valid, name: 'A' }],
    ['a too short message', { ...valid, message: 'oi' }],
    ['no message', { ...valid, message: undefined }],
    ['a name too long', { ...valid, name: 'x'.repeat(121) }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await s.t.request('POST', '/api/contacts', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(expect.any(Array));
  });

  it('refuses a status sent by the visitor, naming it, and stores nothing', async () => {
    const before = (await s.t.request('GET', '/api/contacts?limit=1', { token: s.viewer })).json();
    const res = await s.t.request('POST', '/api/contacts', {
      body: { ...valid, status: 'respondido' },
      ip: '198.51.100.77',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: ['status'], message: MESSAGES.unknownField, code: 'unrecognized_keys' },
    ]);
    const after = (await s.t.request('GET', '/api/contacts?limit=1', { token: s.viewer })).json();
    expect(after.total).toBe(before.total);
  });
});

describe('GET /contacts', () => {
  const tag = `lista${process.pid}`;
  const ids: number[] = [];

  beforeAll(async () => {
    // Five messages with one tag, created in order: Ana … Eva.
    for (const name of ['Carla', 'Ana', 'Eva', 'Bruno', 'Davi']) {
      ids.push(
        await send({ ...valid, name: `${name} ${tag}`, message: `Mensagem de ${name} ${tag}` }),
      );
    }
  });

  it('pages the messages with total, newest first by default', async () => {
    const first = await list(`?q=${tag}&page=1&page_size=2`);
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.items.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    const third = await list(`?q=${tag}&page=3&page_size=2`);
    expect(third.items.map((c) => c.id)).toEqual([ids[0]]);
    const beyond = await list(`?q=${tag}&page=9&page_size=2`);
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('uses page 1 and 20 per page by default', async () => {
    const page = await list('');
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(20);
    expect(page.total).toBeGreaterThanOrEqual(5);
    for (const item of page.items) expect(Object.keys(item).sort()).toEqual(CONTACT_KEYS);
  });

  it('sorts by name and order', async () => {
    const asc = await list(`?q=${tag}&sort=name&order=asc`);
    expect(asc.items.map((c) => String(c.name).split(' ')[0])).toEqual([
      'Ana',
      'Bruno',
      'Carla',
      'Davi',
      'Eva',
    ]);
    const desc = await list(`?q=${tag}&sort=name&order=desc`);
    expect(desc.items.map((c) => c.id)).toEqual(asc.items.map((c) => c.id).reverse());
    const oldest = await list(`?q=${tag}&sort=created_at&order=asc`);
    expect(oldest.items.map((c) => c.id)).toEqual(ids);
  });

  it('filters by status', async () => {
    const target = ids[2]!;
    const res = await s.t.request('PUT', `/api/contacts/${target}/status`, {
      token: s.manager,
      body: { status: 'respondido' },
    });
    expect(res.statusCode).toBe(200);
    const answered = await list(`?q=${tag}&status=respondido`);
    expect(answered.items.map((c) => c.id)).toEqual([target]);
    expect(answered.total).toBe(1);
    const fresh = await list(`?q=${tag}&status=novo`);
    expect(fresh.total).toBe(4);
    expect(fresh.items.every((c) => c.status === 'novo')).toBe(true);
    const sortedByStatus = await list(`?q=${tag}&sort=status&order=desc`);
    expect(sortedByStatus.items[0]?.id).toBe(target);
  });

  it('searches name, email, phone, message and vehicle with ILIKE (case-insensitive, accents kept)', async () => {
    const unique = `Zé${process.pid}`;
    const id = await send({
      ...valid,
      name: `José ${unique}`,
      email: `jose.${process.pid}@oficina-teste.com`,
      phone: '(21) 98765-4321',
      vehicle: `Kombi ${unique}`,
      message: 'Compressor fazendo BARULHO 100% do tempo',
    });
    const hits = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).items.map((c) => c.id);
    expect(await hits(`jose.${process.pid}@OFICINA-teste.COM`)).toEqual([id]);
    expect(await hits(unique)).toEqual([id]);
    expect(await hits('98765-4321')).toEqual([id]);
    expect(await hits('barulho 100')).toContain(id);
    // Case folding is only asserted for ASCII: non-ASCII folding depends on the server's locale.
    expect(await hits(`KOMBI Z`)).toContain(id);
    // ILIKE does not fold accents: "Jose" without the accent does not find "José".
    expect(await hits(`Jose ${unique}`)).toEqual([]);
    // % and _ are literal characters, not wildcards.
    expect(await hits('100%')).toEqual([id]);
    expect(await hits(`${tag}%Mensagem`)).toEqual([]);
    expect(await hits('_')).not.toContain(ids[0]);
  });

  it('validates the query', async () => {
    for (const query of [
      '?status=lido',
      '?page=0',
      '?page_size=101',
      '?page=abc',
      '?sort=email',
      '?order=up',
    ]) {
      const res = await s.t.request('GET', `/api/contacts${query}`, { token: s.viewer });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });

  it('needs the viewer role', async () => {
    expect((await s.t.request('GET', '/api/contacts')).statusCode).toBe(401);
    const res = await s.t.request('GET', '/api/contacts', { token: s.user });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MESSAGES.forbidden);
  });
});

describe('GET /contacts/{id}', () => {
  it('answers one message to viewers; 404 when missing; 401 anonymously', async () => {
    const id = await send(valid);
    const res = await s.t.request('GET', `/api/contacts/${id}`, { token: s.viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(id);
    expectNoSenderData(res.body);
    const missing = await s.t.request('GET', '/api/contacts/2147483000', { token: s.viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Mensagem não encontrada',
      code: 'NOT_FOUND',
      request_id: expect.any(String),
    });
    expect((await s.t.request('GET', `/api/contacts/${id}`)).statusCode).toBe(401);
    expect((await s.t.request('GET', `/api/contacts/${id}`, { token: s.user })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /contacts/{id}/status', () => {
  it.each(CONTACT_STATUSES)('accepts status %s (manager and up)', async (status) => {
    const id = await send(valid);
    for (const token of [s.manager, s.admin]) {
      const res = await s.t.request('PUT', `/api/contacts/${id}/status`, {
        token,
        body: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status });
      expect(Object.keys(res.json()).sort()).toEqual(CONTACT_KEYS);
      expectNoSenderData(res.body);
    }
    const read = await s.t.request('GET', `/api/contacts/${id}`, { token: s.viewer });
    expect(read.json().status).toBe(status);
  });

  it('has exactly the four inbox statuses and spam', () => {
    expect([...CONTACT_STATUSES].sort()).toEqual(
      ['arquivado', 'em_andamento', 'novo', 'respondido', 'spam'].sort(),
    );
  });

  it.each([['lido'], ['NOVO'], [''], [null], [1]])('answers 400 for status %j', async (status) => {
    const id = await send(valid);
    const res = await s.t.request('PUT', `/api/contacts/${id}/status`, {
      token: s.manager,
      body: { status },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    const read = await s.t.request('GET', `/api/contacts/${id}`, { token: s.viewer });
    expect(read.json().status).toBe('novo');
  });

  it('answers 400 without a body, 404 for a missing message', async () => {
    const id = await send(valid);
    expect(
      (await s.t.request('PUT', `/api/contacts/${id}/status`, { token: s.manager })).statusCode,
    ).toBe(400);
    const missing = await s.t.request('PUT', '/api/contacts/2147483000/status', {
      token: s.manager,
      body: { status: 'arquivado' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Mensagem não encontrada');
  });

  it('is closed to viewers (403) and anonymous callers (401)', async () => {
    const id = await send(valid);
    const body = { status: 'arquivado' };
    for (const token of [s.viewer, s.user]) {
      const res = await s.t.request('PUT', `/api/contacts/${id}/status`, { token, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MESSAGES.forbidden);
    }
    expect((await s.t.request('PUT', `/api/contacts/${id}/status`, { body })).statusCode).toBe(401);
  });
});

describe('DELETE /contacts/{id}', () => {
  it('deletes a message (manager and up); 404 afterwards', async () => {
    const id = await send(valid);
    const res = await s.t.request('DELETE', `/api/contacts/${id}`, { token: s.manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id });
    expectNoSenderData(res.body);
    expect((await s.t.request('GET', `/api/contacts/${id}`, { token: s.viewer })).statusCode).toBe(
      404,
    );
    expect(
      (await s.t.request('DELETE', `/api/contacts/${id}`, { token: s.admin })).statusCode,
    ).toBe(404);
  });

  it('is closed to viewers and anonymous callers', async () => {
    const id = await send(valid);
    expect(
      (await s.t.request('DELETE', `/api/contacts/${id}`, { token: s.viewer })).statusCode,
    ).toBe(403);
    expect((await s.t.request('DELETE', `/api/contacts/${id}`)).statusCode).toBe(401);
    expect((await s.t.request('GET', `/api/contacts/${id}`, { token: s.viewer })).statusCode).toBe(
      200,
    );
  });
});
