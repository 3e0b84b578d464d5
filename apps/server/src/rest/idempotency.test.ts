import { randomUUID } from 'node:crypto';
import { purgeExpiredData } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { contactMessages, idempotencyKeys } from '@oficina/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { wireRequest } from '../testing/wire';

/**
 * A client that retries POST /api/contacts with the same Idempotency-Key (a lost connection, a
 * double tap) stores the lead once and gets the first answer again.
 */

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

const lead = (name: string) => ({
  name,
  phone: '(21) 94444-3333',
  message: 'Preciso de recarga de gás.',
  lgpd_consent: true,
});

const post = (body: unknown, key: string | undefined, ip = '203.0.113.50') =>
  t.request('POST', '/api/contacts', {
    body,
    ip,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

async function storedNamed(name: string) {
  return t.db.select().from(contactMessages).where(eq(contactMessages.name, name));
}

describe('Idempotency-Key on POST', () => {
  it('stores a retried lead once and replays the first answer, over the wire', async () => {
    const key = randomUUID();
    const body = JSON.stringify(lead('Repetida Silva'));
    const send = () =>
      wireRequest(base, '/api/contacts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
    const first = await send();
    const second = await send();
    expect(first.status, first.text()).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.header('idempotent-replayed')).toBe('true');
    expect(first.header('idempotent-replayed')).toBeUndefined();
    expect(await storedNamed('Repetida Silva')).toHaveLength(1);
  });

  it('refuses the same key with another body (422), and a malformed key (400)', async () => {
    const key = randomUUID();
    expect((await post(lead('Primeiro Pedido'), key)).statusCode).toBe(200);
    const other = await post(lead('Outro Pedido'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/já foi usada com outra requisição/);
    expect(await storedNamed('Outro Pedido')).toHaveLength(0);

    for (const bad of ['', 'x'.repeat(256), 'chave com espaço']) {
      const res = await post(lead('Chave Ruim'), bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatch(/Idempotency-Key inválida/);
    }
    expect(await storedNamed('Chave Ruim')).toHaveLength(0);
  });

  it('runs one of several concurrent retries; the others wait or replay', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(lead('Simultânea Souza'), key, '203.0.113.51')),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 409)).toBe(true);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    for (const busy of answers.filter((a) => a.statusCode === 409))
      expect(busy.json().error).toMatch(/em andamento/);
    expect(await storedNamed('Simultânea Souza')).toHaveLength(1);
  });

  it('frees a key its refused call took, keeps keys per caller, and changes nothing without the header', async () => {
    const key = randomUUID();
    const invalid = { ...lead('Sem Consentimento'), lgpd_consent: false };
    const refused = await post(invalid, key);
    expect(refused.statusCode).toBe(400);
    const again = await post(invalid, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // A refusal changed nothing: the corrected request runs under the same key.
    const corrected = await post(lead('Sem Consentimento'), key);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await storedNamed('Sem Consentimento')).toHaveLength(1);

    const admin = await t.tokenFor('admin');
    const asAdmin = await t.request('POST', '/api/contacts', {
      body: lead('Chave De Outro'),
      token: admin,
      headers: { 'idempotency-key': key },
    });
    expect(asAdmin.statusCode).toBe(200);

    expect((await post(lead('Sem Chave'), undefined)).statusCode).toBe(200);
    expect((await post(lead('Sem Chave'), undefined)).statusCode).toBe(200);
    expect(await storedNamed('Sem Chave')).toHaveLength(2);
  });

  it('forgets keys after a day', async () => {
    const key = randomUUID();
    expect((await post(lead('Ontem Dias'), key, '203.0.113.52')).statusCode).toBe(200);
    await t.db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    // Past its day the key is new again: the same request runs (and stores) once more.
    expect(
      (await post(lead('Ontem Dias'), key, '203.0.113.52')).headers['idempotent-replayed'],
    ).toBeUndefined();
    await t.db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const outcome = await purgeExpiredData(t.db, new Date());
    expect(outcome.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual(
      [],
    );
  });
});

describe('Idempotency-Key after authentication', () => {
  const keyRows = (key: string) =>
    t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('takes no key for a caller without access: a later call still gets 401, not 422', async () => {
    const key = randomUUID();
    const create = (question: string) =>
      t.request('POST', '/api/faqs', {
        body: { question, answer: 'Sim.' },
        headers: { 'idempotency-key': key },
      });
    expect((await create('Pergunta anônima?')).statusCode).toBe(401);
    expect((await create('Outra pergunta anônima?')).statusCode).toBe(401);
    expect(await keyRows(key)).toEqual([]);
  });

  it('keeps anonymous keys per address: the same key from two addresses is two keys', async () => {
    const key = randomUUID();
    expect((await post(lead('Endereço Um'), key, '203.0.113.60')).statusCode).toBe(200);
    const other = await post(lead('Endereço Dois'), key, '203.0.113.61');
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedNamed('Endereço Dois')).toHaveLength(1);
  });

  it('never keeps nor replays an answer that holds a secret (login, API key, reset confirmation)', async () => {
    const admin = await t.tokenFor('admin', 'dona-das-chaves');
    const key = randomUUID();
    const login = () =>
      t.request('POST', '/api/auth/login', {
        body: { username: 'dona-das-chaves', password: TEST_PASSWORD },
        headers: { 'idempotency-key': key },
        ip: '203.0.113.62',
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/.{40,}/);
    const again = await login();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.replayRefused);
    expect(again.body).not.toContain(first.json().token);

    const keyOfKey = randomUUID();
    const createKey = () =>
      t.request('POST', '/api/api-keys', {
        token: admin,
        body: { name: 'Integração repetida', role: 'viewer' },
        headers: { 'idempotency-key': keyOfKey },
      });
    const created = await createKey();
    expect(created.statusCode, created.body).toBe(201);
    const replayed = await createKey();
    expect(replayed.statusCode).toBe(409);
    expect(replayed.body).not.toContain(created.json().key);

    const rows = [...(await keyRows(key)), ...(await keyRows(keyOfKey))];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.body).toBeNull();
  });

  it('honours the key on image uploads: same bytes replayed, other bytes 422, a 300-character key 400', async () => {
    const manager = await t.tokenFor('manager');
    const png = (background: string) =>
      sharp({ create: { width: 24, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
    const upload = (body: Buffer, key: string) =>
      wireRequest(base, '/api/media', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${manager}`,
          'content-type': 'image/png',
          'idempotency-key': key,
        },
        body,
      });
    const key = randomUUID();
    const red = await png('#cc1100');
    const first = await upload(red, key);
    expect(first.status, first.text()).toBe(201);
    const replay = await upload(red, key);
    expect(replay.status).toBe(201);
    expect(replay.header('idempotent-replayed')).toBe('true');
    expect(replay.json().id).toBe(first.json().id);
    const other = await upload(await png('#0011cc'), key);
    expect(other.status).toBe(422);
    expect(other.json().error).toBe(MESSAGES.idempotencyKeyReused);
    const long = await upload(red, 'k'.repeat(300));
    expect(long.status).toBe(400);
    expect(long.json().error).toBe(MESSAGES.idempotencyKeyInvalid);
  });
});
