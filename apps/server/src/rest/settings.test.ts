import { KNOWN_SETTINGS, MESSAGES, PUBLIC_SETTING_KEYS } from '@oficina/core';
import { sessions, settings } from '@oficina/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();

const put = (key: string, body: unknown, token = s.admin) =>
  s.t.request('PUT', `/api/settings/${key}`, { token, body });

const PRIVATE_KEYS = Object.keys(KNOWN_SETTINGS).filter(
  (key) => !(PUBLIC_SETTING_KEYS as string[]).includes(key),
);

describe('GET /settings', () => {
  it('lists every setting, sorted by key, for viewers and up', async () => {
    for (const token of [s.viewer, s.manager, s.admin]) {
      const res = await s.t.request('GET', '/api/settings', { token });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ key: string; value: string }>;
      const keys = list.map((s) => s.key);
      expect(keys).toEqual([...keys].sort());
      for (const key of Object.keys(KNOWN_SETTINGS)) expect(keys).toContain(key);
      expect(list.find((s) => s.key === 'max_login_attempts')).toMatchObject({
        value: '5',
        description: expect.any(String),
        updated_at: expect.any(String),
      });
    }
  });

  it('answers 401 anonymously and 403 for the user role', async () => {
    const anonymous = await s.t.request('GET', '/api/settings');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: MESSAGES.loginRequired,
      code: 'UNAUTHORIZED',
      request_id: expect.any(String),
    });
    const user = await s.t.request('GET', '/api/settings', { token: s.user });
    expect(user.statusCode).toBe(403);
    expect(user.json().error).toBe(MESSAGES.forbidden);
  });
});

describe('GET /public-settings', () => {
  it('is public, carries site_name and no private setting', async () => {
    const res = await s.t.request('GET', '/api/public-settings');
    expect(res.statusCode).toBe(200);
    const values = res.json() as Record<string, string>;
    expect(values.site_name).toEqual(expect.any(String));
    expect(values.site_name?.length).toBeGreaterThan(0);
    expect(Object.keys(values).sort()).toEqual([...PUBLIC_SETTING_KEYS, 'site_url'].sort());
    for (const key of PRIVATE_KEYS) expect(values).not.toHaveProperty(key);
    expect(values).not.toHaveProperty('max_login_attempts');
    expect(values).not.toHaveProperty('session_timeout');
  });

  it("answers the server's public address as site_url, whatever a stored row says", async () => {
    // A row from before the address became the server's (PUBLIC_URL).
    await s.t.db
      .insert(settings)
      .values({ key: 'site_url', value: 'https://antigo.example', description: null })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'https://antigo.example' } });
    try {
      expect((await s.t.request('GET', '/api/public-settings')).json().site_url).toBe(
        'http://localhost:3000',
      );
    } finally {
      await s.t.db.delete(settings).where(eq(settings.key, 'site_url'));
    }
  });

  it('reflects an update and falls back to the default after a delete', async () => {
    expect((await put('author', { value: 'Equipe de Teste' })).statusCode).toBe(200);
    expect((await s.t.request('GET', '/api/public-settings')).json().author).toBe(
      'Equipe de Teste',
    );
    expect(
      (await s.t.request('DELETE', '/api/settings/author', { token: s.admin })).statusCode,
    ).toBe(200);
    expect((await s.t.request('GET', '/api/public-settings')).json().author).toBe(
      KNOWN_SETTINGS.author.defaultValue,
    );
  });
});

