import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../testing/audit-entries';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/**
 * Security events in the audit log, as an admin reads them through GET /api/audit-log: sign-ins,
 * failed sign-ins, lockouts, sign-outs, role, status and password changes, user deletion — with
 * who, from which address and browser, and never a password.
 */

let t: TestApp;
let admin: string;
let adminName: string;
let adminId: number;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;
/** A documentation address (RFC 5737) per test, so per-address limits never mix tests. */
const address = () => `203.0.113.${++seq}`;
const BROWSER = 'Navegador-de-teste/1.0 (auditoria)';

beforeAll(async () => {
  t = await startTestApp();
  adminName = unique('admin-seguranca');
  admin = await t.tokenFor('admin', adminName);
  adminId = (await t.request('GET', '/api/auth/me', { token: admin })).json().user.id;
});
afterAll(() => t.close());

/** A login from `ip` with a known browser. */
function login(username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    payload: JSON.stringify({ username, password }),
  });
}

/** A request as the admin, from `ip` with the known browser. */
function asAdmin(method: 'PUT' | 'DELETE' | 'POST', url: string, ip: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: {
      authorization: `Bearer ${admin}`,
      'user-agent': BROWSER,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The audit entries an admin sees for a filter, newest first (the raw body too). */
async function auditLog(query: string): Promise<{ items: AuditEntry[]; body: string }> {
  const res = await t.request('GET', `/api/audit-log?page_size=100&${query}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json().items, body: res.body };
}

async function securityEvents(action: string): Promise<AuditEntry[]> {
  const { items } = await auditLog(`entity=auth&action=${action}`);
  for (const entry of items) expect(entry).toMatchObject({ entity: 'auth', action });
  return items;
}

async function createUser(role: 'viewer' | 'manager' | 'user' = 'viewer', isActive = true) {
  const username = unique('conta');
  const id = await createTestUser(t.db, username, role, isActive);
  return { id, username };
}

describe('sign-in events', () => {
  it('a successful login: who, from which address and browser', async () => {
    const { id, username } = await createUser();
    const ip = address();
    expect((await login(username, TEST_PASSWORD, ip)).statusCode).toBe(200);

    const [entry] = (await securityEvents('login')).filter((e) => e.user_id === id);
    expect(entry).toMatchObject({
      user_id: id,
      username,
      entity_id: String(id),
      before: null,
      after: { ip, user_agent: BROWSER },
    });
  });

  it('a failed login stores the attempted username and address, never the password', async () => {
    const { username } = await createUser();
    const ip = address();
    const wrong = `senha-errada-${process.pid}-única`;
    expect((await login(username.toUpperCase(), wrong, ip)).statusCode).toBe(401);

    const entries = (await securityEvents('login_failed')).filter((e) => e.after?.ip === ip);
    expect(entries).toEqual([
      expect.objectContaining({
        user_id: null,
        // As normalised for the lockout: trimmed, lower case.
        username,
        entity_id: null,
        before: null,
        after: { ip, user_agent: BROWSER },
      }),
    ]);
    const { body } = await auditLog('');
    expect(body).not.toContain(wrong);
  });

  it('an unknown username, a wrong password and an inactive account leave the same entry', async () => {
    const known = await createUser();
    const inactive = await createUser('viewer', false);
    const unknown = unique('nao-existe');
    const attempts = [
      { username: unknown, password: TEST_PASSWORD },
      { username: known.username, password: 'senha-errada-1' },
      { username: inactive.username, password: TEST_PASSWORD },
    ];
    const shapes = [];
    for (const attempt of attempts) {
      const ip = address();
      const res = await login(attempt.username, attempt.password, ip);
      expect(res.statusCode).toBe(401);
      const entries = (await securityEvents('login_failed')).filter((e) => e.after?.ip === ip);
      expect(entries).toHaveLength(1);
      const { id: _id, created_at: _at, username, after, ...rest } = entries[0]!;
      expect(username).toBe(attempt.username);
      shapes.push({ ...rest, after: { ...after, ip: 'x' } });
    }
    // Nothing in the entry (no user id, no reason) tells an existing account from another.
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it('keeps at most 60 characters of an attempted username', async () => {
    const ip = address();
    const long = `x${'y'.repeat(199)}`;
    expect((await login(long, 'qualquer-coisa', ip)).statusCode).toBe(401);
    const [entry] = (await securityEvents('login_failed')).filter((e) => e.after?.ip === ip);
    expect(entry?.username).toBe(long.slice(0, 60));
  });

  it('the failure that reaches max_login_attempts records one lockout', async () => {
    const { username } = await createUser();
    const ip = address();
    const max = Number(
      (await t.request('GET', '/api/settings/max_login_attempts', { token: admin })).json().value,
    );
    expect(max).toBeGreaterThan(1);
    for (let i = 1; i < max; i++) {
      expect((await login(username, `errada-${i}`, ip)).statusCode).toBe(401);
    }
    const lockouts = async () =>
      (await securityEvents('lockout')).filter((e) => e.username === username);
    expect(await lockouts()).toEqual([]);

    expect((await login(username, 'errada-final', ip)).statusCode).toBe(401);
    expect(await lockouts()).toEqual([
      expect.objectContaining({
        user_id: null,
        entity_id: null,
        before: null,
        after: { ip, user_agent: BROWSER },
      }),
    ]);
    const failures = (await securityEvents('login_failed')).filter((e) => e.username === username);
    expect(failures).toHaveLength(max);

    // Locked: refused before the password is checked, and not recorded again.
    const other = address();
    expect((await login(username, TEST_PASSWORD, other)).statusCode).toBe(429);
    expect(await lockouts()).toHaveLength(1);
  });

  it('a logout', async () => {
    const { id, username } = await createUser('manager');
    const ip = address();
    const token = (await login(username, TEST_PASSWORD, ip)).json().token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: ip,
      headers: {
        authorization: `Bearer ${token}`,
        'user-agent': BROWSER,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = (await securityEvents('logout')).filter((e) => e.user_id === id);
    expect(entry).toMatchObject({
      username,
      entity_id: String(id),
      after: { ip, user_agent: BROWSER },
    });
  });
});

describe('changes to who may get in', () => {
  it('a role change: the admin, the account, old and new role', async () => {
    const { id, username } = await createUser('viewer');
    const ip = address();
    expect((await asAdmin('PUT', `/api/users/${id}`, ip, { role: 'manager' })).statusCode).toBe(
      200,
    );
    const entries = (await securityEvents('role_change')).filter((e) => e.entity_id === String(id));
    expect(entries).toEqual([
      expect.objectContaining({
        user_id: adminId,
        username: adminName,
        before: { username, role: 'viewer' },
        after: { username, role: 'manager', ip, user_agent: BROWSER },
      }),
    ]);
    // Nothing else changed, nothing else recorded as a security event.
    const { items } = await auditLog('entity=auth');
    expect(items.filter((e) => e.entity_id === String(id))).toHaveLength(1);
  });

  it('a status change, by the toggle and by an update', async () => {
    const { id, username } = await createUser('manager');
    const ip = address();
    expect((await asAdmin('PUT', `/api/users/${id}/toggle-status`, ip)).statusCode).toBe(200);
    expect((await asAdmin('PUT', `/api/users/${id}`, ip, { is_active: true })).statusCode).toBe(
      200,
    );
    // Unchanged status: no event.
    expect((await asAdmin('PUT', `/api/users/${id}`, ip, { is_active: true })).statusCode).toBe(
      200,
    );
    const entries = (await securityEvents('status_change')).filter(
      (e) => e.entity_id === String(id),
    );
    expect(entries.map((e) => [e.before?.is_active, e.after?.is_active])).toEqual([
      [false, true],
      [true, false],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        user_id: adminId,
        username: adminName,
        after: { username, ip, user_agent: BROWSER },
      });
    }
  });

  it('a password change, without the password or its hash', async () => {
    const { id, username } = await createUser('viewer');
    const ip = address();
    const secret = `Nova-senha-${process.pid}-auditoria`;
    expect((await asAdmin('PUT', `/api/users/${id}`, ip, { password: secret })).statusCode).toBe(
      200,
    );
    const entries = (await securityEvents('password_change')).filter(
      (e) => e.entity_id === String(id),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        user_id: adminId,
        username: adminName,
        before: null,
        after: { username, ip, user_agent: BROWSER },
      }),
    ]);
    const { body } = await auditLog('');
    expect(body).not.toContain(secret);
    expect(body).not.toContain('$argon2');
    expect(body).not.toContain('password_hash');
  });

  it('one update changing role, status and password records each', async () => {
    const { id } = await createUser('viewer');
    const res = await asAdmin('PUT', `/api/users/${id}`, address(), {
      role: 'user',
      is_active: false,
      password: 'Outra-senha-bem-longa-1',
    });
    expect(res.statusCode).toBe(200);
    const { items } = await auditLog('entity=auth');
    expect(
      items
        .filter((e) => e.entity_id === String(id))
        .map((e) => e.action)
        .sort(),
    ).toEqual(['password_change', 'role_change', 'status_change']);
  });

  it('a refused change records nothing', async () => {
    const before = (await auditLog('entity=auth')).items.length;
    // The admin cannot deactivate themselves.
    const res = await asAdmin('PUT', `/api/users/${adminId}`, address(), { is_active: false });
    expect(res.statusCode).toBe(400);
    expect((await auditLog('entity=auth')).items.length).toBe(before);
  });

  it('a user deletion: who deleted which account', async () => {
    const { id, username } = await createUser('viewer');
    expect((await asAdmin('DELETE', `/api/users/${id}`, address())).statusCode).toBe(200);
    const { items } = await auditLog('entity=user&action=delete');
    expect(items.filter((e) => e.entity_id === String(id))).toEqual([
      expect.objectContaining({
        user_id: adminId,
        username: adminName,
        before: expect.objectContaining({ id, username, role: 'viewer' }),
        after: null,
      }),
    ]);
  });
});

describe('reading them', () => {
  it('GET /audit-log filters by entity and action, for admins only', async () => {
    const { items } = await auditLog('entity=auth');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e) => e.entity === 'auth')).toBe(true);
    const actions = new Set(items.map((e) => e.action));
    for (const action of ['login', 'login_failed', 'lockout', 'logout', 'role_change']) {
      expect(actions, action).toContain(action);
    }

    const failed = await auditLog('action=login_failed');
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((e) => e.action === 'login_failed')).toBe(true);

    expect((await t.request('GET', '/api/audit-log?entity=auth')).statusCode).toBe(401);
    const manager = await t.tokenFor('manager');
    expect(
      (await t.request('GET', '/api/audit-log?entity=auth', { token: manager })).statusCode,
    ).toBe(403);
    const tooLong = await t.request('GET', `/api/audit-log?action=${'a'.repeat(61)}`, {
      token: admin,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('the dashboard’s recent activity leaves sign-ins out', async () => {
    const { username } = await createUser();
    expect((await login(username, TEST_PASSWORD, address())).statusCode).toBe(200);
    const res = await t.request('GET', '/api/dashboard', { token: admin });
    expect(res.statusCode).toBe(200);
    const activity = res.json().recent_activity as AuditEntry[];
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.some((e) => e.entity === 'auth')).toBe(false);
  });
});
