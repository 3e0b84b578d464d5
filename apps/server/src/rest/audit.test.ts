import { MESSAGES } from '@oficina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../testing/audit-entries';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let adminName: string;
let adminId: number;
let manager: string;
let managerName: string;

beforeAll(async () => {
  t = await startTestApp();
  adminName = `auditor-${process.pid}`;
  admin = await t.tokenFor('admin', adminName);
  adminId = (await t.request('GET', '/api/auth/me', { token: admin })).json().user.id;
  managerName = `gerente-${process.pid}`;
  manager = await t.tokenFor('manager', managerName);
});
afterAll(() => t.close());

/** Every entry for one entity and row, newest first. */
async function trail(entity: string, entityId: string | number): Promise<AuditEntry[]> {
  const res = await t.request('GET', `/api/audit-log?entity=${entity}&page_size=100`, {
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.items.every((e: AuditEntry) => e.entity === entity)).toBe(true);
  return body.items.filter((e: AuditEntry) => e.entity_id === String(entityId));
}

describe('GET /audit-log', () => {
  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/audit-log')).statusCode).toBe(401);
    for (const role of ['manager', 'viewer', 'user'] as const) {
      const res = await t.request('GET', '/api/audit-log', { token: await t.tokenFor(role) });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({
        error: MESSAGES.forbidden,
        code: 'FORBIDDEN',
        request_id: expect.any(String),
      });
    }
    const res = await t.request('GET', '/api/audit-log', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      items: expect.any(Array),
      total: expect.any(Number),
      page: 1,
      page_size: 50,
    });
  });

  it('pages the log, newest first', async () => {
    for (const value of ['a', 'b', 'c']) {
      await t.request('PUT', '/api/settings/audit_paginacao', { token: admin, body: { value } });
    }
    const entries = await trail('setting', 'audit_paginacao');
    expect(entries.map((e) => e.after?.value)).toEqual(['c', 'b', 'a']);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'create']);

    const first = (
      await t.request('GET', '/api/audit-log?page=1&page_size=2', { token: admin })
    ).json();
    const second = (
      await t.request('GET', '/api/audit-log?page=2&page_size=2', { token: admin })
    ).json();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.total).toBe(first.total);
    const firstIds = first.items.map((e: AuditEntry) => e.id);
    for (const entry of second.items) expect(firstIds).not.toContain(entry.id);
    expect(first.items[0].id).toBeGreaterThan(second.items[0].id);
  });

  it('validates the query', async () => {
    for (const query of ['?page=0', '?page_size=101', '?page=x']) {
      const res = await t.request('GET', `/api/audit-log${query}`, { token: admin });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('what the log records', () => {
  it('a user created, updated, toggled and deleted through the API, without the password hash', async () => {
    const username = `auditado-${process.pid}`;
    const created = await t.request('POST', '/api/users', {
      token: admin,
      body: { username, password: 'senha-inicial-1', role: 'viewer' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect(
      (
        await t.request('PUT', `/api/users/${id}`, {
          token: admin,
          body: { role: 'manager', password: 'senha-trocada-2' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request('PUT', `/api/users/${id}/toggle-status`, { token: admin })).statusCode,
    ).toBe(200);
    expect((await t.request('DELETE', `/api/users/${id}`, { token: admin })).statusCode).toBe(200);

    const entries = await trail('user', id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'toggle-status', 'update', 'create']);
    const [deleted, toggled, updated, create] = entries;
    for (const entry of entries) {
      expect(entry).toMatchObject({ user_id: adminId, username: adminName, entity: 'user' });
      expect(Date.parse(entry.created_at)).not.toBeNaN();
    }
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ id, username, role: 'viewer', is_active: true });
    expect(updated?.before).toMatchObject({ role: 'viewer' });
    expect(updated?.after).toMatchObject({ role: 'manager' });
    expect(toggled?.before).toMatchObject({ is_active: true });
    expect(toggled?.after).toMatchObject({ is_active: false });
    expect(deleted?.before).toMatchObject({ id, username });
    expect(deleted?.after).toBeNull();

    const raw = JSON.stringify(entries);
    expect(raw).not.toContain('password_hash');
    expect(raw).not.toContain('$argon2');
    expect(raw).not.toContain('senha-inicial-1');
    expect(raw).not.toContain('senha-trocada-2');
  });

  it('no user entry anywhere in the log carries a password hash', async () => {
    const res = await t.request('GET', '/api/audit-log?entity=user&page_size=100', {
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('$argon2');
    const all = await t.request('GET', '/api/audit-log?page_size=100', { token: admin });
    expect(all.body).not.toContain('password_hash');
    expect(all.body).not.toContain('$argon2');
  });

  it('a setting update records before and after', async () => {
    const before = (await t.request('GET', '/api/settings/site_name')).json().value;
    const res = await t.request('PUT', '/api/settings/site_name', {
      token: admin,
      body: { value: 'Oficina Auditada' },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await trail('setting', 'site_name');
    expect(entry).toMatchObject({
      action: 'update',
      username: adminName,
      before: { key: 'site_name', value: before },
      after: { key: 'site_name', value: 'Oficina Auditada' },
    });
  });

  it('a contact’s life: anonymous create, status change and delete by a manager', async () => {
    const created = await t.request('POST', '/api/contacts', {
      body: {
        name: 'Cliente Auditado',
        email: 'cliente@example.com',
        message: 'Gostaria de um orçamento.',
        lgpd_consent: true,
      },
      headers: { 'user-agent': 'navegador-auditado' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const status = await t.request('PUT', `/api/contacts/${id}/status`, {
      token: manager,
      body: { status: 'em_andamento' },
    });
    expect(status.statusCode).toBe(200);
    expect((await t.request('DELETE', `/api/contacts/${id}`, { token: manager })).statusCode).toBe(
      200,
    );

    const entries = await trail('contact', id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'status', 'create']);
    const [deleted, changed, create] = entries;
    expect(create).toMatchObject({ user_id: null, username: null, before: null });
    expect(create?.after).toMatchObject({ id, name: 'Cliente Auditado', status: 'novo' });
    expect(changed).toMatchObject({
      username: managerName,
      before: { status: 'novo' },
      after: { status: 'em_andamento' },
    });
    expect(deleted).toMatchObject({ username: managerName, after: null });
    expect(deleted?.before).toMatchObject({ id, status: 'em_andamento' });
  });

  it('a failed write leaves no entry', async () => {
    const total = async () =>
      (await t.request('GET', '/api/audit-log', { token: admin })).json().total as number;
    const count = await total();
    await t.request('PUT', '/api/settings/max_login_attempts', {
      token: admin,
      body: { value: 'abc' },
    });
    await t.request('POST', '/api/users', {
      token: admin,
      body: { username: adminName, password: 'senha-valida-1' },
    });
    await t.request('DELETE', '/api/settings/nao_existe', { token: admin });
    await t.request('PUT', '/api/settings/site_name', { token: manager, body: { value: 'x' } });
    expect(await total()).toBe(count);
  });

  it('keeps the trail after the acting user is deleted', async () => {
    const actorName = `admin-temporario-${process.pid}`;
    const actor = await t.tokenFor('admin', actorName);
    const res = await t.request('PUT', '/api/settings/autor_temporario', {
      token: actor,
      body: { value: 'x' },
    });
    expect(res.statusCode).toBe(200);
    const actorId = (
      await t.request('GET', `/api/users/username/${actorName}`, { token: admin })
    ).json().id;
    expect((await t.request('DELETE', `/api/users/${actorId}`, { token: admin })).statusCode).toBe(
      200,
    );
    const [entry] = await trail('setting', 'autor_temporario');
    expect(entry).toMatchObject({ user_id: null, username: actorName, action: 'create' });
  });
});
