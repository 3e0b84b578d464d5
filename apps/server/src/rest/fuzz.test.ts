import { buildOpenApiDocument } from '@oficina/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableDigester } from '../testing/db-digest';
import { answerChecker } from '../testing/documented-answers';
import { type FuzzRequest, fuzzCasesFor, type KnownValues } from '../testing/fuzz-requests';
import {
  mainSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from '../testing/openapi-operations';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { type WireAnswer, wireRequest } from '../testing/wire';

/**
 * Property-based fuzzing of every REST operation of the OpenAPI document: malformed and
 * boundary paths, queries, bodies and content types, sent over a real socket to a listening
 * server as an admin (so validation is what answers) and sometimes anonymously. For every
 * request: never a 5xx, the status is one the operation documents and a JSON answer matches
 * that status's documented schema, a failure is JSON with a string `error`, and a refused
 * request leaves every table as it was.
 *
 * FUZZ_RUNS sets the random runs per operation (default 25); FUZZ_SEED replays a run
 * (fast-check prints the seed of a failure).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const BODY_LIMIT = 1024 * 1024;

const document = buildOpenApiDocument('http://localhost:3000/api') as unknown as OpenApiDocument;
const operations = operationsOf(document);

let t: TestApp;
let baseUrl: string;
const checkAnswer = answerChecker();
let admin: string;
let adminName: string;
let target: { id: number; username: string };
let digest: () => Promise<string>;
let known: KnownValues;
const casesByOperation = new Map<string, number>();
const timeByOperation = new Map<string, number>();
let ipCounter = 0;

async function login(username: string) {
  const res = await t.request('POST', '/api/auth/login', {
    body: { username, password: TEST_PASSWORD },
    headers: {},
  });
  if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
  return res.json().token as string;
}

/** A fuzzed write may have changed the admin (or its session): start again with a new one. */
async function ensureAdmin() {
  const me = await t.request('GET', '/api/auth/me', { token: admin });
  if (me.statusCode === 200 && me.json().user?.role === 'admin') return;
  adminName = `fuzz-admin-${process.pid}-${++ipCounter}`;
  admin = await t.tokenFor('admin', adminName);
}

const listPathOf = (path: string) =>
  path.slice(0, path.indexOf('/{')).replace(/\/(key|slug|username|position|active|name)$/, '');

async function collectKnownValues(): Promise<KnownValues> {
  const lists = new Map<string, Array<Record<string, unknown>>>();
  for (const op of operations) {
    if (!op.path.includes('{')) continue;
    const list = listPathOf(op.path);
    if (lists.has(list)) continue;
    const res = await t.request('GET', `/api${list}?include_inactive=true`, { token: admin });
    const body = res.statusCode === 200 ? res.json() : [];
    lists.set(list, Array.isArray(body) ? body : (body.items ?? []));
  }
  const pathValues = (op: Operation, name: string): string[] => {
    // Users: only the fuzzer's own target, never the admin sending the requests.
    if (op.path.startsWith('/users/')) {
      return name === 'username' ? [target.username] : [String(target.id)];
    }
    const param = op.parameters.find((p) => p.name === name);
    const values = mainSchema(param?.schema).enum;
    if (values?.length) return values.map(String);
    if (name === 'page') return ['/', '/servicos'];
    return (lists.get(listPathOf(op.path)) ?? [])
      .map((item) => item[name])
      .filter((value) => value !== undefined && value !== null)
      .slice(0, 3)
      .map(String);
  };
  const bodies = new Map<Operation, Record<string, unknown>>();
  for (const op of operations) {
    if ((op.method !== 'PUT' && op.method !== 'PATCH') || !op.bodySchema) continue;
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(pathValues(op, name)[0] ?? ''),
    );
    if (names.some((name) => !pathValues(op, name).length)) continue;
    const res = await t.request('GET', `/api${path}?include_inactive=true`, { token: admin });
    if (res.statusCode !== 200) continue;
    const row = res.json();
    const keys = Object.keys(mainSchema(op.bodySchema).properties ?? {});
    bodies.set(op, Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]])));
  }
  return { pathValues, baseBody: (op) => bodies.get(op), bodyLimit: BODY_LIMIT };
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  adminName = `fuzz-admin-${process.pid}`;
  admin = await t.tokenFor('admin', adminName);
  const username = `fuzz-alvo-${process.pid}`;
  target = { id: await createTestUser(t.db, username, 'viewer'), username };
  digest = await tableDigester(t.db);
  known = await collectKnownValues();
}, 120_000);

afterAll(async () => {
  const total = [...casesByOperation.values()].reduce((a, b) => a + b, 0);
  const lines = [...casesByOperation].map(
    ([op, n]) => `  ${op}: ${n} ${timeByOperation.get(op)}ms`,
  );
  console.log(
    `fuzz: ${total} cases over ${casesByOperation.size} operations ` +
      `(${RUNS} random runs each plus fixed examples)\n${lines.join('\n')}`,
  );
  await t?.close();
});

describe('the fuzzed document', () => {
  it('is the one the server serves', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(Object.keys(res.json().paths).sort()).toEqual(Object.keys(document.paths).sort());
    expect(operations.length).toBeGreaterThan(50);
  });
});

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
  'fuzzing %s',
  (label, op) => {
    it('never answers 5xx, fails with JSON { error } and refuses without changing data', async () => {
      await ensureAdmin();
      const { examples, arbitrary } = fuzzCasesFor(op, known);
      const checksData = op.method !== 'GET';
      let before = checksData ? await digest() : '';
      let count = 0;
      const started = performance.now();

      const send = async (req: FuzzRequest) => {
        count++;
        // Logging out ends the session it is sent with: give it one of its own (the login
        // itself writes last_login, so the data before the request is read again).
        let token = admin;
        if (op.path === '/auth/logout') {
          token = await login(adminName);
          before = await digest();
        }
        let res: WireAnswer;
        try {
          res = await wireRequest(baseUrl, req.url, {
            method: req.method,
            headers: {
              ...req.headers,
              ...(req.anonymous ? {} : { authorization: `Bearer ${token}` }),
            },
            ...(req.payload !== undefined ? { body: req.payload } : {}),
          });
        } catch (error) {
          // A path no HTTP client can write (a raw space, a control character) never reaches
          // a server: nothing to check.
          if ((error as { code?: string }).code === 'ERR_UNESCAPED_CHARACTERS') return;
          throw error;
        }
        const where = `${String(req[fc.toStringMethod]())} → ${res.status} ${res.text().slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        if (req.expected) expect(res.status, where).toBe(req.expected);
        const contentType = res.header('content-type');
        expect(checkAnswer(op, res.status, contentType, res.text()), where).toBeNull();
        if (res.status >= 300) {
          expect(contentType, where).toContain('application/json');
          expect(typeof res.json().error, where).toBe('string');
        }
        if (checksData) {
          const after = await digest();
          if (res.status >= 300) expect(changedTables(before, after), where).toEqual([]);
          before = after;
        }
      };

      await fc.assert(fc.asyncProperty(arbitrary, send), {
        // fast-check counts the examples within numRuns.
        numRuns: examples.length + RUNS,
        ...(SEED !== undefined ? { seed: SEED } : {}),
        examples: examples.map((example) => [example]),
        endOnFailure: true,
      });
      casesByOperation.set(label, count);
      timeByOperation.set(label, Math.round(performance.now() - started));
    }, 120_000);
  },
);
