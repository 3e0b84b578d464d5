import { buildOpenApiDocument } from '@oficina/api';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '../testing/documented-answers';
import {
  mainSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  sampleFor,
} from '../testing/openapi-operations';
import { useTestApp } from '../testing/rest-suite';
import { createTestUser, type TestApp } from '../testing/test-app';
import { uploadTestPng } from '../testing/test-image';
import { validValue } from '../testing/valid-values';
import { wireRequest } from '../testing/wire';

/**
 * The document is the contract, from the other side than conformance.test.ts: bodies GENERATED
 * from each operation's JSON Schema (not only its example) are accepted by a listening server,
 * every operation answers an anonymous caller as documented (401 where it needs a login), and
 * an empty value of a documented enum in a query is refused.
 *
 * CONFORMANCE_RUNS sets the generated bodies per operation (default 4); CONFORMANCE_SEED
 * replays a run (the seed is printed when something is wrong).
 */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 4);
const SEED = Number(process.env.CONFORMANCE_SEED ?? Date.now() % 2 ** 31);

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, validateFormats: true });
addFormats(ajv);

const document = buildOpenApiDocument('http://localhost:3000/api') as unknown as OpenApiDocument;
const operations = operationsOf(document);
const checkAnswer = answerChecker();

/**
 * Operations whose valid bodies are not generated here, and why: their acceptance depends on
 * something no JSON Schema of one request can say.
 */
const NOT_GENERATED: Record<string, string> = {
  'POST /auth/login': 'a well-formed login names an account that does not exist: 401',
  'POST /auth/password-reset/confirm': 'needs a token that was mailed',
  'POST /auth/change-password': 'needs the signed-in user’s current password',
  'POST /auth/logout': 'ends the session the test sends',
  'POST /backup/restore': 'replaces the whole database',
  // A valid booking names a free start time of the calendar, which no schema can say
  // (rest/bookings.test.ts books real ones, and moves them).
  'POST /bookings': 'needs a free start time of the calendar',
  'PUT /bookings/{id}': 'a start time must be a free one of the calendar',
  'PATCH /bookings/{id}': 'a start time must be a free one of the calendar',
  'POST /bookings/manage/{token}/reschedule': 'needs the private link a booking answers',
};

let t: TestApp;
let baseUrl: string;
let token: string;
let target: { id: number; username: string };
let leadId: number;

type Body = Record<string, unknown>;
const DATE_PAIRS = [
  ['starts_at', 'ends_at'],
  ['start_date', 'expiry_date'],
] as const;

/**
 * Makes a generated body meet the rules between fields that the document states in words
 * (openapi-refinements.ts: BETWEEN_FIELDS) because a JSON Schema cannot compare two values.
 */
function meetRulesBetweenFields(op: Operation, body: Body, realIds: number[]): Body {
  const out: Body = { ...body };
  for (const [start, end] of DATE_PAIRS) {
    if (!(start in out) && !(end in out)) continue;
    // A date sent alone meets the stored other one: leave the stored one out of the question.
    if (!(end in out)) out[end] = null;
    if (!(start in out)) out[start] = null;
    const from = out[start];
    const to = out[end];
    if (typeof from === 'string' && typeof to === 'string' && from >= to) {
      out[start] = to;
      out[end] = from === to ? null : from;
    }
  }
  if ('show_timer' in out || 'timer_duration' in out) {
    if (out.show_timer === true && typeof out.timer_duration !== 'number') out.timer_duration = 60;
    if (out.timer_duration === null || out.timer_duration === undefined) out.show_timer = false;
  }
  if (Array.isArray(out.opening_hours)) {
    const kept: Array<{ weekday: number; opens: string; closes: string }> = [];
    for (const raw of out.opening_hours as Array<{
      weekday: number;
      opens: string;
      closes: string;
    }>) {
      const [opens, closes] = [raw.opens, raw.closes].sort();
      if (opens === closes) continue;
      const clash = kept.some(
        (k) => k.weekday === raw.weekday && k.opens < closes! && opens! < k.closes,
      );
      if (!clash) kept.push({ weekday: raw.weekday, opens: opens!, closes: closes! });
    }
    out.opening_hours = kept;
  } else if ('working_hours' in out) {
    out.opening_hours = [];
  }
  if (Array.isArray(out.closed_dates)) {
    const seen = new Set<unknown>();
    out.closed_dates = (out.closed_dates as Array<{ date: string }>).filter(
      (entry) => !seen.has(entry.date) && seen.add(entry.date),
    );
  }
  if (op.path.endsWith('/order') && Array.isArray(out.ids)) {
    // The ids of the list itself, in an order the generated ids choose.
    const turn = Number((out.ids as number[])[0] ?? 0) % Math.max(realIds.length, 1);
    out.ids = [...realIds.slice(turn), ...realIds.slice(0, turn)];
  }
  return out;
}

const suite = useTestApp({ roles: ['admin'], listen: true });

beforeAll(async () => {
  t = suite.t;
  baseUrl = suite.base;
  token = suite.admin;
  const username = `alvo-${process.pid}`;
  target = { id: await createTestUser(t.db, username, 'viewer'), username };
  // A message in the inbox (generated ones may land in the spam list) for the status change.
  const lead = operations.find((op) => op.method === 'POST' && op.path === '/contacts')!;
  const sentLead = await send('POST', '/contacts', lead.bodyExample, null);
  if (sentLead.status >= 300) throw new Error(`lead refused: ${sentLead.text()}`);
  leadId = sentLead.json().id;
  await uploadTestPng(baseUrl, token, '#43a047');
}, 60_000);

