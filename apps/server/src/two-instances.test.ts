import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@oficina/core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuiltServer, builtServerExists, startBuiltServer } from './testing/built-server';

/**
 * Two server processes behind one load balancer share one PostgreSQL and nothing else: an edit
 * made through one is served by the other within a second (its page cache hears of it through
 * LISTEN/NOTIFY), a session made on one works on the other, and a lockout counted on one holds
 * on the other. Runs in the PostgreSQL project (npm test with TEST_DATABASE_URL, as .ci/run does).
 */
const template = inject('testDatabase');
const skipReason =
  template.kind !== 'postgres'
    ? 'runs in the PostgreSQL project only (TEST_DATABASE_URL)'
    : builtServerExists()
      ? null
      : 'needs the built server (npm test builds it)';

const ADMIN = { username: 'dono-duas', password: 'Instancias-Gemeas-4821' };
const json = { 'content-type': 'application/json' };
const databaseName = `oficina_two_${Date.now()}_${randomBytes(3).toString('hex')}`;
const servers: BuiltServer[] = [];
let one: BuiltServer;
let other: BuiltServer;
let adminUrl = '';

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(work: (sql: postgres.Sql) => Promise<unknown>) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await work(sql);
  } finally {
    await sql.end();
  }
}

async function login(server: BuiltServer, username: string, password: string) {
  return fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
}

async function adminToken(server: BuiltServer): Promise<string> {
  const res = await login(server, ADMIN.username, ADMIN.password);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe.skipIf(skipReason !== null)(
  `two instances on one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      if (template.kind !== 'postgres') return;
      adminUrl = template.adminUrl;
      await withAdmin((sql) => sql.unsafe(`create database "${databaseName}"`));
      const env = {
        DATABASE_URL: databaseUrl(databaseName),
        DATABASE_POOL_SIZE: '4',
        SEED_DEMO: 'true',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      };
      // The first one migrates and seeds; the second finds it done.
      one = await startBuiltServer('', env);
      servers.push(one);
      other = await startBuiltServer('', env);
      servers.push(other);
    }, 180_000);

    afterAll(async () => {
      for (const server of servers) {
        if (server.process.exitCode === null && server.process.signalCode === null) {
          server.process.kill('SIGTERM');
          await server.exited;
        }
      }
      if (adminUrl) {
        await withAdmin((sql) =>
          sql.unsafe(`drop database if exists "${databaseName}" with (force)`),
        );
      }
    }, 60_000);

    it('an edit made through one is served by the other within a second', async () => {
      // The other instance has the page and the API answer in memory already.
      const before = await fetch(`${other.baseUrl}/servicos`);
      expect(before.status).toBe(200);
      expect(await before.text()).not.toContain('Serviço editado na instância um');
      const list = (await (await fetch(`${other.baseUrl}/api/services`)).json()) as {
        id: number;
      }[];
      const id = list[0]!.id;

      const token = await adminToken(one);
      const edited = await fetch(`${one.baseUrl}/api/services/${id}`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: 'Serviço editado na instância um',
          description: 'Descrição gravada pela instância um.',
        }),
      });
      expect(edited.status, await edited.clone().text()).toBe(200);
      const editedAt = Date.now();

      let page = '';
      let api = '';
      while (Date.now() - editedAt < 1000) {
        page = await (await fetch(`${other.baseUrl}/servicos`)).text();
        api = await (await fetch(`${other.baseUrl}/api/services/${id}`)).text();
        if (page.includes('Serviço editado na instância um') && api.includes('editado')) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(page).toContain('Serviço editado na instância um');
      expect(api).toContain('Serviço editado na instância um');
      expect(Date.now() - editedAt).toBeLessThan(1000);
    });

    it('a session made on one works on the other, and ends on both', async () => {
      const token = await adminToken(one);
      const me = await fetch(`${other.baseUrl}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ user: { username: ADMIN.username } });

      const logout = await fetch(`${other.baseUrl}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(logout.status).toBe(200);
      const after = await fetch(`${one.baseUrl}/api/users`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(401);
    });

    it('a lockout counted on one holds on the other', async () => {
      const token = await adminToken(one);
      const username = `alvo-${Date.now()}`;
      const password = 'Senha-Do-Alvo-7731';
      const created = await fetch(`${one.baseUrl}/api/users`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ username, password, role: 'viewer' }),
      });
      expect(created.status, await created.clone().text()).toBe(200);

      // max_login_attempts (5 in the demo settings) failures, all on the first instance.
      for (let i = 0; i < 5; i++) {
        expect((await login(one, username, 'senha-errada-de-proposito')).status).toBe(401);
      }
      const locked = await login(other, username, password);
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { error: string }).error).toBe(MESSAGES.loginLocked);
    });
  },
);
