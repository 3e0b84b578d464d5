import { MESSAGES } from '@oficina/core';
import { sessions, users } from '@oficina/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/rest-suite';
import { createTestUser, TEST_PASSWORD } from '../testing/test-app';

const s = useTestApp({ roles: ['admin'] });
let seq = 0;
/** A username no other test in this file uses (the lockout counts failures per username). */
const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

const login = (username: unknown, password: unknown) =>
  s.t.request('POST', '/api/auth/login', { body: { username, password } });

const me = (options: { token?: string; headers?: Record<string, string> }) =>
  s.t.request('GET', '/api/auth/me', options);

/** The user id behind a token, to reach its session rows directly. */
async function userIdOf(token: string): Promise<number> {
  const res = await me({ token });
  expect(res.statusCode).toBe(200);
  return res.json().user.id;
}

async function setSetting(key: string, value: string) {
  const res = await s.t.request('PUT', `/api/settings/${key}`, { token: s.admin, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
}

function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const cookie = cookies.find((c) => typeof c === 'string' && c.startsWith('oficina_session='));
  expect(cookie, 'Set-Cookie oficina_session').toBeTypeOf('string');
  return cookie as string;
}

describe('POST /api/auth/login', () => {
  it('answers success, token and the user without the password hash', async () => {
    const username = uniqueName('login-ok');
    await createTestUser(s.t.db, username, 'viewer');
    const res = await login(username, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      error: null,
      user: { username, role: 'viewer', is_active: true },
    });
    expect(body.token).toEqual(expect.any(String));
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(body.user.last_login).toEqual(expect.any(String));
    expect(body.user).not.toHaveProperty('password_hash');
    expect(res.body).not.toContain('$argon2');
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const username = uniqueName('login-case');
    await createTestUser(s.t.db, username, 'viewer');
    const res = await login(`  ${username.toUpperCase()} `, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(username);
  });

  it('sets an HttpOnly, SameSite=Strict session cookie holding the token', async () => {
    const username = uniqueName('login-cookie');
    await createTestUser(s.t.db, username, 'viewer');
    const res = await login(username, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    const parsed = res.cookies.find((c) => c.name === 'oficina_session');
    expect(parsed?.value).toBe(res.json().token);
  });

  it.each([
    ['a wrong password', 'wrong', true, 'outra-senha-123'],
    ['an unknown user', 'unknown', false, TEST_PASSWORD],
    ['an inactive user', 'inactive', true, TEST_PASSWORD],
  ])('answers 401 Credenciais inválidas for %s', async (_label, kind, exists, password) => {
    const username = uniqueName(`login-${kind}`);
    if (exists) await createTestUser(s.t.db, username, 'admin', kind !== 'inactive');
    const res = await login(username, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      token: null,
      user: null,
      error: MESSAGES.invalidCredentials,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['both fields empty', { username: '', password: '' }],
    ['both fields missing', {}],
    ['a blank username', { username: '   ', password: '' }],
    ['only the username', { username: 'alguem' }],
    ['only the password', { password: 'alguma-senha' }],
    ['an empty password', { username: 'alguem', password: '' }],
  ])('answers 400 Por favor, preencha todos os campos for %s', async (_label, body) => {
    const res = await s.t.request('POST', '/api/auth/login', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: MESSAGES.fillAllFields,
      code: 'BAD_REQUEST',
    });
  });
});

describe('login lockout', () => {
  it('locks an account after max_login_attempts failures (seed: 5), even with the right password', async () => {
    const username = uniqueName('lock-default');
    await createTestUser(s.t.db, username, 'viewer');
    for (let i = 0; i < 5; i++) {
      const res = await login(username, 'senha-errada-1');
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const locked = await login(username, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      success: false,
      token: null,
      error: MESSAGES.loginLocked,
    });
    expect(locked.json().error).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
  });

  describe('with max_login_attempts lowered to 3', () => {
    beforeAll(() => setSetting('max_login_attempts', '3'));
    afterAll(() => setSetting('max_login_attempts', '5'));

    it('locks after the third failure, whatever the case of the username', async () => {
      const username = uniqueName('lock-three');
      await createTestUser(s.t.db, username, 'viewer');
      expect((await login(username, 'x-errada-1')).statusCode).toBe(401);
      expect((await login(username.toUpperCase(), 'x-errada-2')).statusCode).toBe(401);
      expect((await login(` ${username} `, 'x-errada-3')).statusCode).toBe(401);
      const locked = await login(username, TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toBe(MESSAGES.loginLocked);
      // Still locked, wrong password or not.
      expect((await login(username, 'x-errada-4')).statusCode).toBe(429);
    });

    it('locks an unknown username the same way (no user enumeration)', async () => {
      const known = uniqueName('lock-known');
      const unknown = uniqueName('lock-unknown');
      await createTestUser(s.t.db, known, 'viewer');
      const answers: Array<[number, unknown]> = [];
      for (const username of [known, unknown]) {
        for (let i = 0; i < 3; i++) {
          const res = await login(username, 'nao-e-a-senha');
          expect(res.statusCode).toBe(401);
        }
        const res = await login(username, 'nao-e-a-senha');
        // Every answer names its own request; the rest must not tell the accounts apart.
        const { request_id: _id, ...body } = res.json();
        answers.push([res.statusCode, body]);
      }
      expect(answers[0]?.[0]).toBe(429);
      expect(answers[1]).toEqual(answers[0]);
    });

    it('leaves other accounts alone', async () => {
      const locked = uniqueName('lock-victim');
      const other = uniqueName('lock-other');
      await createTestUser(s.t.db, locked, 'viewer');
      await createTestUser(s.t.db, other, 'viewer');
      for (let i = 0; i < 3; i++) await login(locked, 'errada-000');
      expect((await login(locked, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await login(other, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('counts only failures since the last successful login', async () => {
      const username = uniqueName('lock-reset');
      await createTestUser(s.t.db, username, 'viewer');
      expect((await login(username, 'errada-a')).statusCode).toBe(401);
      expect((await login(username, 'errada-b')).statusCode).toBe(401);
      expect((await login(username, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(username, 'errada-c')).statusCode).toBe(401);
      expect((await login(username, 'errada-d')).statusCode).toBe(401);
      expect((await login(username, TEST_PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe('GET /api/auth/me', () => {
  it('accepts the session cookie alone', async () => {
    const username = uniqueName('me-cookie');
    await createTestUser(s.t.db, username, 'manager');
    const res = await login(username, TEST_PASSWORD);
    const { token } = res.json();
    const viaCookie = await me({ headers: { cookie: `oficina_session=${token}` } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json()).toMatchObject({
      user: { username, role: 'manager', is_active: true },
      session_expires_at: expect.any(String),
    });
    expect(viaCookie.json().user).not.toHaveProperty('password_hash');
  });

  it('accepts the Bearer header', async () => {
    const username = uniqueName('me-bearer');
    await createTestUser(s.t.db, username, 'viewer');
    const { token } = (await login(username, TEST_PASSWORD)).json();
    const res = await me({ headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(username);
    const expires = Date.parse(res.json().session_expires_at);
    expect(expires).toBeGreaterThan(Date.now());
  });

  it.each([
    ['no credentials', {}],
    ['an unknown token', { headers: { authorization: 'Bearer nao-existe' } }],
    ['an unknown cookie', { headers: { cookie: 'oficina_session=nao-existe' } }],
    ['an oversized token', { headers: { authorization: `Bearer ${'a'.repeat(5000)}` } }],
    ['an empty Bearer header', { headers: { authorization: 'Bearer ' } }],
  ])('answers 401 with the login-required message for %s', async (_label, options) => {
    const res = await me(options);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: MESSAGES.loginRequired,
      code: 'UNAUTHORIZED',
      request_id: expect.any(String),
    });
    expect(res.json().error).toBe('Você precisa estar logado para acessar esta página.');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: the next call answers 401', async () => {
    const token = await s.t.tokenFor('viewer');
    expect((await me({ token })).statusCode).toBe(200);
    const res = await s.t.request('POST', '/api/auth/logout', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me({ token })).statusCode).toBe(401);
    expect((await s.t.request('POST', '/api/auth/logout', { token })).statusCode).toBe(401);
  });

  it('clears the cookie and revokes a cookie session', async () => {
    const username = uniqueName('logout-cookie');
    await createTestUser(s.t.db, username, 'viewer');
    const { token } = (await login(username, TEST_PASSWORD)).json();
    const headers = { cookie: `oficina_session=${token}` };
    const res = await s.t.request('POST', '/api/auth/logout', { headers });
    expect(res.statusCode).toBe(200);
    const cleared = sessionCookieOf(res);
    expect(cleared).toMatch(/^oficina_session=;/);
    expect((await me({ headers })).statusCode).toBe(401);
  });

  it('ends only that session, not the user’s others', async () => {
    const username = uniqueName('logout-one');
    await createTestUser(s.t.db, username, 'viewer');
    const first = (await login(username, TEST_PASSWORD)).json().token;
    const second = (await login(username, TEST_PASSWORD)).json().token;
    expect((await s.t.request('POST', '/api/auth/logout', { token: first })).statusCode).toBe(200);
    expect((await me({ token: first })).statusCode).toBe(401);
    expect((await me({ token: second })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await s.t.request('POST', '/api/auth/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MESSAGES.loginRequired);
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than session_timeout (seed: 30 minutes)', async () => {
    const token = await s.t.tokenFor('viewer');
    const userId = await userIdOf(token);
    await s.t.db
      .update(sessions)
      .set({ last_seen_at: sql`now() - interval '20 minutes'` })
      .where(eq(sessions.user_id, userId));
    expect((await me({ token })).statusCode).toBe(200);

    await s.t.db
      .update(sessions)
      .set({ last_seen_at: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.user_id, userId));
    const res = await me({ token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MESSAGES.loginRequired);
  });

  it('keeps an active session alive by refreshing last_seen_at', async () => {
    const token = await s.t.tokenFor('viewer');
    const userId = await userIdOf(token);
    await s.t.db
      .update(sessions)
      .set({ last_seen_at: sql`now() - interval '25 minutes'` })
      .where(eq(sessions.user_id, userId));
    expect((await me({ token })).statusCode).toBe(200);
    const [row] = await s.t.db
      .select({ idleSeconds: sql<number>`extract(epoch from now() - ${sessions.last_seen_at})` })
      .from(sessions)
      .where(eq(sessions.user_id, userId));
    expect(Number(row?.idleSeconds)).toBeLessThan(60);
  });

  it('ends a session past its absolute expiry even when active', async () => {
    const token = await s.t.tokenFor('viewer');
    const userId = await userIdOf(token);
    await s.t.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.user_id, userId));
    const res = await me({ token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MESSAGES.loginRequired);
  });

  it('ends the session of a user deactivated directly in the database', async () => {
    const username = uniqueName('expiry-inactive');
    const id = await createTestUser(s.t.db, username, 'viewer');
    const { token } = (await login(username, TEST_PASSWORD)).json();
    await s.t.db.update(users).set({ is_active: false }).where(eq(users.id, id));
    expect((await me({ token })).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('answers 403 with the permission message when the rank is too low', async () => {
    const token = await s.t.tokenFor('user');
    const res = await s.t.request('GET', '/api/users', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: MESSAGES.forbidden,
      code: 'FORBIDDEN',
      request_id: expect.any(String),
    });
    expect(res.json().error).toBe('Você não tem permissão para acessar esta página.');
  });

  it('lets any signed-in role read its own session', async () => {
    for (const role of ['user', 'viewer', 'manager', 'admin'] as const) {
      const res = await me({ token: await s.t.tokenFor(role) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(role);
    }
  });
});
