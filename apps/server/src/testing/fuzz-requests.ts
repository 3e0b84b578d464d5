import { MEDIA_MAX_BYTES } from '@oficina/core';
import fc from 'fast-check';
import { type JsonSchema, mainSchema, type Operation, sampleFor } from './openapi-operations';

/** One request the fuzzer sends; printed short when a property fails. */
export class FuzzRequest {
  constructor(
    readonly kind: string,
    readonly method: Operation['method'],
    readonly url: string,
    readonly headers: Record<string, string>,
    readonly payload: string | Buffer | undefined,
    readonly anonymous: boolean,
    /** The status this request must get, when the attack settles it (413 over the limit…). */
    readonly expected?: number,
  ) {}

  [fc.toStringMethod](): string {
    const body =
      this.payload === undefined
        ? 'no body'
        : `${this.payload.length} bytes: ${JSON.stringify(String(this.payload).slice(0, 300))}`;
    return (
      `${this.kind}${this.anonymous ? ' (anonymous)' : ''}: ${this.method} ` +
      `${this.url.slice(0, 300)} ${JSON.stringify(this.headers)} ${body}`
    );
  }
}

/** Values the fuzzer knows exist, so a malformed body reaches a real row. */
export interface KnownValues {
  /** Existing values of a path parameter, by the parameter's name and the operation's path. */
  pathValues: (op: Operation, name: string) => string[];
  /** A body that a real row has (for PUT), or a sample from the schema. */
  baseBody: (op: Operation) => Record<string, unknown> | undefined;
  bodyLimit: number;
}

// ── Raw JSON pieces JSON.stringify cannot write (huge numbers, NaN, deep nesting). ──
const RAW = '\u0001raw:';
const raw = (text: string) => `${RAW}${text}\u0001`;
const toJsonText = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001raw:(.*?)\\u0001"/g, (_, text: string) =>
    JSON.parse(`"${text}"`),
  );

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const HUGE = 'x'.repeat(100_000);
const HUGE_ASTRAL = '😀'.repeat(30_000);

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'texto',
  [],
  {},
  ['a'],
  { a: 1 },
];

const BAD_STRINGS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u000b\u001f\u007f',
  '\ud800',
  '\udfff\ud800',
  '🚗❄️👨‍👩‍👧',
  '\u202eabc\u200b',
  'ÇÃÕ çãõ ñ ß',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%zz',
  '\r\n\r\nX-Injected: 1',
  HUGE,
  HUGE_ASTRAL,
];

const BAD_NUMBERS: unknown[] = [
  -1,
  0,
  0.5,
  -2147483648,
  2147483647,
  2147483648,
  -2147483649,
  raw('9007199254740993'),
  1e308,
  raw('1e400'),
  raw('-1e400'),
  '1',
  '1e3',
  'NaN',
  'Infinity',
];

const BAD_BOOLEANS: unknown[] = ['true', 'false', 1, 0, 'sim', null];

const BAD_DATES = ['2030-02-30', '0000-00-00', '99999-01-01', 'ontem', '2030-01-01T25:00:00Z'];
const BAD_EMAILS = ['a@', '@b', 'a@b', `${'x'.repeat(300)}@example.com`];
const BAD_URLS = ['javascript:alert(1)', 'http://', 'ftp://x', 'data:text/html,<b>x</b>'];

/** Malformed and boundary values for one field of a body, by its schema. */
function badValues(input: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const schema = mainSchema(input);
  const known: unknown[] = [...WRONG_TYPES];
  switch (schema.type) {
    case 'string':
      known.push(...BAD_STRINGS);
      if (schema.format === 'date' || schema.format === 'date-time') known.push(...BAD_DATES);
      if (schema.format === 'email') known.push(...BAD_EMAILS);
      if (schema.format === 'uri' || schema.format === 'url') known.push(...BAD_URLS);
      if (schema.maxLength) known.push('y'.repeat(schema.maxLength + 1));
      break;
    case 'integer':
    case 'number':
      known.push(...BAD_NUMBERS);
      if (schema.maximum !== undefined) known.push(schema.maximum + 1);
      if (schema.minimum !== undefined) known.push(schema.minimum - 1);
      break;
    case 'boolean':
      known.push(...BAD_BOOLEANS);
      break;
    case 'array':
      known.push('a', Array(10_000).fill('x'), [null], [[[]]], Array(50).fill('\u0000'));
      known.push(raw(deepArray(10_000)));
      break;
    case 'object':
      known.push('obj', raw(deepObject(10_000)));
      break;
  }
  if (schema.enum?.length) {
    const first = String(schema.enum[0]);
    known.push('NAO_EXISTE', first.toUpperCase(), `${first}\u0000`, ` ${first}`);
  }
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
  );
}

