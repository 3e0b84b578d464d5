import { ensureInitialAdmin } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { users } from '@oficina/db';
import { openTestDatabase } from '@oficina/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp } from '../testing/rest-suite';

/**
 * Every account can recover itself: the first admin takes its e-mail from ADMIN_EMAIL (required
 * beside ADMIN_USERNAME in a strict deployment), and an account without e-mail is told so.
 */
const s = useTestApp({ roles: ['admin'] });

const STRICT = {
  NODE_ENV: 'production',
  STRICT_DEPLOYMENT: 'true',
  PUBLIC_URL: 'https://www.exemplo.com.br',
  ADMIN_USERNAME: 'dono',
  ADMIN_PASSWORD: 'uma frase longa e rara',
};

describe('ADMIN_EMAIL', () => {
  it('is required beside ADMIN_USERNAME in a strict deployment, with a clear message', () => {
    expect(() => loadConfig(STRICT)).toThrow(
      /ADMIN_EMAIL: obrigatório em produção junto com ADMIN_USERNAME/,
    );
    const config = loadConfig({ ...STRICT, ADMIN_EMAIL: 'dono@exemplo.com.br' });
    expect(config.ADMIN_EMAIL).toBe('dono@exemplo.com.br');
    // Outside a strict deployment it stays optional.
    expect(loadConfig({ ADMIN_USERNAME: 'dono' }).ADMIN_EMAIL).toBeUndefined();
  });

  it('refuses an address that is not an e-mail', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'dono-sem-arroba' })).toThrow(
      /ADMIN_EMAIL: ADMIN_EMAIL precisa ser um e-mail válido/,
    );
  });

  it('becomes the first admin’s e-mail, stored as the panel stores it', async () => {
    const handle = await openTestDatabase(inject('testDatabase'));
    try {
      await ensureInitialAdmin(handle.db, {
        username: 'dono',
        password: 'uma frase longa e rara',
        email: ' Dono@Exemplo.com.br ',
      });
      const [admin] = await handle.db.select().from(users);
      expect(admin).toMatchObject({
        username: 'dono',
        role: 'admin',
        email: 'dono@exemplo.com.br',
      });
    } finally {
      await handle.close();
    }
  });
});

describe('an account without e-mail', () => {
  it('reads its missing e-mail from auth.me until it adds one', async () => {
    const me = async () =>
      (await s.t.request('GET', '/api/auth/me', { token: s.admin })).json().user as {
        id: number;
        email: string | null;
      };
    const before = await me();
    expect(before.email).toBeNull();
    const saved = await s.t.request('PATCH', `/api/users/${before.id}`, {
      token: s.admin,
      body: { email: 'gerente@exemplo.com.br' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me()).email).toBe('gerente@exemplo.com.br');
  });

  it('is listed in Usuários with its e-mail, or none', async () => {
    const res = await s.t.request('GET', '/api/users', { token: s.admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ username: string; email: string | null }>;
    expect(rows.every((row) => 'email' in row)).toBe(true);
    expect(rows.some((row) => row.email === 'gerente@exemplo.com.br')).toBe(true);
  });

  it('gets the same neutral answer from "Esqueci minha senha"', async () => {
    const noEmail = 'sem-email-conta';
    await s.t.tokenFor('viewer', noEmail);
    for (const username of [noEmail, 'ninguem-com-esse-nome']) {
      const res = await s.t.request('POST', '/api/auth/password-reset', { body: { username } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordResetRequested });
    }
  });
});
