import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseMediaType } from '../plugins/media-type-case';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wireRequest } from '../testing/wire';

/**
 * Support and the wire, over a real port: every answer names its request (X-Request-Id, the
 * client's own when well formed, and the same id in the log line), a 401 says how to
 * authenticate, and a media type is read whatever its letter case.
 */
const RUNS = Number(process.env.SHAPE_RUNS ?? (process.env.CI ? 40 : 8));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let base: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({
    config: { LOG_LEVEL: 'info', RATE_LIMIT_LOGIN: 1_000_000 },
    onLogLine: (line) => logLines.push(line),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

describe('request ids', () => {
  it('answers every kind of request with an id, a new UUID each time', async () => {
    const answers = await Promise.all(
      [
        ['GET', '/api/health'],
        ['GET', '/api/services'],
        ['GET', '/api/nao-existe'],
        ['GET', '/api/contacts'],
        ['POST', '/api/contacts'],
        ['GET', '/trpc/services.list'],
        ['GET', '/'],
        ['GET', '/pagina-que-nao-existe'],
        ['GET', '/robots.txt'],
      ].map(([method, path]) =>
        wireRequest(base, path!, {
          method: method!,
          ...(method === 'POST'
            ? { headers: { 'content-type': 'application/json' }, body: '{}' }
            : {}),
        }),
      ),
    );
    const ids = answers.map((answer) => answer.header('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a well-formed id the client sent, and logs the request under it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9._:-]{8,128}$/), async (id) => {
        const answer = await wireRequest(base, '/api/services', {
          headers: { 'x-request-id': id },
        });
        expect(answer.header('x-request-id')).toBe(id);
      }),
      { numRuns: RUNS, seed: 20_261_129 },
    );
    const traced = 'pedido-de-suporte-0042';
    await wireRequest(base, '/api/health', { headers: { 'x-request-id': traced } });
    const line = logLines.map((text) => JSON.parse(text)).find((entry) => entry.reqId === traced);
    expect(line).toBeDefined();
  });

  it('replaces an id that is too short, too long or could forge log lines', async () => {
    for (const sent of [
      'curto',
      'x'.repeat(129),
      'a b c d e f g h',
      'id-com-"aspas"',
      'ação-1234567',
    ]) {
      const answer = await wireRequest(base, '/api/health', {
        headers: { 'x-request-id': sent },
      });
      expect(answer.header('x-request-id'), sent).toMatch(UUID);
    }
  });
});

describe('request ids in error bodies', () => {
  // One of each way an /api error is made: the router's 404, a procedure's validation, a
  // missing session, a method refused before routing, bodies refused by the parser, and a
  // request line too long for node's own parser (answered before Fastify sees it).
  const failures: Array<[string, string, Record<string, string>?, string?]> = [
    ['GET', '/api/nao-existe'],
    ['POST', '/api/contacts', { 'content-type': 'application/json' }, '{}'],
    ['GET', '/api/contacts'],
    ['DELETE', '/api/services'],
    ['POST', '/api/contacts', { 'content-type': 'application/json' }, '{"a":'],
    ['POST', '/api/contacts', { 'content-type': 'text/plain' }, 'olá'],
    ['GET', `/api/services?${'x'.repeat(20_000)}`],
  ];

  it('names the request in every REST error body, the id of its X-Request-Id header', async () => {
    for (const [method, path, headers, body] of failures) {
      const answer = await wireRequest(base, path, {
        method,
        ...(headers ? { headers } : {}),
        ...(body !== undefined ? { body } : {}),
      });
      expect(answer.status, `${method} ${path.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      const id = answer.header('x-request-id');
      expect(id, `${method} ${path.slice(0, 40)}`).toMatch(UUID);
      expect(answer.json(), `${method} ${path.slice(0, 40)}`).toMatchObject({
        error: expect.any(String),
        code: expect.any(String),
        request_id: id,
      });
    }
  });

  it("keeps the client's own id in the error body too", async () => {
    const answer = await wireRequest(base, '/api/nao-existe', {
      headers: { 'x-request-id': 'suporte-2026-11-29' },
    });
    expect(answer.json().request_id).toBe('suporte-2026-11-29');
  });
});

describe('authentication challenge', () => {
  it('says how to authenticate on every 401, REST and tRPC, and only there', async () => {
    const refused = [
      await wireRequest(base, '/api/contacts'),
      await wireRequest(base, '/api/contacts', { headers: { authorization: 'Bearer errado' } }),
      await wireRequest(base, '/trpc/contacts.list'),
      await wireRequest(base, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ninguem', password: 'senha-errada-123' }),
      }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(401);
      expect(answer.header('www-authenticate'), answer.text()).toBe('Bearer realm="api"');
    }
    const open = await wireRequest(base, '/api/services');
    expect(open.status).toBe(200);
    expect(open.header('www-authenticate')).toBeUndefined();
  });
});

describe('media types', () => {
  const mixedCase = (text: string) =>
    fc
      .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
      .map((upper) => [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));

  it('reads application/json in any letter case, with or without a charset', async () => {
    let tries = 0;
    await fc.assert(
      fc.asyncProperty(
        mixedCase('application/json'),
        fc.constantFrom('', '; charset=utf-8', ';charset=UTF-8', '; Charset="utf-8"'),
        async (type, charset) => {
          const answer = await wireRequest(base, '/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': `${type}${charset}` },
            // A new name each time: repeated failures on one account would lock it (429).
            body: JSON.stringify({ username: `ninguem-${++tries}`, password: 'senha-errada-123' }),
          });
          // Read and refused as wrong credentials: never 415.
          expect(answer.status, `${type}${charset}`).toBe(401);
        },
      ),
      { numRuns: RUNS, seed: 20_261_129 },
    );
  });

  it('keeps a multipart boundary as sent', () => {
    expect(lowerCaseMediaType('Multipart/Form-Data; Boundary=AbC123')).toBe(
      'multipart/form-data; boundary=AbC123',
    );
    expect(lowerCaseMediaType('Application/JSON; CHARSET=UTF-8')).toBe(
      'application/json; charset=utf-8',
    );
  });
});