const EXTRA_KEYS = ['id', 'created_at', '__proto__', 'constructor', 'role', 'password_hash', 'x'];

/** A body built from a good one by dropping, breaking and adding fields. */
function mutatedBody(op: Operation, base: Record<string, unknown>): fc.Arbitrary<string> {
  const properties = mainSchema(op.bodySchema).properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.constant(toJsonText(base));
  const field = fc
    .constantFrom(...keys)
    .chain((key) => badValues(properties[key]).map((value) => [key, value] as const));
  return fc
    .record({
      drop: fc.subarray(keys, { maxLength: keys.length }),
      broken: fc.array(field, { minLength: 1, maxLength: 3 }),
      extra: fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 2 })), {
        maxLength: 2,
      }),
    })
    .map(({ drop, broken, extra }) => {
      const body: Record<string, unknown> = { ...base };
      for (const key of drop) delete body[key];
      for (const [key, value] of broken) body[key] = value;
      // Own properties, so `__proto__` is sent as a key rather than setting the prototype.
      for (const [key, value] of extra) {
        Object.defineProperty(body, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return toJsonText(body);
    });
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":undefined}',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '[1,2',
  '/* c */{}',
  '{"a":"\\x00"}',
  'nul',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];

/** Whole bodies of the wrong shape: arrays, scalars, nesting, junk. */
const WRONG_BODIES = [
  '[]',
  '[{}]',
  'null',
  'true',
  '0',
  '"texto"',
  '{}',
  deepArray(10_000),
  deepObject(10_000),
  ...MALFORMED_JSON,
];

const CONTENT_TYPES: Array<{ type: string | undefined; body: string }> = [
  { type: 'text/plain', body: 'apenas texto' },
  { type: 'text/plain', body: '{"title":"json como texto"}' },
  { type: 'application/x-www-form-urlencoded', body: 'title=a&title=b&active=true' },
  {
    type: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nvalor\r\n--XyZ--\r\n',
  },
  { type: 'application/xml', body: '<a>1</a>' },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'application/json-patch+json', body: '[]' },
  { type: 'image/png', body: 'nao-e-imagem' },
  { type: '*/*', body: '{}' },
  { type: 'invalido', body: '{}' },
  { type: undefined, body: '{"title":"sem tipo"}' },
];

const BAD_IDS = [
  '0',
  '-1',
  '-2147483648',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '1e21',
  '1.5',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  'abc',
  '%20',
  '%00',
  '1%00',
  '%D9%A1%D9%A2',
  '1;select',
  '%E0%A4%A',
  '%',
  'null',
  encodeURIComponent('x'.repeat(6000)),
];

const BAD_KEYS = [
  '%00',
  'a%00b',
  '%01%1F%7F',
  encodeURIComponent('🚗❄️'),
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E',
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('<script>'),
  encodeURIComponent('x'.repeat(4000)),
  encodeURIComponent('x'.repeat(6000)),
  '__proto__',
  'constructor',
  'null',
  '0',
  '-1',
];