const send = (method: string, path: string, body: unknown, bearer: string | null) =>
  wireRequest(baseUrl, `/api${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** The rows of a list, read as admin (hidden ones too where the list can show them). */
async function rowsOf(list: string): Promise<Array<Record<string, unknown>>> {
  let answer = await send('GET', `${list}?include_inactive=true`, undefined, token);
  if (answer.status === 400) answer = await send('GET', list, undefined, token);
  const body = answer.status === 200 ? answer.json() : [];
  return Array.isArray(body) ? body : (body.items ?? []);
}

/** A real value for each path parameter, read (as admin) from the list the path belongs to. */
async function pathFor(op: Operation): Promise<string | null> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return op.path;
  // Settings: a key of the workshop's own, whose value is any text (known keys have rules of
  // their own, which the operation's description states).
  if (op.path === '/settings/{key}' && op.method !== 'GET') return '/settings/integracao_crm';
  const list = op.path.slice(0, op.path.indexOf('/{')).replace(/\/(key|slug|username)$/, '');
  // Users: never the caller's own account, which a generated body may deactivate. Contacts:
  // the test's own message, which a generated status may move out of the inbox list.
  const row: Record<string, unknown> | undefined =
    list === '/users'
      ? { ...target }
      : list === '/contacts'
        ? { id: leadId }
        : (await rowsOf(list)).at(-1);
  let path = op.path;
  for (const name of names) {
    const param = op.parameters.find((p) => p.name === name);
    const value = mainSchema(param?.schema).enum?.[0] ?? row?.[name];
    if (value === undefined || value === null) return null;
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return path;
}

const describeAnswer = (label: string, status: number, text: string) =>
  `${label} → ${status} ${text.slice(0, 240)}`;

describe('the document is the contract: generated inputs', () => {
  it('accepts bodies generated from every documented JSON Schema', async () => {
    const wrong: string[] = [];
    let sent = 0;
    const writes = operations.filter(
      (op) => op.bodySchema && !NOT_GENERATED[`${op.method} ${op.path}`],
    );
    expect(writes.length).toBeGreaterThan(40);
    for (const op of writes) {
      const validate = ajv.compile(op.bodySchema as object);
      const bodies = fc.sample(
        validValue(op.bodySchema).filter((body) => validate(body)),
        { numRuns: RUNS, seed: SEED + sent },
      );
      const realIds = op.path.endsWith('/order')
        ? (await rowsOf(op.path.slice(0, -'/order'.length))).map((row) => Number(row.id))
        : [];
      for (const generated of bodies) {
        const body = meetRulesBetweenFields(op, generated as Body, realIds);
        const path = await pathFor(op);
        if (!path) {
          wrong.push(`${op.method} ${op.path}: no row to address`);
          break;
        }
        sent++;
        const answer = await send(op.method, path, body, token);
        const label = `${op.method} ${path} ${JSON.stringify(body).slice(0, 300)}`;
        // A unique value another row already holds (409) is the one refusal a schema of one
        // request cannot rule out.
        if (answer.status >= 300 && answer.status !== 409)
          wrong.push(describeAnswer(label, answer.status, answer.text()));
        const mismatch = checkAnswer(
          op,
          answer.status,
          answer.header('content-type'),
          answer.text(),
        );
        if (mismatch) wrong.push(`${label}: ${mismatch}`);
      }
    }
    expect(sent).toBeGreaterThan(40 * Math.min(RUNS, 1));
    expect(wrong, `CONFORMANCE_SEED=${SEED}`).toEqual([]);
  }, 120_000);
});

describe('the document is the contract: anonymous callers', () => {
  it('answers every operation as documented, 401 where a login is needed', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      if (NOT_GENERATED[`${op.method} ${op.path}`] && !op.protected) continue;
      // Deletes address a row that does not exist: a public delete must not remove real data.
      const path =
        op.method === 'DELETE'
          ? op.path.replace(/\{[^}]+\}/g, '2147483647')
          : ((await pathFor(op)) ?? op.path.replace(/\{[^}]+\}/g, '1'));
      const body = op.bodySchema ? (op.bodyExample ?? sampleFor(op.bodySchema)) : undefined;
      const answer = await send(op.method, path, body, null);
      const label = describeAnswer(
        `${op.method} ${path} (anonymous)`,
        answer.status,
        answer.text(),
      );
      if (answer.status >= 500) wrong.push(label);
      if (op.protected && answer.status !== 401) wrong.push(`${label}: expected 401`);
      if (answer.status >= 300 && typeof answer.json().error !== 'string')
        wrong.push(`${label}: no error text`);
      const mismatch = checkAnswer(op, answer.status, answer.header('content-type'), answer.text());
      if (mismatch) wrong.push(`${label}: ${mismatch}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});

describe('the document is the contract: query values', () => {
  it('refuses an empty value of a documented enum in a query', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const path = await pathFor(op);
      if (!path) continue;
      for (const param of op.parameters) {
        if (param.in !== 'query' || !mainSchema(param.schema).enum) continue;
        sent++;
        const answer = await send('GET', `${path}?${param.name}=`, undefined, token);
        if (answer.status !== 400)
          wrong.push(describeAnswer(`GET ${path}?${param.name}=`, answer.status, answer.text()));
      }
    }
    expect(sent).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
