import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from './testing/test-app';
import { framingProblems, repeatedHeaders, type WireAnswer, wireRequest } from './testing/wire';

/**
 * What crosses a real socket: `inject` never sees a body lost on the socket, a header sent twice
 * or an answer written after it left. Each test here talks to the app listening on a port.
 */

const ENCODINGS = ['identity', 'gzip', 'br'] as const;
const LARGE_PUBLIC_LISTS = ['/api/editable-content', '/api/blog-posts', '/api/services'];
const PAGES = ['/', '/servicos', '/blog'];

function expectWhole(answer: WireAnswer, what: string) {
  expect(repeatedHeaders(answer), `${what}: headers sent twice`).toEqual([]);
  expect(framingProblems(answer), `${what}: framing`).toEqual([]);
}

async function listening(config: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp(config);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return { t, base: `http://127.0.0.1:${address.port}` };
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('answers over a real socket', () => {
  let t: TestApp;
  let base: string;
  let admin: string;

  beforeAll(async () => {
    ({ t, base } = await listening());
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  /** Every encoding of a list, whole and equal to the others. */
  async function expectSameInEveryEncoding(path: string, headers: Record<string, string> = {}) {
    const bodies: string[] = [];
    for (const encoding of ENCODINGS) {
      const answer = await wireRequest(base, path, {
        headers: { ...headers, 'accept-encoding': encoding },
      });
      const what = `${path} (${encoding}${headers.authorization ? ', signed in' : ''})`;
      expect(answer.status, what).toBe(200);
      expectWhole(answer, what);
      if (encoding !== 'identity') expect(answer.header('content-encoding'), what).toBe(encoding);
      expect(answer.body.length, `${what}: empty body`).toBeGreaterThan(0);
      bodies.push(answer.text());
    }
    expect(bodies[1], `${path}: gzip differs from identity`).toBe(bodies[0]);
    expect(bodies[2], `${path}: br differs from identity`).toBe(bodies[0]);
    return bodies[0]!;
  }

  it('sends the large public lists whole in every encoding on a fresh start', async () => {
    for (const path of [...LARGE_PUBLIC_LISTS, ...PAGES]) {
      const body = await expectSameInEveryEncoding(path);
      if (path === '/api/editable-content') expect(body.length).toBeGreaterThan(8 * 1024);
    }
  });

  it('sends them, and pages, whole right after a write, first read included', async () => {
    for (const path of [...LARGE_PUBLIC_LISTS, ...PAGES]) {
      const write = await wireRequest(base, '/api/faqs', {
        ...json({ question: `Pergunta nova para ${path}?`, answer: 'Sim, atendemos.' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      });
      expect(write.status, write.text()).toBe(200);
      await expectSameInEveryEncoding(path);
    }
  });

  it('sends compressed answers whole to a signed-in caller', async () => {
    for (const path of ['/api/editable-content', '/api/dashboard', '/api/audit-log'])
      await expectSameInEveryEncoding(path, { authorization: `Bearer ${admin}` });
  });

  it('answers every REST status once, with its own status on the wire', async () => {
    const cases: Array<[string, Parameters<typeof wireRequest>[2], number]> = [
      ['/api/services/999999', {}, 404],
      ['/api/nada-aqui', {}, 404],
      ['/api/faqs', json({ question: '' }), 401],
      ['/api/auth/login', json({ username: 'ninguem', password: 'errada-errada' }), 401],
      [
        '/api/faqs',
        {
          ...json({ question: '' }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        },
        400,
      ],
    ];
    for (const [path, options, status] of cases) {
      const answer = await wireRequest(base, path, options);
      expect(answer.status, `${path}: ${answer.text()}`).toBe(status);
      expectWhole(answer, path);
      expect(typeof answer.json().error).toBe('string');
    }
  });

  it('answers a range past the end of a file with 416, its size and a Portuguese page', async () => {
    const whole = await wireRequest(base, '/media/logo.svg', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(whole.status).toBe(200);
    const part = await wireRequest(base, '/media/logo.svg', {
      headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' },
    });
    expect(part.status).toBe(206);
    expect(part.body.length).toBe(10);
    const past = await wireRequest(base, '/media/logo.svg', {
      headers: { 'accept-encoding': 'identity', range: 'bytes=999999999-' },
    });
    expect(past.status).toBe(416);
    expect(past.header('content-range')).toBe(`bytes */${whole.body.length}`);
    expect(past.text()).toContain('O trecho pedido (Range) fica fora do tamanho do arquivo');
    expectWhole(past, 'a range past the end');
  });

  it('refuses an image over 25 megapixels over the socket, and stores a normal one', async () => {
    const picture = (side: number) =>
      sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    const headers = { 'content-type': 'image/png', authorization: `Bearer ${admin}` };
    const huge = await wireRequest(base, '/api/media', {
      method: 'POST',
      headers,
      body: await picture(6300),
    });
    expect(huge.status, huge.text()).toBe(413);
    expectWhole(huge, 'huge upload');
    expect(huge.json().error).toBe('A imagem é grande demais (máximo de 25 megapixels).');
    const normal = await wireRequest(base, '/api/media', {
      method: 'POST',
      headers,
      body: await picture(900),
    });
    expect(normal.status, normal.text()).toBe(201);
  });

  it('keeps a streamed tRPC answer out of the cache and never frames it twice', async () => {
    // Asked streamed first, on an address nobody asked yet: the plain answer must not be it.
    const path = `/trpc/services.list,faqs.list?batch=1&input=${encodeURIComponent('{"1":{}}')}`;
    const streamed = await wireRequest(base, path, {
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(streamed.status).toBe(200);
    expectWhole(streamed, 'streamed');
    const viaAccept = await wireRequest(base, path, { headers: { accept: 'application/jsonl' } });
    expectWhole(viaAccept, 'streamed via Accept');
    for (const encoding of ENCODINGS) {
      const plain = await wireRequest(base, path, { headers: { 'accept-encoding': encoding } });
      expectWhole(plain, `plain ${encoding}`);
      expect(plain.header('content-type')).toMatch(/^application\/json/);
      const results = plain.json();
      expect(Array.isArray(results), plain.text()).toBe(true);
      expect(results.map((result: { result?: unknown }) => 'result' in result)).toEqual([
        true,
        true,
      ]);
      // From the cache or not, the answer says it depends on asking for a stream, so a shared
      // cache never hands this JSON to a client that asked for JSON lines.
      const vary = (plain.header('vary') ?? '').toLowerCase();
      for (const header of ['trpc-accept', 'accept', 'accept-encoding'])
        expect(vary.split(/,\s*/), `${encoding}: ${vary}`).toContain(header);
    }
  });

  it('keeps only canonical reads: a query the procedure does not read is refused, never kept', async () => {
    const canonical = await wireRequest(base, '/api/services');
    expect(canonical.header('cache-control')).toMatch(/public/);
    for (const buster of ['/api/services?x=1', '/api/services?x=2']) {
      const answer = await wireRequest(base, buster);
      expect(answer.status).toBe(400);
      expect(answer.header('cache-control'), buster).toBe('no-store');
      expect(answer.header('etag'), buster).toBeUndefined();
    }
    const reordered = await wireRequest(base, '/api/blog-posts?include_inactive=false');
    expect(reordered.header('cache-control')).toMatch(/public/);
  });
});

describe('limits count every call, whatever the transport or spelling', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    ({ t, base } = await listening({ config: { RATE_LIMIT_LOGIN: 3, RATE_LIMIT_CONTACT: 2 } }));
  });
  afterAll(() => t.close());

  const login = (username: string) => json({ username, password: 'senha-errada-123' });

  it('answers 404 to spellings of an API path that routing would read another way', async () => {
    for (const path of [
      '/api/./auth/login',
      '/api/%2e/auth/login',
      '/api/%2E/auth/login',
      '/api/x/../auth/login',
      '/api/x/%2e%2e/auth/login',
      '/api//auth/login',
      '/API/auth/login',
      '/api/auth%2flogin',
      '/trpc/./auth.login',
    ]) {
      const answer = await wireRequest(base, path, login('variante'));
      expect(answer.status, path).toBe(404);
      expect(answer.text(), path).not.toMatch(/token"\s*:\s*"/);
    }
  });

  it('counts failed REST logins and answers 429 past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await wireRequest(base, '/api/auth/login', login(`rest-${i}`))).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts tRPC logins against the same per-address limit as REST', async () => {
    // The REST test above used this address's three failures: tRPC is refused too.
    const answer = await wireRequest(base, '/trpc/auth.login', login('trpc-user'));
    expect(answer.status).toBe(429);
  });

  it('counts contact messages over REST and tRPC in one limit', async () => {
    const message = (n: number) => ({
      name: 'Cliente do Teste',
      phone: '(21) 98888-0000',
      message: `Quero um orçamento, mensagem ${n}.`,
      lgpd_consent: true,
    });
    const first = await wireRequest(base, '/api/contacts', json(message(1)));
    expect(first.status, first.text()).toBe(200);
    const second = await wireRequest(base, '/trpc/contacts.create', json(message(2)));
    expect(second.status, second.text()).toBe(200);
    expect((await wireRequest(base, '/api/contacts', json(message(3)))).status).toBe(429);
    expect((await wireRequest(base, '/trpc/contacts.create', json(message(4)))).status).toBe(429);
  });

  it('still lets a correct login through from a fresh address', async () => {
    await createTestUser(t.db, 'dono-da-oficina', 'admin');
    const answer = await wireRequest(base, '/api/auth/login', {
      ...json({ username: 'dono-da-oficina', password: TEST_PASSWORD }),
    });
    // This address is over its failed-login limit, so even the right password waits.
    expect(answer.status).toBe(429);
  });
});

describe('tRPC batches', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    ({ t, base } = await listening());
  });
  afterAll(() => t.close());

  it('answers each call of a batch on its own, and refuses batches over 10 calls', async () => {
    const twoLogins = await wireRequest(base, '/trpc/auth.login,auth.login?batch=1', {
      ...json({ 0: { username: 'a', password: 'b' }, 1: { username: 'c', password: 'd' } }),
    });
    expect(twoLogins.status).toBe(401);
    expect(twoLogins.json()).toHaveLength(2);
    const eleven = Array.from({ length: 11 }, () => 'services.list').join(',');
    const large = await wireRequest(base, `/trpc/${eleven}?batch=1&input=%7B%7D`);
    expect(large.status).toBe(400);
    const ten = Array.from({ length: 10 }, () => 'services.list').join(',');
    expect((await wireRequest(base, `/trpc/${ten}?batch=1&input=%7B%7D`)).status).toBe(200);
  });
});

describe('page renders are bounded', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    ({ t, base } = await listening({ config: { RATE_LIMIT_RENDERS: 3 } }));
  });
  afterAll(() => t.close());

  it('serves a page under its path alone: query parameters no page reads make no new render', async () => {
    const home = await wireRequest(base, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(home.status).toBe(200);
    expectWhole(home, '/');
    for (const path of ['/?x=1', '/?x=2', '/?utm_source=whatsapp&fbclid=abc']) {
      const answer = await wireRequest(base, path, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.status, path).toBe(200);
      expect(answer.header('etag'), path).toBe(home.header('etag'));
    }
  });

  it('refuses renders past the per-address limit with a Portuguese 429, still serving kept pages', async () => {
    // The home page above was this address's first render.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof wireRequest>> | undefined;
    for (let i = 1; i <= 4; i++) {
      const answer = await wireRequest(base, `/pagina-que-nao-existe-${i}`);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses).toEqual([404, 404, 429, 429]);
    expect(Number(refused?.header('retry-after'))).toBeGreaterThan(0);
    expect(refused?.text()).toMatch(/Muitas requisições/);
    expect((await wireRequest(base, '/?x=3')).status).toBe(200);
  });
});

/** The app listening with its whole log (info and up) kept, parsed, in `lines`. */
async function listeningWithLog() {
  const lines: Array<{ level: number; msg?: string }> = [];
  const started = await listening({
    config: { LOG_LEVEL: 'info' },
    onLogLine: (line) => lines.push(JSON.parse(line)),
  });
  return { ...started, lines };
}

describe('the log of a normal session', () => {
  it('has nothing at warn level or above: pages, lists, login, admin reads, a 404, a refused input', async () => {
    const { t, base, lines } = await listeningWithLog();
    try {
      const admin = await t.tokenFor('admin');
      const auth = { authorization: `Bearer ${admin}` };
      const visits: Array<[string, Parameters<typeof wireRequest>[2]]> = [
        ['/', { headers: { 'accept-encoding': 'br' } }],
        ['/servicos', {}],
        ['/contato', { headers: { 'accept-encoding': 'gzip' } }],
        ['/blog', {}],
        ['/api/services', {}],
        ['/api/blog-posts', { headers: { 'accept-encoding': 'gzip' } }],
        ['/api/editable-content', {}],
        ['/api/auth/login', json({ username: 'ninguem', password: 'senha-errada-123' })],
        ['/api/contacts', { headers: auth }],
        ['/api/audit-log', { headers: { ...auth, 'accept-encoding': 'gzip' } }],
        ['/api/dashboard', { headers: auth }],
        ['/api/nao-existe', {}],
        ['/pagina-que-nao-existe', {}],
        [
          '/api/faqs',
          { ...json({ question: '' }), headers: { ...auth, 'content-type': 'application/json' } },
        ],
      ];
      for (const [path, options] of visits) await wireRequest(base, path, options);
      const loud = lines.filter((line) => line.level >= 40);
      expect(loud, JSON.stringify(loud, null, 1)).toEqual([]);
      // The access log is there: this test would not notice a silent logger.
      expect(lines.length).toBeGreaterThan(visits.length);
    } finally {
      await t.close();
    }
  });

  it('notes a client that resets mid-request at info, never as the database being down', async () => {
    const { t, base, lines } = await listeningWithLog();
    try {
      const admin = await t.tokenFor('admin');
      const { port } = new URL(base);
      for (const path of ['/api/contacts', '/api/faqs', '/trpc/contacts.create']) {
        await new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.write(
              `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${admin}\r\n` +
                'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"',
            );
            setTimeout(() => {
              socket.resetAndDestroy();
              resolve();
            }, 100);
          });
          socket.on('error', reject);
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const loud = lines.filter((line) => line.level >= 40);
      expect(loud, JSON.stringify(loud, null, 1)).toEqual([]);
      expect(JSON.stringify(lines)).not.toMatch(/banco|database|indispon/i);
    } finally {
      await t.close();
    }
  });
});