/** encodeURIComponent, but a lone surrogate becomes bytes that are not UTF-8. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function pathValue(op: Operation, name: string, known: KnownValues): fc.Arbitrary<string> {
  const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
  const numeric = ['integer', 'number'].includes(mainSchema(param?.schema).type as string);
  const existing = known.pathValues(op, name).map(encode);
  // Deletes never get a real id: each run would remove a row the other runs need.
  const real = op.method === 'DELETE' ? [] : existing;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(numeric ? BAD_IDS : BAD_KEYS)), weight: 4 },
    ...(real.length ? [{ arbitrary: fc.constantFrom(...real), weight: 3 }] : []),
    {
      arbitrary: numeric
        ? fc
            .oneof(
              fc.integer({ min: -(2 ** 31), max: 0 }),
              fc.integer({ min: 10_000_000, max: 2 ** 31 + 10 }),
              fc.double({ noDefaultInfinity: false }),
            )
            .map(String)
        : fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map(encode),
      weight: 2,
    },
  );
}

function queryString(op: Operation): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const valueFor = (schema: JsonSchema | undefined) =>
    badValues(schema).map((value) =>
      encode(typeof value === 'string' ? value.slice(0, 2000) : (JSON.stringify(value) ?? '')),
    );
  const pair = params.length
    ? fc
        .constantFrom(...params)
        .chain((p) => valueFor(p.schema).map((value) => `${p.name}=${value}`))
    : fc.constant('');
  const junk = fc.constantFrom(
    'include_inactive=true',
    'include_inactive=true&include_inactive=false',
    'page=1&page=2&page=x',
    'a[b]=1&a[c][d]=2',
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    '%zz=1',
    'x=%E0%A4%A',
    'x=%00',
    `q=${'x'.repeat(5000)}`,
    '=&&=',
  );
  return fc
    .array(fc.oneof({ arbitrary: pair, weight: 3 }, { arbitrary: junk, weight: 1 }), {
      maxLength: 4,
    })
    .map((pairs) => pairs.filter(Boolean).join('&'));
}

function urlFor(op: Operation, values: Record<string, string>, query: string) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
  return `/api${path}${query ? `?${query}` : ''}`;
}

function pathValues(op: Operation, known: KnownValues): fc.Arbitrary<Record<string, string>> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return fc.record(Object.fromEntries(names.map((name) => [name, pathValue(op, name, known)])));
}

/** A good path for the operation (existing values where known), for body attacks. */
function goodPath(op: Operation, known: KnownValues): Record<string, string> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(
    names.map((name) => [name, encode(known.pathValues(op, name)[0] ?? '2147483647')]),
  );
}

const json = { 'content-type': 'application/json' };
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/**
 * The fuzz cases of one operation: fixed examples (every kind of attack once) and an
 * arbitrary that mixes them at random.
 */
