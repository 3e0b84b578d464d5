import { buildOpenApiDocument } from '@oficina/api';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '../testing/documented-answers';
import {
  type JsonSchema,
  mainSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from '../testing/openapi-operations';
import { useTestApp } from '../testing/rest-suite';
import { createTestUser, type TestApp } from '../testing/test-app';
import { uploadTestPng } from '../testing/test-image';
import { wireRequest } from '../testing/wire';

/**
 * The OpenAPI document is the contract, checked against a listening server: every request
 * example it documents is accepted and answered as documented, and a body that breaks one of
 * its rules (a type, an enum, a length, a bound, a pattern, a repeated item, a required or an
 * either-or field) is refused with a 4xx and a Portuguese `error` — never accepted, never a
 * 5xx. (conformance-generated.test.ts sends bodies generated from the schemas; the fuzz test
 * sends the malformed rest.)
 */

const document = buildOpenApiDocument('http://localhost:3000/api') as unknown as OpenApiDocument;
const operations = operationsOf(document);
const checkAnswer = answerChecker();
// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, validateFormats: true });
addFormats(ajv);

/** Operations whose example cannot simply be replayed here, and why. */
const NOT_REPLAYED: Record<string, string> = {
  'POST /auth/login': 'the example names an account that does not exist (401 is its answer)',
  'POST /auth/password-reset/confirm': 'needs a token that was mailed',
  'POST /auth/change-password': 'needs the signed-in user’s current password',
  'POST /backup/restore': 'replaces the whole database',
  // A booking's example names a fixed day, past or outside the hours on most runs; booking,
  // moving and the link's changes are replayed with real free times in rest/bookings.test.ts.
  'POST /bookings': 'its start time is a fixed date (rest/bookings.test.ts books real ones)',
  'PUT /bookings/{id}':
    'addresses a booking, which POST /bookings makes (rest/bookings-api.test.ts)',
  'PATCH /bookings/{id}':
    'addresses a booking, which POST /bookings makes (rest/bookings-api.test.ts)',
  'POST /bookings/manage/{token}/reschedule': 'needs the private link a booking answers',
};

let t: TestApp;
let baseUrl: string;
let token: string;
const lists = new Map<string, Array<Record<string, unknown>>>();

const suite = useTestApp({ roles: ['admin'], listen: true });

beforeAll(async () => {
  t = suite.t;
  baseUrl = suite.base;
  token = suite.admin;
  // Rows the examples address: an account other than the caller's, and an uploaded image.
  await createTestUser(t.db, `alvo-${process.pid}`, 'viewer');
  await uploadTestPng(baseUrl, token, '#1e88e5');
}, 60_000);

const send = (method: string, path: string, body?: unknown) =>
  wireRequest(baseUrl, `/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** A real value for each path parameter, read from the list the path belongs to. */
async function pathFor(op: Operation): Promise<string | null> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return op.path;
  const list = op.path.slice(0, op.path.indexOf('/{'));
  if (!lists.has(list)) {
    // Hidden rows too where the list can show them; lists without that switch refuse it.
    let answer = await send('GET', `${list}?include_inactive=true`);
    if (answer.status === 400) answer = await send('GET', list);
    const body = answer.status === 200 ? answer.json() : [];
    lists.set(list, Array.isArray(body) ? body : (body.items ?? []));
  }
  const rows = lists.get(list) ?? [];
  const example = (op.bodyExample ?? {}) as Record<string, unknown>;
  const sameValue = (r: Record<string, unknown>) =>
    Object.entries(example).some(([key, value]) => typeof value === 'string' && r[key] === value);
  const row =
    list === '/users'
      ? // Never the caller's own account: an example may deactivate the account it addresses.
        rows.find((r) => String(r.username).startsWith('alvo-'))
      : // The row the create example made, when there is one: its unique values (a post's
        // slug) are then its own, not another row's.
        (rows.find(sameValue) ?? rows[0]);
  if (!row) return null;
  let path = op.path;
  for (const name of names) {
    const param = op.parameters.find((p) => p.name === name);
    const value = mainSchema(param?.schema).enum?.[0] ?? row[name];
    if (value === undefined || value === null) return null;
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return path;
}

const withExamples = operations.filter(
  (op) => op.bodyExample !== undefined && !NOT_REPLAYED[`${op.method} ${op.path}`],
);

/** Bodies that each break one documented rule of one field of the example. */
function brokenBodies(op: Operation): Array<{ rule: string; body: Record<string, unknown> }> {
  const example = op.bodyExample as Record<string, unknown>;
  const schema = mainSchema(op.bodySchema);
  const broken: Array<{ rule: string; body: Record<string, unknown> }> = [];
  const withField = (field: string, value: unknown) => ({ ...example, [field]: value });
  for (const [field, raw] of Object.entries(schema.properties ?? {})) {
    if (!(field in example)) continue;
    const nullable = acceptsNull(raw);
    const property = mainSchema(raw);
    const add = (rule: string, value: unknown) =>
      broken.push({ rule: `${field}: ${rule}`, body: withField(field, value) });
    if (!nullable) add('null', null);
    if (property.enum) add('outside the enum', 'valor-que-nao-existe');
    switch (property.type) {
      case 'string': {
        add('a number', 12345);
        if (property.maxLength !== undefined) add('too long', 'x'.repeat(property.maxLength + 1));
        const pattern = property.pattern ? new RegExp(property.pattern) : null;
        const unmatched = ['!', 'não casa', '#1'].find((text) => pattern && !pattern.test(text));
        if (unmatched) add('against the pattern', unmatched);
        break;
      }
      case 'integer':
      case 'number':
        add('text', 'doze');
        if (property.type === 'integer') add('a fraction', 1.5);
        if (property.minimum !== undefined) add('below the minimum', property.minimum - 1);
        if (property.maximum !== undefined) add('above the maximum', property.maximum + 1);
        break;
      case 'boolean':
        add('text', 'sim');
        break;
      case 'array': {
        add('an object', { a: 1 });
        const items = example[field];
        if (property.uniqueItems && Array.isArray(items) && items.length)
          add('a repeated item', [...items, items[0]]);
        break;
      }
    }
  }
  // Either-or fields (a contact's e-mail or phone): none of them.
  const eitherOr = (schema.anyOf ?? []).flatMap((branch) => branch.required ?? []);
  if (schema.properties && eitherOr.length) {
    broken.push({
      rule: `none of ${eitherOr.join(', ')}`,
      body: { ...example, ...Object.fromEntries(eitherOr.map((field) => [field, null])) },
    });
  }
  if (op.method === 'POST') {
    for (const field of schema.required ?? []) {
      if (!(field in example)) continue;
      const { [field]: _left, ...rest } = example;
      broken.push({ rule: `${field}: left out`, body: rest });
    }
  }
  return broken;
}

function acceptsNull(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null')))
    return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some(acceptsNull);
}

describe('the document is the contract', () => {
  it('has request examples to replay', () => {
    expect(withExamples.length).toBeGreaterThan(40);
  });

  it('refuses every body that breaks one documented rule, with a Portuguese 4xx', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const op of withExamples) {
      if (op.method === 'GET' || op.method === 'DELETE') continue;
      const path = await pathFor(op);
      if (!path) continue;
      const refusedBySchema = ajv.compile(op.bodySchema as object);
      for (const { rule, body } of brokenBodies(op)) {
        if (refusedBySchema(body)) continue; // still valid (another alternative accepts it)
        sent++;
        const answer = await send(op.method, path, body);
        const label = `${op.method} ${op.path} (${rule}) → ${answer.status} ${answer.text().slice(0, 160)}`;
        if (answer.status < 400 || answer.status >= 500) wrong.push(label);
        else if (typeof answer.json().error !== 'string') wrong.push(`${label}: no error text`);
        const mismatch = checkAnswer(
          op,
          answer.status,
          answer.header('content-type'),
          answer.text(),
        );
        if (mismatch) wrong.push(`${label}: ${mismatch}`);
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 180_000);

  it('accepts every documented request example and answers as documented', async () => {
    const wrong: string[] = [];
    // Creations first, so the changes that follow find rows to address (and their own rows);
    // lists are read again, as the creations changed them.
    lists.clear();
    const creationsFirst = [...withExamples].sort(
      (a, b) => Number(b.method === 'POST') - Number(a.method === 'POST'),
    );
    for (const op of creationsFirst) {
      const path = await pathFor(op);
      if (!path) {
        wrong.push(`${op.method} ${op.path}: no row to address`);
        continue;
      }
      const answer = await send(op.method, path, op.bodyExample);
      const label = `${op.method} ${op.path} → ${answer.status} ${answer.text().slice(0, 200)}`;
      if (answer.status >= 300) wrong.push(label);
      const mismatch = checkAnswer(op, answer.status, answer.header('content-type'), answer.text());
      if (mismatch) wrong.push(`${label}: ${mismatch}`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
