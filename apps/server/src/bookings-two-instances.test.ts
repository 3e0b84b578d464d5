import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALL_DAY, bookingBody, startAt } from './testing/bookings';
import { type BuiltServer, builtServerExists, startBuiltServer } from './testing/built-server';

/**
 * Capacity across instances: two server processes share one PostgreSQL and nothing else, and
 * 20 requests for one slot of capacity 2, spread over both and sent at once, get exactly two
 * bookings. The database's exclusion constraint decides, not either process. PostgreSQL project
 * only (npm test with TEST_DATABASE_URL, as .ci/run does).
 */
const template = inject('testDatabase');
const skipReason =
  template.kind !== 'postgres'
    ? 'runs in the PostgreSQL project only (TEST_DATABASE_URL)'
    : builtServerExists()
      ? null
      : 'needs the built server (npm test builds it)';

const ADMIN = { username: 'dono-agenda', password: 'Agenda-Em-Duas-Instancias-5531' };
const json = { 'content-type': 'application/json' };
const databaseName = `oficina_bookings_${Date.now()}_${randomBytes(3).toString('hex')}`;
const servers: BuiltServer[] = [];
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

describe.skipIf(skipReason !== null)(
  `bookings on two instances sharing PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      if (template.kind !== 'postgres') return;
      adminUrl = template.adminUrl;
      await withAdmin((sql) => sql.unsafe(`create database "${databaseName}"`));
      const env = {
        DATABASE_URL: databaseUrl(databaseName),
        DATABASE_POOL_SIZE: '10',
        SEED_DEMO: 'true',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        // Twenty bookings from one address at once: the contact-like limit is not what is tested.
        RATE_LIMIT_CONTACT: '0',
        RATE_LIMIT_API: '0',
      };
      servers.push(await startBuiltServer('', env));
      servers.push(await startBuiltServer('', env));
    }, 180_000);

    afterAll(async () => {
      for (const server of servers) {
        if (server.process.exitCode === null && server.process.signalCode === null) {
          server.process.kill('SIGTERM');
          await server.exited;
        }
      }
      if (adminUrl)
        await withAdmin((sql) =>
          sql.unsafe(`drop database if exists "${databaseName}" with (force)`),
        );
    }, 60_000);

    it('gives exactly 2 × 201 and 18 × 409 for 20 requests to one slot of capacity 2', async () => {
      const [one, other] = servers as [BuiltServer, BuiltServer];
      const login = await fetch(`${one.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const hours = await fetch(`${one.baseUrl}/api/company`, {
        method: 'PATCH',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ opening_hours: ALL_DAY, closed_dates: [] }),
      });
      expect(hours.status).toBe(200);
      const services = (await (await fetch(`${other.baseUrl}/api/services`)).json()) as Array<{
        id: number;
      }>;
      const startsAt = startAt(3, '10:00');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          fetch(`${(index % 2 ? other : one).baseUrl}/api/bookings`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(bookingBody(services[0]!.id, startsAt)),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      expect(statuses.filter((status) => status === 409)).toHaveLength(18);
      await withAdmin(async () => {
        const sql = postgres(databaseUrl(databaseName), { max: 1, onnotice: () => {} });
        try {
          const rows =
            await sql`select bay from bookings where starts_at = ${startsAt}::timestamptz and status <> 'cancelado'`;
          expect(rows.map((row) => row.bay).sort()).toEqual([1, 2]);
        } finally {
          await sql.end();
        }
      });
    }, 60_000);
  },
);