describe('JSON bodies are UTF-8 or refused', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    ({ t, base } = await listening());
  });
  afterAll(() => t.close());

  const lead = (name: string) =>
    `{"name":"${name}","phone":"(21) 98888-0000","message":"Quero um orçamento","lgpd_consent":true}`;
  const withBytes = (bytes: number[]) => {
    const [head, tail] = lead('@@').split('@@') as [string, string];
    return Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
  };

  it('refuses invalid byte sequences with a Portuguese 400 on REST and tRPC, storing nothing', async () => {
    for (const bytes of [[0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      for (const path of ['/api/contacts', '/trpc/contacts.create']) {
        const answer = await wireRequest(base, path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: withBytes(bytes),
        });
        expect(answer.status, `${path} ${bytes}`).toBe(400);
        expect(answer.text()).toContain('Corpo com caracteres inválidos (use UTF-8)');
      }
    }
  });

  it('accepts a character split across chunks of a chunked body', async () => {
    const body = Buffer.from(lead('João Conceição'));
    const split = body.indexOf(Buffer.from('ã')) + 1;
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(base);
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          'POST /api/contacts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
        );
        for (const part of [body.subarray(0, split), body.subarray(split)])
          socket.write(
            Buffer.concat([
              Buffer.from(`${part.length.toString(16)}\r\n`),
              part,
              Buffer.from('\r\n'),
            ]),
          );
        socket.write('0\r\n\r\n');
      });
      let raw = '';
      socket.on('data', (chunk) => (raw += chunk.toString('utf8')));
      socket.on('end', () => resolve({ status: Number(raw.slice(9, 12)), text: raw }));
      socket.on('error', reject);
    });
    expect(answer.status, answer.text).toBe(200);
  });
});
