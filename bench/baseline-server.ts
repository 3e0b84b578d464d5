/**
 * The baselines of `npm run bench`: bare Fastify routes, in a process of their own like the
 * server, doing only the essential work of each case — the same bytes for a page, the same SQL
 * for an API call — so a case's ratio to its baseline shows what the framework layers cost.
 *
 * Env: PORT, HOST; BASELINE_DATABASE_URL (the server's PostgreSQL database) or, without it, an
 * in-memory PGlite of its own prepared like the server's (a PGlite directory takes one process);
 * BASELINE_PAGES_FROM (the server whose pages to copy), BASELINE_PAGES ("/,/servicos").
 */
import { hashPassword } from '@oficina/api';
import { openDatabase, runMigrations, seedDemoContent, users } from '@oficina/db';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import postgres from 'postgres';
import { insertBookings } from './lib/booking-fixture';
import { INBOX_ROWS, insertContacts } from './lib/contact-fixture';
import { ADMIN } from './lib/processes';

type Row = Record<string, unknown>;
type Query = (text: string, params?: unknown[]) => Promise<Row[]>;

// The statements drizzle generates for the procedures (packages/api routers and services).
const SERVICES_SQL =
  'select "id", "title", "description", "price", "image", "display_order", "created_at", "updated_at" from "services" order by "services"."display_order" asc, "services"."id" asc';
const CONTACT_COLUMNS =
  '"id", "name", "email", "phone", "vehicle", "service", "message", "lgpd_consent", "consent_at", "status", "ip", "user_agent", "created_at", "updated_at"';
const INBOX_SQL = `select ${CONTACT_COLUMNS} from "contact_messages" order by "contact_messages"."created_at" desc, "contact_messages"."id" desc limit $1`;
const INBOX_COUNT_SQL = 'select count(*) from "contact_messages"';
/** What bookings.availability reads: the bookings that hold a place in the 31 days asked. */
const AVAILABILITY_SQL =
  'select "starts_at", "ends_at" from "bookings" where "starts_at" >= $1 and "starts_at" < $2 and "ends_at" > $3 and "status" <> \'cancelado\' order by "starts_at"';
const CONTACT_INSERT_SQL = `insert into "contact_messages" (${CONTACT_COLUMNS}) values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, default, default) returning ${CONTACT_COLUMNS}`;
const USER_SQL =
  'select "id", "username", "role", "is_active", "last_login", "created_at", "password_hash" from "users" where lower("users"."username") = $1 limit $2';
/** Set by `npm run bench` for this process only (not a build input). */
const env = { ...process.env };
const SENT = 'Mensagem enviada com sucesso! Responderemos em breve.';

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = env.BASELINE_DATABASE_URL;
  if (url) {
    // The server's pool size (DATABASE_POOL_SIZE default).
    const client = postgres(url, { max: 10, onnotice: () => {} });
    return {
      query: (text, params = []) => client.unsafe(text, params as never[]) as Promise<Row[]>,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await runMigrations(handle);
  await seedDemoContent(handle.db);
  await insertContacts(handle.db, INBOX_ROWS);
  await insertBookings(handle.db, 1);
  await handle.db.insert(users).values({
    username: ADMIN.username,
    password_hash: await hashPassword(ADMIN.password),
    role: 'admin',
    is_active: true,
  });
  await handle.db.execute(sql`analyze`);
  const pglite = handle.pglite!;
  return {
    query: async (text, params = []) => (await pglite.query<Row>(text, params)).rows,
    close: () => handle.close(),
  };
}

async function copyPages(from: string, paths: string[]) {
  const pages = new Map<string, { type: string; body: Buffer }>();
  for (const path of paths) {
    const res = await fetch(from + path, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    pages.set(path, {
      type: res.headers.get('content-type') ?? 'text/html',
      body: Buffer.from(await res.arrayBuffer()),
    });
  }
  return pages;
}

/** Without the sender's address and browser, as presentContact answers. */
function present({ ip: _ip, user_agent: _ua, ...contact }: Row) {
  return contact;
}

interface ContactBody {
  name: string;
  email?: string | null;
  phone?: string | null;
  vehicle?: string | null;
  service?: string | null;
  message: string;
}

async function main() {
  const db = await connect();
  const from = env.BASELINE_PAGES_FROM;
  const pages = from ? await copyPages(from, (env.BASELINE_PAGES ?? '/').split(',')) : new Map();

  const app = Fastify({ logger: false });
  app.get('/ready', async () => ({ ok: true }));
  for (const [path, page] of pages)
    app.get(`/page${path === '/' ? '' : path}`, (_request, reply) =>
      reply.type(page.type).send(page.body),
    );
  app.get('/sql/services', async () => db.query(SERVICES_SQL));
  app.get('/sql/trpc-services', async () => [{ result: { data: await db.query(SERVICES_SQL) } }]);
  app.get<{ Querystring: { from: string; to: string } }>('/sql/availability', async (request) => {
    const first = new Date(`${request.query.from}T00:00:00-03:00`);
    const end = new Date(`${request.query.to}T00:00:00-03:00`).getTime() + 86_400_000;
    const rows = await db.query(AVAILABILITY_SQL, [
      new Date(first.getTime() - 480 * 60_000),
      new Date(end),
      first,
    ]);
    return { service_id: 1, duration_minutes: 60, days: rows.length };
  });
  app.get('/sql/inbox', async () => {
    const [rows, [counted]] = await Promise.all([
      db.query(INBOX_SQL, [20]),
      db.query(INBOX_COUNT_SQL),
    ]);
    return { items: rows.map(present), total: Number(counted?.count), page: 1, page_size: 20 };
  });
  app.post<{ Body: { username: string; password: string } }>('/sql/login', async (request) => {
    const [user] = await db.query(USER_SQL, [request.body.username.trim().toLowerCase(), 1]);
    const ok = await argon2.verify(String(user?.password_hash), request.body.password);
    if (!ok) throw new Error('wrong password');
    return { success: true };
  });
  app.post<{ Body: ContactBody }>('/sql/contact', async (request) => {
    const body = request.body;
    const [row] = await db.query(CONTACT_INSERT_SQL, [
      body.name,
      body.email ?? null,
      body.phone ?? null,
      body.vehicle ?? null,
      body.service ?? null,
      body.message,
      true,
      new Date(),
      'novo',
      request.ip,
      request.headers['user-agent']?.slice(0, 500) ?? null,
    ]);
    return { success: true, id: row?.id, message: SENT };
  });

  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  await app.listen({ port: Number(env.PORT ?? 0), host: env.HOST ?? '127.0.0.1' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
