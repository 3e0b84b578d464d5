import { ensureInitialAdmin, isCommonPassword } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { users } from '@oficina/db';
import { openTestDatabase } from '@oficina/db/testing';
import { count } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp } from '../testing/rest-suite';
import { TEST_PASSWORD } from '../testing/test-app';

const s = useTestApp({ roles: ['admin'] });
let seq = 0;
const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

const login = (username: string, password: string) =>
  s.t.request('POST', '/api/auth/login', { body: { username, password } });

const createUser = (password: string, username = uniqueName('pw')) =>
  s.t.request('POST', '/api/users', { token: s.admin, body: { username, password } });

function expectCommonRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    error: MESSAGES.commonPassword,
    code: 'BAD_REQUEST',
    issues: [{ path: ['password'], message: 'Esta senha é muito comum. Escolha outra.' }],
  });
}

describe('password rules (ASVS 5.0 V6.2)', () => {
  it.each([
    ['a top password', 'password1'],
    ['a common one in another case', 'PassWord123'],
    ['a Brazilian favourite', 'Senha123'],
    ['a keyboard walk', 'qwertyuiop'],
    ['digits only', '123456789'],
    ['the product’s own word with digits and symbols', 'Oficina@2024'],
    ['a context word with accents', 'Refrigeração!'],
  ])('refuses %s on create, with the message on the password field', async (_label, password) => {
    expectCommonRefused(await createUser(password));
  });

  it('refuses a password built on the username', async () => {
    const username = uniqueName('joao.silva');
    expectCommonRefused(await createUser(`${username.replace(/[-.]/g, '')}2024!`, username));
  });

  it('refuses a common password on update and keeps the old one (sessions stay)', async () => {
    const username = uniqueName('pw-update');
    const created = await createUser(TEST_PASSWORD, username);
    expect(created.statusCode, created.body).toBe(200);
    const { token } = (await login(username, TEST_PASSWORD)).json();
    const res = await s.t.request('PUT', `/api/users/${created.json().id}`, {
      token: s.admin,
      body: { password: 'iloveyou' },
    });
    expectCommonRefused(res);
    expect((await s.t.request('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    expect((await login(username, 'iloveyou')).statusCode).toBe(401);
    expect((await login(username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['8 characters', 'kx8#vq2m'],
    ['64 characters', 'a'.repeat(40) + '-longa-frase-aleatoria!'.padEnd(24, 'z')],
    ['128 characters', 'correto-cavalo-bateria-grampo-'.repeat(4).padEnd(128, 'q')],
    ['spaces and any letters (no composition rules)', 'cavalo correto bateria grampo'],
    ['only lowercase letters', 'ventiladorazulado'],
    ['non-Latin characters and emoji', 'пароль-日本語-🚗❄️'],
    ['a common password inside a longer phrase', 'meu password favorito do carro'],
  ])('accepts %s, and the new user can sign in with it', async (_label, password) => {
    const username = uniqueName('pw-ok');
    const res = await createUser(password, username);
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(username, password)).statusCode).toBe(200);
  });

  it('refuses fewer than 8 and more than 128 characters', async () => {
    const short = await createUser('kx8#vq2');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0]).toMatchObject({ path: ['password'] });
    const long = await createUser('q'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0]).toMatchObject({ path: ['password'] });
  });

  it('checks case-insensitively against 10 000 common passwords', () => {
    expect(isCommonPassword('dragon12')).toBe(true);
    expect(isCommonPassword('Ventilador Azulado')).toBe(false);
    expect(isCommonPassword('baseball')).toBe(true);
    expect(isCommonPassword('BASEBALL')).toBe(true);
    expect(isCommonPassword('BaseBall')).toBe(true);
    expect(isCommonPassword(TEST_PASSWORD)).toBe(false);
  });
});

describe('first admin from ADMIN_PASSWORD', () => {
  it('refuses a common ADMIN_PASSWORD at start-up with a message naming it', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Password123' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_PASSWORD é uma senha muito comum\. Escolha outra\./,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_PASSWORD: 'uma frase longa e rara' }).ADMIN_PASSWORD).toBe(
      'uma frase longa e rara',
    );
  });

  it('creates no admin with a common or username-based password', async () => {
    const handle = await openTestDatabase(inject('testDatabase'));
    try {
      const total = async () => (await handle.db.select({ n: count() }).from(users))[0]?.n;
      expect(await total()).toBe(0);
      for (const password of ['Senha123', 'admin2024', 'administrador']) {
        await expect(
          ensureInitialAdmin(handle.db, { username: 'admin', password }),
        ).rejects.toThrow(`ADMIN_PASSWORD recusada: ${MESSAGES.commonPassword}`);
      }
      expect(await total()).toBe(0);
      const created = await ensureInitialAdmin(handle.db, {
        username: 'admin',
        password: 'uma frase longa e rara',
      });
      expect(created).toEqual({ username: 'admin', generatedPassword: null });
      expect(await total()).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
