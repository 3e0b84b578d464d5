/**
 * How fast is one page of the contact inbox with 10 000 messages?
 *
 *   npm run bench:inbox            (or: npx tsx bench/inbox-page.ts [--rows N] [--runs N])
 *
 * A fresh in-memory PGlite database (migrated and seeded like the tests' template) gets N
 * contact messages with varied statuses, dates, names and texts; the real Fastify app then
 * answers GET /api/contacts through `inject`, signed in as an admin, for several kinds of
 * page. Each figure is the median (p50) and 95th percentile of the runs after a warm-up, and
 * its ratio to a baseline measured in the same run: GET /api/contacts/{id} (the same auth path
 * and one primary-key read), so the ratios hold across machines.
 *
 * The last section times the list's SQL alone: rows + separate count(*) (what the service
 * does, both started together) against one query with count(*) over ().
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { hashPassword } from '@oficina/api';
import { contactMessages, openDatabase, runMigrations, seedDemoContent, users } from '@oficina/db';
import { type and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { insertContacts } from './lib/contact-fixture';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

interface Result {
  label: string;
  p50: number;
  p95: number;
  detail?: string;
}

async function measure(label: string, run: () => Promise<string | undefined>): Promise<Result> {
  let detail: string | undefined;
  for (let i = 0; i < WARMUP; i++) detail = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), detail };
}

function print(title: string, results: Result[], baseline: Result) {
  console.log(`\n${title}`);
  const width = Math.max(...results.map((r) => r.label.length));
  for (const r of results) {
    const ratio = (r.p50 / baseline.p50).toFixed(1);
    console.log(
      `  ${r.label.padEnd(width)}  p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95
        .toFixed(2)
        .padStart(7)} ms  ×${ratio.padStart(5)} baseline${r.detail ? `  (${r.detail})` : ''}`,
    );
  }
}

async function main() {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await runMigrations(handle);
  await seedDemoContent(handle.db);
  const db = handle.db;

  let started = performance.now();
  await insertContacts(db, ROWS);
  await db.execute(sql`analyze contact_messages`);
  const [total] = await db.select({ n: count() }).from(contactMessages);
  console.log(
    `${total?.n} contact messages inserted in ${(performance.now() - started).toFixed(0)} ms`,
  );

  const app = await buildApp({
    config: {
      LOG_LEVEL: 'silent',
      CORS_ORIGINS: [],
      BODY_LIMIT: 1024 * 1024,
      TRUST_PROXY: false,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      WEB_DEV: false,
    },
    deps: { db },
  });
  await app.ready();

  const username = 'bench-admin';
  const password = 'senha-do-benchmark-123';
  await db.insert(users).values({
    username,
    password_hash: await hashPassword(password),
    role: 'admin',
    is_active: true,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  const token = login.json().token as string;
  if (!token) throw new Error(`login failed: ${login.body}`);

  const get = async (url: string) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode}: ${res.body}`);
    const body = res.json();
    return 'total' in body ? `${body.items.length} of ${body.total}` : undefined;
  };

  const [someContact] = await db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
  started = performance.now();
  const baseline = await measure('baseline: GET /api/contacts/{id}', () =>
    get(`/api/contacts/${someContact!.id}`),
  );

  const pages: Array<[string, string]> = [
    ['page 1, newest first', '/api/contacts?page=1&page_size=20'],
    ['page 250 (deep offset)', '/api/contacts?page=250&page_size=20'],
    ['status=novo', '/api/contacts?page=1&page_size=20&status=novo'],
    ['status=arquivado', '/api/contacts?page=1&page_size=20&status=arquivado'],
    ['q=silva (ILIKE, many hits)', '/api/contacts?page=1&page_size=20&q=silva'],
    ['q=compressor (ILIKE in message)', '/api/contacts?page=1&page_size=20&q=compressor'],
    ['q=zzzz (ILIKE, no hit)', '/api/contacts?page=1&page_size=20&q=zzzz'],
    ['q=silva&status=novo', '/api/contacts?page=1&page_size=20&q=silva&status=novo'],
    ['sort=name asc', '/api/contacts?page=1&page_size=20&sort=name&order=asc'],
    ['sort=status desc', '/api/contacts?page=1&page_size=20&sort=status&order=desc'],
  ];
  const results: Result[] = [baseline];
  for (const [label, url] of pages) results.push(await measure(label, () => get(url)));
  print(
    `GET through the app (inject), ${RUNS} runs after ${WARMUP} warm-up, ${ROWS} messages:`,
    results,
    baseline,
  );

  // The list's SQL alone: what the service runs today against one windowed query.
  const search = (q: string) => {
    const pattern = `%${q}%`;
    return or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.phone, pattern),
      ilike(contactMessages.message, pattern),
      ilike(contactMessages.vehicle, pattern),
    )!;
  };
  const order = [desc(contactMessages.created_at), desc(contactMessages.id)];
  const separate = async (where: ReturnType<typeof and>) => {
    await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...order)
        .limit(20),
      db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return undefined;
  };
  const windowed = async (where: ReturnType<typeof and>) => {
    await db
      .select({ row: contactMessages, total: sql<number>`count(*) over ()` })
      .from(contactMessages)
      .where(where)
      .orderBy(...order)
      .limit(20);
    return undefined;
  };
  const sqlCases: Array<[string, ReturnType<typeof and>]> = [
    ['no filter', undefined],
    ['status=novo', eq(contactMessages.status, 'novo')],
    ['q=silva', search('silva')],
    ['q=zzzz', search('zzzz')],
  ];
  const sqlResults: Result[] = [];
  for (const [label, where] of sqlCases) {
    sqlResults.push(await measure(`${label}: rows + count(*)`, () => separate(where)));
    sqlResults.push(await measure(`${label}: count(*) over ()`, () => windowed(where)));
  }
  print('SQL only (drizzle on PGlite), page 1 of 20:', sqlResults, baseline);
  console.log(`\nmeasured in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await app.close();
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