export function fuzzCasesFor(
  op: Operation,
  known: KnownValues,
): { examples: FuzzRequest[]; arbitrary: fc.Arbitrary<FuzzRequest> } {
  const hasJsonBody = op.bodyTypes.includes('application/json');
  const base = known.baseBody(op) ?? (sampleFor(op.bodySchema) as Record<string, unknown>);
  const good = urlFor(op, goodPath(op, known), '');
  const request = (
    kind: string,
    url: string,
    headers: Record<string, string>,
    payload?: string | Buffer,
    anonymous = false,
    expected?: number,
  ) => new FuzzRequest(kind, op.method, url, headers, payload, anonymous, expected);

  const examples: FuzzRequest[] = [];
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  for (const name of names) {
    const param = op.parameters.find((p) => p.name === name);
    const numeric = ['integer', 'number'].includes(mainSchema(param?.schema).type as string);
    for (const value of numeric ? BAD_IDS : BAD_KEYS) {
      const values = { ...goodPath(op, known), [name]: value };
      examples.push(
        request(
          `path ${name}`,
          urlFor(op, values, ''),
          hasJsonBody ? json : {},
          hasJsonBody ? toJsonText(base) : undefined,
        ),
      );
    }
  }
  for (const p of op.parameters.filter((p) => p.in === 'query')) {
    for (const value of ['%00', 'a%00b', '%E0%A4%A', encode(HUGE.slice(0, 6000)), '-1', '1.5']) {
      examples.push(
        request(`query ${p.name}`, urlFor(op, goodPath(op, known), `${p.name}=${value}`), {}),
      );
    }
    examples.push(
      request(`query ${p.name} repeated`, `${good}?${p.name}=1&${p.name}=2&${p.name}=`, {}),
    );
  }
  examples.push(
    request(
      'anonymous',
      good,
      hasJsonBody ? json : {},
      hasJsonBody ? toJsonText(base) : undefined,
      true,
    ),
  );

  if (hasJsonBody) {
    const properties = mainSchema(op.bodySchema).properties ?? {};
    const everyField = (value: (schema: JsonSchema) => unknown) =>
      toJsonText(
        Object.fromEntries(
          Object.entries(properties).map(([key, schema]) => [key, value(mainSchema(schema))]),
        ),
      );
    const strings = (text: string) => (schema: JsonSchema) =>
      schema.type === 'string' ? text : sampleFor(schema);
    examples.push(
      request('body: NUL in every text field', good, json, everyField(strings('a\u0000b'))),
      request('body: control characters', good, json, everyField(strings('\u0001\u001f\u007f'))),
      request('body: lone surrogates', good, json, everyField(strings('\ud800x\udfff'))),
      request('body: 100k characters', good, json, everyField(strings(HUGE))),
      request('body: 30k emoji', good, json, everyField(strings(HUGE_ASTRAL))),
      request(
        'body: every field wrong type',
        good,
        json,
        everyField(() => ({ a: [1] })),
      ),
      request(
        'body: every field null',
        good,
        json,
        everyField(() => null),
      ),
      request(
        'body: numbers out of range',
        good,
        json,
        everyField((s) =>
          s.type === 'integer' || s.type === 'number' ? raw('1e400') : sampleFor(s),
        ),
      ),
      request(
        'body: deep nesting in every field',
        good,
        json,
        everyField(() => raw(deepArray(10_000))),
      ),
      request(
        'body: over the size limit',
        good,
        json,
        `{"x":"${'a'.repeat(known.bodyLimit + 1024)}"}`,
        false,
        413,
      ),
      request('body: nested 10 000 levels', good, json, deepArray(10_000), false, 400),
    );
    for (const body of WRONG_BODIES) examples.push(request('body: wrong shape', good, json, body));
    examples.push(request('body: empty', good, json, ''));
    examples.push(request('body: whitespace', good, json, ' \n\t '));
  }
  const binaryTypes = op.bodyTypes.filter((type) => type !== 'application/json');
  for (const type of binaryTypes) {
    examples.push(
      request(`binary ${type}: empty`, good, { 'content-type': type }, Buffer.alloc(0)),
      request(`binary ${type}: not an image`, good, { 'content-type': type }, 'texto'),
      request(`binary ${type}: PNG header only`, good, { 'content-type': type }, PNG_HEADER),
      request(`binary ${type}: NUL bytes`, good, { 'content-type': type }, Buffer.alloc(4096)),
    );
  }
  if (binaryTypes.length) {
    examples.push(
      request(
        'binary: over the size limit',
        good,
        { 'content-type': binaryTypes[0]! },
        Buffer.alloc(MEDIA_MAX_BYTES + 1024, 1),
        false,
        413,
      ),
    );
  }
  if (op.method !== 'GET') {
    for (const { type, body } of CONTENT_TYPES) {
      examples.push(
        request(`content-type ${type ?? 'none'}`, good, type ? { 'content-type': type } : {}, body),
      );
    }
  }

  const anonymous = fc.oneof(
    { arbitrary: fc.constant(false), weight: 4 },
    { arbitrary: fc.constant(true), weight: 1 },
  );
  const urls = fc
    .tuple(pathValues(op, known), queryString(op))
    .map(([values, query]) => urlFor(op, values, query));
  const attacks: Array<{ arbitrary: fc.Arbitrary<FuzzRequest>; weight: number }> = [
    {
      arbitrary: fc
        .tuple(urls, anonymous)
        .map(([url, anon]) =>
          request(
            'path and query',
            url,
            hasJsonBody ? json : {},
            hasJsonBody ? toJsonText(base) : undefined,
            anon,
          ),
        ),
      weight: 2,
    },
  ];
  if (hasJsonBody) {
    attacks.push(
      {
        arbitrary: fc
          .tuple(mutatedBody(op, base), anonymous)
          .map(([body, anon]) => request('body fields', good, json, body, anon)),
        weight: 5,
      },
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...WRONG_BODIES), urls)
          .map(([body, url]) => request('body shape', url, json, body)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...CONTENT_TYPES), mutatedBody(op, base))
          .map(([{ type }, body]) =>
            request(
              `content-type ${type ?? 'none'}`,
              good,
              type ? { 'content-type': type } : {},
              body,
            ),
          ),
        weight: 1,
      },
    );
  } else if (binaryTypes.length) {
    attacks.push({
      arbitrary: fc
        .tuple(
          fc.constantFrom(...binaryTypes),
          fc.oneof(
            fc.uint8Array({ maxLength: 2048 }),
            fc.uint8Array({ maxLength: 512 }).map((tail) => Buffer.concat([PNG_HEADER, tail])),
          ),
          urls,
        )
        .map(([type, bytes, url]) =>
          request(`binary ${type}`, url, { 'content-type': type }, Buffer.from(bytes)),
        ),
      weight: 3,
    });
  }
  if (!hasJsonBody && op.method !== 'GET') {
    attacks.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), urls)
        .map(([{ type, body }, url]) =>
          request(
            `content-type ${type ?? 'none'}`,
            url,
            type ? { 'content-type': type } : {},
            body,
          ),
        ),
      weight: 1,
    });
  }
  return { examples, arbitrary: fc.oneof(...attacks) };
}
