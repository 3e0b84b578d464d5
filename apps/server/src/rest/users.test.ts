import { MESSAGES } from '@oficina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
/** The only admin of this file's database: the last-admin rules are tested against it. */
let admin: string;
let adminId: number;
let adminName: string;
let manager: string;
let viewer: string;
let plainUser: string;
let seq = 0;
const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

beforeAll(async () => {
  t = await startTestApp();
  adminName = uniqueName('the-admin');
  admin = await t.tokenFor('admin', adminName);
  const me = (await t.request('GET', '/api/auth/me', { token: admin })).json();
  adminId = me.user.id;
  manager = await t.tokenFor('manager');
  viewer = await t.tokenFor('viewer');
  plainUser = await t.tokenFor('user');
});
afterAll(() => t.close());

const login = (username: string, password = TEST_PASSWORD) =>
  t.request('POST', '/api/auth/login', { body: { username, password } });

const me = (token: string) => t.request('GET', '/api/auth/me', { token });

/** Creates a user through the database and signs it in. */
async function userWithSession(role: 'user' | 'viewer' | 'manager' | 'admin' = 'viewer') {
  const username = uniqueName(`u-${role}`);
  const id = await createTestUser(t.db, username, role);
  const res = await login(username);
  expect(res.statusCode).toBe(200);
  return { id, username, token: res.json().token as string };
}

const USER_KEYS = ['created_at', 'email', 'id', 'is_active', 'last_login', 'role', 'username'];

function expectPublicUser(user: Record<string, unknown>) {
  expect(Object.keys(user).sort()).toEqual(USER_KEYS);
}

