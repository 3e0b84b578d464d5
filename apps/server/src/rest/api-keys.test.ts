import { API_KEY_MESSAGES, MESSAGES } from '@oficina/core';
import { apiKeys, auditLog, rateLimitBuckets, users } from '@oficina/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let seq = 0;
const uniqueName = (prefix: string) => `${prefix} ${process.pid}-${++seq}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

interface Created {
  id: number;
  name: string;
  role: string;
  key: string;
  created_at: string;
}

async function createKey(role: 'viewer' | 'manager' | 'admin', token = admin): Promise<Created> {
  const res = await t.request('POST', '/api/api-keys', {
    token,
    body: { name: uniqueName(`Integração ${role}`), role },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const faq = (question: string) => ({
  question,
  answer: 'Em média uma hora, com o teste de vazamento.',
  display_order: 99,
  active: false,
});

describe('the API key lifecycle on a listening server', () => {
  let base: string;
  let extra: TestApp;
  beforeAll(async () => {
    extra = await startTestApp({ shareDatabaseOf: t });
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const address = extra.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => extra.close());

  const call = (method: string, path: string, token: string, body?: unknown) =>
    fetch(base + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('creates (201, key once), uses, limits to the role, lists without the key, revokes (401)', async () => {
    const name = uniqueName('Agenda');
    const created = await call('POST', '/api/api-keys', admin, { name, role: 'manager' });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Created;
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id', 'key', 'name', 'role']);
    expect(body).toMatchObject({ name, role: 'manager' });
    expect(body.key).toMatch(/^ofk_[A-Za-z0-9_-]{43}$/);

    // Only a hash is stored.
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, body.id));
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.key);
    expect(row!.last_used_at).toBeNull();

    // A manager's write works with the key, and the audit log has it under the key's name.
    const write = await call('POST', '/api/faqs', body.key, faq(uniqueName('Pergunta da agenda')));
    expect(write.status, await write.clone().text()).toBe(200);
    const faqId = ((await write.json()) as { id: number }).id;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'faq'), eq(auditLog.entity_id, String(faqId))));
    expect(entry).toMatchObject({
      action: 'create',
      user_id: null,
      username: `Chave de API: ${name}`,
    });

    // Above its role: 403, with the usual message.
    const settings = await call('PUT', '/api/settings/session_timeout', body.key, { value: '30' });
    expect(settings.status).toBe(403);
    expect(await settings.json()).toMatchObject({ error: MESSAGES.forbidden });

    // Listed with its last use, never the key nor its hash.
    const list = await call('GET', '/api/api-keys', admin);
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).not.toContain(body.key);
    expect(text).not.toContain(row!.key_hash);
    const listed = (JSON.parse(text) as Array<Record<string, unknown>>).find(
      (k) => k.id === body.id,
    );
    expect(Object.keys(listed!).sort()).toEqual([
      'active',
      'created_at',
      'created_by',
      'id',
      'last_used_at',
      'name',
      'role',
    ]);
    expect(listed!.last_used_at).toEqual(expect.any(String));

    // Revoked: the very next request is refused.
    const revoked = await call('DELETE', `/api/api-keys/${body.id}`, admin);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ success: true, id: body.id });
    const after = await call('GET', '/api/contacts', body.key);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: API_KEY_MESSAGES.invalid });
    expect((await call('DELETE', `/api/api-keys/${body.id}`, admin)).status).toBe(404);
  });

  it('counts a key’s calls under the key, not its address, with RateLimit headers', async () => {
    const key = await createKey('viewer');
    const res = await call('GET', '/api/contacts', key.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toContain('"api"');
    for (let attempt = 0; attempt < 100; attempt++) {
      const [bucket] = await t.db
        .select({ count: rateLimitBuckets.count })
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, `api-key:${key.id}`));
      if (bucket && bucket.count >= 1) return;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error('the key’s calls were never counted under the key');
  });
});

describe('a key left unused', () => {
  it('still works after days without a call: it has no idle timeout', async () => {
    const key = await createKey('viewer');
    // Created and last used a year ago, far past the 30 idle minutes that end a session.
    const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
    await t.db
      .update(apiKeys)
      .set({ created_at: yearAgo, last_used_at: yearAgo })
      .where(eq(apiKeys.id, key.id));
    const res = await t.request('GET', '/api/contacts', { token: key.key });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.last_used_at!.getTime()).toBeGreaterThan(yearAgo.getTime());
  });
});

describe('who may manage keys', () => {
  it('refuses anonymous callers (401) and roles below admin (403)', async () => {
    expect((await t.request('GET', '/api/api-keys')).statusCode).toBe(401);
    for (const role of ['user', 'viewer', 'manager'] as const) {
      const token = await t.tokenFor(role);
      const list = await t.request('GET', '/api/api-keys', { token });
      expect(list.statusCode, role).toBe(403);
      const create = await t.request('POST', '/api/api-keys', {
        token,
        body: { name: 'Tentativa', role: 'viewer' },
      });
      expect(create.statusCode, role).toBe(403);
    }
  });

  it('never lets a key manage keys or accounts, even an admin key, on REST and tRPC', async () => {
    const key = (await createKey('admin')).key;
    const refused = [
      await t.request('GET', '/api/api-keys', { token: key }),
      await t.request('POST', '/api/api-keys', {
        token: key,
        body: { name: 'Outra', role: 'admin' },
      }),
      await t.request('DELETE', '/api/api-keys/1', { token: key }),
      await t.request('POST', '/api/users', {
        token: key,
        body: { username: 'criado-por-chave', password: 'frase-longa-do-atendente', role: 'admin' },
      }),
      await t.request('GET', '/api/auth/me', { token: key }),
      await t.request('POST', '/api/auth/logout', { token: key }),
      await t.request('GET', '/trpc/apiKeys.list', { token: key }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).toContain(API_KEY_MESSAGES.accountOnly);
    }
    const batch = await t.request(
      'GET',
      `/trpc/apiKeys.list,contacts.list?batch=1&input=${encodeURIComponent('{"1":{}}')}`,
      {
        token: key,
      },
    );
    const [keys, contacts] = batch.json() as Array<{ error?: { data: { httpStatus: number } } }>;
    expect(keys!.error!.data.httpStatus).toBe(403);
    expect(contacts!.error).toBeUndefined();
    // The admin role otherwise applies: settings are an admin's.
    const setting = await t.request('PUT', '/api/settings/session_timeout', {
      token: key,
      body: { value: '30' },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect((await t.db.select().from(users)).some((u) => u.username === 'criado-por-chave')).toBe(
      false,
    );
  });

  it('works the same over tRPC single calls and batches, and refuses unknown keys', async () => {
    const key = (await createKey('viewer')).key;
    const single = await t.request('GET', '/trpc/contacts.list?input={}', { token: key });
    expect(single.statusCode).toBe(200);
    const denied = await t.request('POST', '/trpc/faqs.create', { token: key, body: faq('x') });
    expect(denied.statusCode).toBe(403);
    const unknown = `ofk_${'A'.repeat(43)}`;
    expect((await t.request('GET', '/api/contacts', { token: unknown })).statusCode).toBe(401);
    expect(
      (await t.request('GET', '/trpc/contacts.list?input={}', { token: unknown })).statusCode,
    ).toBe(401);
  });
});

describe('creating keys', () => {
  it('refuses a missing name, an unknown role or the user role with 400 in Portuguese', async () => {
    for (const body of [
      { name: '', role: 'viewer' },
      { name: 'Sem papel' },
      { name: 'Papel inválido', role: 'dono' },
      { name: 'Papel de usuário', role: 'user' },
      { name: 'x'.repeat(81), role: 'viewer' },
    ]) {
      const res = await t.request('POST', '/api/api-keys', { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it('ends a key the moment its creator is deactivated, demoted below it, or deleted', async () => {
    const creatorName = `criador-${process.pid}`;
    const creator = await t.tokenFor('admin', creatorName);
    const [creatorRow] = await t.db.select().from(users).where(eq(users.username, creatorName));
    const creatorId = creatorRow!.id;
    const adminKey = await createKey('admin', creator);
    const viewerKey = await createKey('viewer', creator);
    const works = async (key: string) =>
      (await t.request('GET', '/api/contacts', { token: key })).statusCode;
    const listed = async (id: number) =>
      (
        (await t.request('GET', '/api/api-keys', { token: admin })).json() as Array<{
          id: number;
          created_by: { id: number; username: string } | null;
          active: boolean;
        }>
      ).find((key) => key.id === id)!;
    const refusedAsDead = async (key: string) => {
      const res = await t.request('GET', '/api/contacts', { token: key });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(API_KEY_MESSAGES.invalid);
    };

    expect(await works(adminKey.key)).toBe(200);
    expect(await listed(adminKey.id)).toMatchObject({
      created_by: { id: creatorId, username: creatorName },
      active: true,
    });

    // Demoted to manager: the admin key is above the creator now, the viewer key is not.
    const setRole = (role: string) =>
      t.request('PUT', `/api/users/${creatorId}`, { token: admin, body: { role } });
    expect((await setRole('manager')).statusCode).toBe(200);
    await refusedAsDead(adminKey.key);
    expect(await works(viewerKey.key)).toBe(200);
    expect((await listed(adminKey.id)).active).toBe(false);
    expect((await listed(viewerKey.id)).active).toBe(true);

    // Deactivated: no key of theirs works, whatever its role.
    const toggle = () =>
      t.request('PUT', `/api/users/${creatorId}/toggle-status`, { token: admin });
    expect((await toggle()).statusCode).toBe(200);
    await refusedAsDead(viewerKey.key);
    expect((await toggle()).statusCode).toBe(200);
    expect(await works(viewerKey.key)).toBe(200);

    // Deleted: the key names no creator and works no more; any admin can still revoke it.
    expect(
      (await t.request('DELETE', `/api/users/${creatorId}`, { token: admin })).statusCode,
    ).toBe(200);
    await refusedAsDead(viewerKey.key);
    expect(await listed(viewerKey.id)).toMatchObject({ created_by: null, active: false });
    const revoked = await t.request('DELETE', `/api/api-keys/${viewerKey.id}`, { token: admin });
    expect(revoked.statusCode).toBe(200);
  });

  it('names the key by id in the audit trail of what it changed', async () => {
    const first = await createKey('manager');
    const second = await t.request('POST', '/api/api-keys', {
      token: admin,
      body: { name: first.name, role: 'manager' },
    });
    expect(second.statusCode).toBe(201);
    for (const key of [first, second.json() as Created]) {
      const res = await t.request('POST', '/api/faqs', {
        token: key.key,
        body: faq(`Pergunta da chave ${key.id}?`),
      });
      expect(res.statusCode, res.body).toBe(200);
      const audit = await t.request('GET', '/api/audit-log?entity=faq&page_size=5', {
        token: admin,
      });
      const entry = (
        audit.json().items as Array<{ api_key_id: number | null; username: string; after: unknown }>
      ).find((item) => JSON.stringify(item.after).includes(`Pergunta da chave ${key.id}?`));
      expect(entry).toMatchObject({ api_key_id: key.id, username: `Chave de API: ${first.name}` });
    }
  });

  it('records creation and revocation in the audit log without the hash', async () => {
    const created = await createKey('manager');
    await t.request('DELETE', `/api/api-keys/${created.id}`, { token: admin });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'api_key'), eq(auditLog.entity_id, String(created.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
    expect(JSON.stringify(entries)).not.toContain('key_hash');
  });
});

describe('the rate limit of a key (RATE_LIMIT_API=3)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ shareDatabaseOf: t, config: { RATE_LIMIT_API: 3 } });
  });
  afterAll(() => limited.close());

  it('counts the key’s calls from any address together, apart from the address’s own', async () => {
    const { key } = await createKey('viewer');
    const from = (ip: string) => limited.request('GET', '/api/contacts', { token: key, ip });
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    expect((await from('198.51.100.2')).statusCode).toBe(200);
    expect((await from('198.51.100.3')).statusCode).toBe(200);
    const over = await from('198.51.100.4');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The address itself still has its quota.
    expect((await limited.request('GET', '/api/faqs', { ip: '198.51.100.1' })).statusCode).toBe(
      200,
    );
    // Made-up keys are counted under the address, so they buy no extra quota.
    const ip = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const fake = `ofk_${String(i).repeat(43)}`;
      statuses.push(
        (await limited.request('GET', '/api/contacts', { token: fake, ip })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