describe('GET /settings/{key}', () => {
  it('opens the public keys to anyone', async () => {
    for (const key of ['site_name', 'dark_mode', 'geo_region']) {
      const res = await s.t.request('GET', `/api/settings/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toMatchObject({ key, value: expect.any(String) });
    }
  });

  it('keeps the private keys for viewers and up', async () => {
    for (const key of ['max_login_attempts', 'session_timeout', 'email_notifications']) {
      const anonymous = await s.t.request('GET', `/api/settings/${key}`);
      expect(anonymous.statusCode, key).toBe(401);
      expect(anonymous.json().error).toBe(MESSAGES.loginRequired);
      expect(anonymous.body).not.toContain('"value"');
      const user = await s.t.request('GET', `/api/settings/${key}`, { token: s.user });
      expect(user.statusCode, key).toBe(403);
      const res = await s.t.request('GET', `/api/settings/${key}`, { token: s.viewer });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().key).toBe(key);
    }
  });

  it('treats custom keys as private', async () => {
    expect((await put('chave_secreta', { value: 'x' })).statusCode).toBe(200);
    expect((await s.t.request('GET', '/api/settings/chave_secreta')).statusCode).toBe(401);
    expect(
      (await s.t.request('GET', '/api/settings/chave_secreta', { token: s.viewer })).json().value,
    ).toBe('x');
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const missing = await s.t.request('GET', '/api/settings/nao_existe', { token: s.viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Configuração não encontrada',
      code: 'NOT_FOUND',
      request_id: expect.any(String),
    });
    const malformed = await s.t.request('GET', '/api/settings/Chave-Ruim', { token: s.viewer });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PUT /settings/{key}', () => {
  it('updates a known key and answers the success message', async () => {
    const res = await put('site_name', { value: 'Oficina de Teste' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'site_name',
      value: 'Oficina de Teste',
      description: KNOWN_SETTINGS.site_name.description,
      message: 'Configurações atualizadas com sucesso!',
    });
    const read = await s.t.request('GET', '/api/settings/site_name');
    expect(read.json().value).toBe('Oficina de Teste');
  });

  it('keeps a given description', async () => {
    const res = await put('dark_mode', { value: 'false', description: 'Tema do site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: 'false', description: 'Tema do site' });
  });

  it.each([
    ['max_login_attempts', 'abc'],
    ['max_login_attempts', '0'],
    ['max_login_attempts', '1.5'],
    ['session_timeout', '1'],
    ['dark_mode', 'sim'],
    ['site_name', ''],
    ['twitter_handle', 'com espaço'],
    ['geo_position', 'norte'],
  ])('validates known keys: %s = %j answers 400', async (key, value) => {
    const before = (await s.t.request('GET', `/api/settings/${key}`, { token: s.admin })).json()
      .value;
    const res = await put(key, { value });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().error).toContain(key);
    const after = (await s.t.request('GET', `/api/settings/${key}`, { token: s.admin })).json()
      .value;
    expect(after).toBe(before);
  });

  it('answers 400 without a value or with a non-string value', async () => {
    expect((await put('site_name', {})).statusCode).toBe(400);
    expect((await put('max_login_attempts', { value: 3 })).statusCode).toBe(400);
    expect((await put('site_name', { value: 'a'.repeat(5001) })).statusCode).toBe(400);
  });

  it("refuses site_url: the address is the server's PUBLIC_URL, not a setting", async () => {
    const res = await put('site_url', { value: 'https://www.friocar.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'site_url: O endereço público do site vem da variável PUBLIC_URL do servidor e não é mais uma configuração.',
    );
    expect((await s.t.request('GET', '/api/public-settings')).json().site_url).toBe(
      'http://localhost:3000',
    );
  });

  it('creates a custom key', async () => {
    const res = await put('mensagem_rodape', { value: 'Atendemos aos sábados' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'mensagem_rodape',
      value: 'Atendemos aos sábados',
      description: null,
      message: MESSAGES.settingsUpdated,
    });
    const list = (await s.t.request('GET', '/api/settings', { token: s.viewer })).json();
    expect(list.map((s: { key: string }) => s.key)).toContain('mensagem_rodape');
  });

  it('rejects a malformed key', async () => {
    for (const key of ['Maiuscula', '1comeca', 'com-hifen', 'a'.repeat(65)]) {
      const res = await put(key, { value: 'x' });
      expect(res.statusCode, key).toBe(400);
    }
  });

  it('is for admins only: 403 for manager and viewer, 401 anonymously', async () => {
    for (const token of [s.manager, s.viewer, s.user]) {
      const res = await put('site_name', { value: 'Invasor' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: MESSAGES.forbidden,
        code: 'FORBIDDEN',
        request_id: expect.any(String),
      });
    }
    const anonymous = await s.t.request('PUT', '/api/settings/site_name', {
      body: { value: 'Invasor' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await s.t.request('GET', '/api/settings/site_name')).json().value).not.toBe('Invasor');
  });
});

describe('DELETE /settings/{key}', () => {
  it('deletes a setting; 404 when unknown', async () => {
    expect((await put('temporaria', { value: '1' })).statusCode).toBe(200);
    const res = await s.t.request('DELETE', '/api/settings/temporaria', { token: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: 'temporaria' });
    const read = await s.t.request('GET', '/api/settings/temporaria', { token: s.admin });
    expect(read.statusCode).toBe(404);
    const again = await s.t.request('DELETE', '/api/settings/temporaria', { token: s.admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'Configuração não encontrada',
      code: 'NOT_FOUND',
      request_id: expect.any(String),
    });
  });

  it('is for admins only', async () => {
    for (const token of [s.manager, s.viewer]) {
      const res = await s.t.request('DELETE', '/api/settings/site_name', { token });
      expect(res.statusCode).toBe(403);
    }
    expect((await s.t.request('DELETE', '/api/settings/site_name')).statusCode).toBe(401);
    expect((await s.t.request('GET', '/api/settings/site_name')).statusCode).toBe(200);
  });
});

describe('settings that change behaviour', () => {
  async function idleFor(token: string, minutes: number) {
    const me = await s.t.request('GET', '/api/auth/me', { token });
    expect(me.statusCode).toBe(200);
    await s.t.db
      .update(sessions)
      .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.user_id, me.json().user.id));
  }

  it('session_timeout sets the idle expiry', async () => {
    const a = await s.t.tokenFor('viewer');
    const b = await s.t.tokenFor('viewer');
    const c = await s.t.tokenFor('viewer');

    // Default 30 minutes: 10 idle minutes are fine.
    await idleFor(a, 10);
    expect((await s.t.request('GET', '/api/auth/me', { token: a })).statusCode).toBe(200);

    // 5 minutes: the same idle time ends the session.
    expect((await put('session_timeout', { value: '5' })).statusCode).toBe(200);
    await idleFor(b, 10);
    expect((await s.t.request('GET', '/api/auth/me', { token: b })).statusCode).toBe(401);

    // 60 minutes: 45 idle minutes are fine again.
    expect((await put('session_timeout', { value: '60' })).statusCode).toBe(200);
    await idleFor(c, 45);
    expect((await s.t.request('GET', '/api/auth/me', { token: c })).statusCode).toBe(200);

    // Without the row the default (30) applies.
    expect(
      (await s.t.request('DELETE', '/api/settings/session_timeout', { token: s.admin })).statusCode,
    ).toBe(200);
    await idleFor(c, 45);
    expect((await s.t.request('GET', '/api/auth/me', { token: c })).statusCode).toBe(401);
    expect((await put('session_timeout', { value: '30' })).statusCode).toBe(200);
  });

  it('max_login_attempts sets the lockout threshold', async () => {
    expect((await put('max_login_attempts', { value: '2' })).statusCode).toBe(200);
    const username = `lock-setting-${process.pid}`;
    const attempt = () =>
      s.t.request('POST', '/api/auth/login', { body: { username, password: 'nada-disso' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    expect((await put('max_login_attempts', { value: '5' })).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(401);
  });
});