describe('reading users', () => {
  it('GET /users lists users without password hashes (viewer and up)', async () => {
    for (const token of [viewer, manager, admin]) {
      const res = await t.request('GET', '/api/users', { token });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(Array.isArray(list)).toBe(true);
      expect(list.some((u: { username: string }) => u.username === adminName)).toBe(true);
      for (const user of list) expectPublicUser(user);
      expect(res.body).not.toContain('password_hash');
      expect(res.body).not.toContain('$argon2');
    }
  });

  it('GET /users/{id} answers one user, 404 when missing, 400 for a malformed id', async () => {
    const res = await t.request('GET', `/api/users/${adminId}`, { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: adminId, username: adminName, role: 'admin' });
    expectPublicUser(res.json());

    const missing = await t.request('GET', '/api/users/2147483000', { token: viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Usuário não encontrado',
      code: 'NOT_FOUND',
      request_id: expect.any(String),
    });

    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.request('GET', `/api/users/${bad}`, { token: viewer });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });

  it('GET /users/username/{username} finds a user whatever the case; 404 when missing', async () => {
    const res = await t.request('GET', `/api/users/username/${adminName.toUpperCase()}`, {
      token: viewer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: adminId, username: adminName });
    expectPublicUser(res.json());

    const missing = await t.request('GET', '/api/users/username/ninguem-aqui', { token: viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Usuário não encontrado');
  });

  it('reads need the viewer role', async () => {
    for (const url of ['/api/users', `/api/users/${adminId}`, `/api/users/username/${adminName}`]) {
      const anonymous = await t.request('GET', url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error).toBe(MESSAGES.loginRequired);
      const user = await t.request('GET', url, { token: plainUser });
      expect(user.statusCode, url).toBe(403);
      expect(user.json().error).toBe(MESSAGES.forbidden);
    }
  });
});

describe('POST /users', () => {
  it('creates a user with the default role user, who can then log in', async () => {
    const username = uniqueName('novo');
    const res = await t.request('POST', '/api/users', {
      token: admin,
      body: { username, password: 'uma-senha-forte' },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expectPublicUser(user);
    expect(user).toMatchObject({ username, role: 'user', is_active: true, last_login: null });
    expect(res.body).not.toContain('password');

    const signedIn = await login(username, 'uma-senha-forte');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('user');
  });

  it('stores the username in lower case and honours role and is_active', async () => {
    const username = uniqueName('Maiusculo');
    const res = await t.request('POST', '/api/users', {
      token: admin,
      body: { username: username.toUpperCase(), password: 'outra-senha-1', role: 'manager' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: username.toLowerCase(), role: 'manager' });

    const inactive = uniqueName('inativo');
    const created = await t.request('POST', '/api/users', {
      token: admin,
      body: { username: inactive, password: 'outra-senha-1', role: 'viewer', is_active: false },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().is_active).toBe(false);
    const signIn = await login(inactive, 'outra-senha-1');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error).toBe(MESSAGES.invalidCredentials);
  });

  it('answers 409 for a username already taken, in any case', async () => {
    const username = uniqueName('duplicado');
    const body = { username, password: 'senha-valida-1' };
    expect((await t.request('POST', '/api/users', { token: admin, body })).statusCode).toBe(200);
    for (const again of [username, username.toUpperCase()]) {
      const res = await t.request('POST', '/api/users', {
        token: admin,
        body: { ...body, username: again },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: MESSAGES.usernameTaken,
        code: 'CONFLICT',
        request_id: expect.any(String),
      });
    }
  });

  it('answers 400 for a password under 8 characters', async () => {
    const res = await t.request('POST', '/api/users', {
      token: admin,
      body: { username: uniqueName('curta'), password: '1234567' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: ['password'],
          message: 'A senha precisa ter pelo menos 8 caracteres',
        }),
      ]),
    );
  });

  it.each([
    ['a username too short', { username: 'ab', password: 'senha-valida-1' }],
    ['a username with spaces', { username: 'com espaco', password: 'senha-valida-1' }],
    ['an unknown role', { username: 'papel-x', password: 'senha-valida-1', role: 'root' }],
    ['is_active as text', { username: 'ativo-txt', password: 'senha-valida-1', is_active: 'no' }],
    ['no password', { username: 'sem-senha' }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await t.request('POST', '/api/users', { token: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', issues: expect.any(Array) });
  });
});

describe('PUT /users/{id}', () => {
  it('updates username and role; a missing user answers 404', async () => {
    const { id } = await userWithSession('viewer');
    const username = uniqueName('renomeado');
    const res = await t.request('PUT', `/api/users/${id}`, {
      token: admin,
      body: { username, role: 'manager' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, username, role: 'manager', is_active: true });
    expectPublicUser(res.json());

    const missing = await t.request('PUT', '/api/users/2147483000', {
      token: admin,
      body: { role: 'viewer' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 409 when renaming to a taken username', async () => {
    const a = await userWithSession('viewer');
    const b = await userWithSession('viewer');
    const res = await t.request('PUT', `/api/users/${b.id}`, {
      token: admin,
      body: { username: a.username },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.usernameTaken);
  });

  it('an empty body changes nothing', async () => {
    const { id, username, token } = await userWithSession('viewer');
    const res = await t.request('PUT', `/api/users/${id}`, { token: admin, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, username, role: 'viewer', is_active: true });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a password change revokes that user’s sessions; the new password works', async () => {
    const target = await userWithSession('viewer');
    const bystander = await userWithSession('viewer');
    const res = await t.request('PUT', `/api/users/${target.id}`, {
      token: admin,
      body: { password: 'nova-senha-456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('password');
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await login(target.username)).statusCode).toBe(401);
    expect((await login(target.username, 'nova-senha-456')).statusCode).toBe(200);
  });

  it('a role change revokes that user’s sessions; an unchanged role does not', async () => {
    const target = await userWithSession('viewer');
    const same = await t.request('PUT', `/api/users/${target.id}`, {
      token: admin,
      body: { role: 'viewer' },
    });
    expect(same.statusCode).toBe(200);
    expect((await me(target.token)).statusCode).toBe(200);

    const res = await t.request('PUT', `/api/users/${target.id}`, {
      token: admin,
      body: { role: 'manager' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('manager');
    expect((await me(target.token)).statusCode).toBe(401);
    const again = await login(target.username);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.role).toBe('manager');
  });

  it('is_active false through PUT also ends the sessions', async () => {
    const target = await userWithSession('manager');
    const res = await t.request('PUT', `/api/users/${target.id}`, {
      token: admin,
      body: { is_active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await login(target.username)).statusCode).toBe(401);
  });

  it('answers 400 for a short password', async () => {
    const { id } = await userWithSession('viewer');
    const res = await t.request('PUT', `/api/users/${id}`, {
      token: admin,
      body: { password: 'curta' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /users/{id}/toggle-status', () => {
  it('flips is_active; a deactivated user’s sessions stop and it cannot log in', async () => {
    const target = await userWithSession('viewer');
    const off = await t.request('PUT', `/api/users/${target.id}/toggle-status`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: target.id, is_active: false });
    expectPublicUser(off.json());
    expect((await me(target.token)).statusCode).toBe(401);
    const refused = await login(target.username);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(MESSAGES.invalidCredentials);

    const on = await t.request('PUT', `/api/users/${target.id}/toggle-status`, { token: admin });
    expect(on.statusCode).toBe(200);
    expect(on.json().is_active).toBe(true);
    // The old session stays revoked; a new login works.
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await login(target.username)).statusCode).toBe(200);
  });

  it('answers 404 for a missing user', async () => {
    const res = await t.request('PUT', '/api/users/2147483000/toggle-status', { token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Usuário não encontrado');
  });
});

describe('DELETE /users/{id}', () => {
  it('deletes a user, ends its sessions, and answers 404 afterwards', async () => {
    const target = await userWithSession('manager');
    const res = await t.request('DELETE', `/api/users/${target.id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: target.id });
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await t.request('GET', `/api/users/${target.id}`, { token: admin })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request('DELETE', `/api/users/${target.id}`, { token: admin })).statusCode,
    ).toBe(404);
    expect((await login(target.username)).statusCode).toBe(401);
  });
});

describe('guards on the admin accounts', () => {
  it('an admin cannot deactivate, delete or demote themselves', async () => {
    const attempts = [
      t.request('PUT', `/api/users/${adminId}/toggle-status`, { token: admin }),
      t.request('DELETE', `/api/users/${adminId}`, { token: admin }),
      t.request('PUT', `/api/users/${adminId}`, { token: admin, body: { is_active: false } }),
      t.request('PUT', `/api/users/${adminId}`, { token: admin, body: { role: 'manager' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: MESSAGES.cannotChangeSelf,
        code: 'BAD_REQUEST',
        request_id: expect.any(String),
      });
    }
    const still = await me(admin);
    expect(still.statusCode).toBe(200);
    expect(still.json().user).toMatchObject({ role: 'admin', is_active: true });
  });

  it('an admin may change their own password and username', async () => {
    const other = await userWithSession('admin');
    const username = uniqueName('admin-renamed');
    const res = await t.request('PUT', `/api/users/${other.id}`, {
      token: other.token,
      body: { username },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username, role: 'admin', is_active: true });
    // Clean up: this file's last-admin test needs a single active admin.
    expect((await t.request('DELETE', `/api/users/${other.id}`, { token: admin })).statusCode).toBe(
      200,
    );
  });

  it('another admin can be demoted, deactivated and deleted while one active admin remains', async () => {
    const second = await userWithSession('admin');
    const demoted = await t.request('PUT', `/api/users/${second.id}`, {
      token: admin,
      body: { role: 'viewer' },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().role).toBe('viewer');
    await t.request('PUT', `/api/users/${second.id}`, { token: admin, body: { role: 'admin' } });
    const off = await t.request('PUT', `/api/users/${second.id}/toggle-status`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    const gone = await t.request('DELETE', `/api/users/${second.id}`, { token: admin });
    expect(gone.statusCode).toBe(200);
  });

  it('the last active admin cannot be demoted, deactivated or deleted', async () => {
    const list = (await t.request('GET', '/api/users', { token: admin })).json() as Array<{
      id: number;
      role: string;
      is_active: boolean;
    }>;
    const activeAdmins = list.filter((u) => u.role === 'admin' && u.is_active);
    expect(activeAdmins.map((u) => u.id)).toEqual([adminId]);

    const attempts = [
      t.request('PUT', `/api/users/${adminId}`, { token: admin, body: { role: 'viewer' } }),
      t.request('PUT', `/api/users/${adminId}`, { token: admin, body: { is_active: false } }),
      t.request('PUT', `/api/users/${adminId}/toggle-status`, { token: admin }),
      t.request('DELETE', `/api/users/${adminId}`, { token: admin }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect([MESSAGES.cannotChangeSelf, MESSAGES.lastAdmin]).toContain(res.json().error);
    }
    const after = (await t.request('GET', `/api/users/${adminId}`, { token: admin })).json();
    expect(after).toMatchObject({ role: 'admin', is_active: true });
  });

  it('an inactive admin does not count as a way in', async () => {
    const dormant = uniqueName('dormant-admin');
    await createTestUser(t.db, dormant, 'admin', false);
    const res = await login(dormant);
    expect(res.statusCode).toBe(401);
  });
});

describe('write permissions', () => {
  it('managers, viewers and users get 403 on every write; anonymous gets 401', async () => {
    const { id } = await userWithSession('viewer');
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/users', { username: uniqueName('nope'), password: 'senha-valida-1' }],
      ['PUT', `/api/users/${id}`, { role: 'admin' }],
      ['PUT', `/api/users/${id}/toggle-status`, undefined],
      ['DELETE', `/api/users/${id}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      for (const token of [manager, viewer, plainUser]) {
        const res = await t.request(method as 'POST', url, { token, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          error: MESSAGES.forbidden,
          code: 'FORBIDDEN',
          request_id: expect.any(String),
        });
      }
      const anonymous = await t.request(method as 'POST', url, { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const untouched = (await t.request('GET', `/api/users/${id}`, { token: admin })).json();
    expect(untouched).toMatchObject({ role: 'viewer', is_active: true });
  });
});
