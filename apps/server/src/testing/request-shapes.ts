import { request as httpRequest } from 'node:http';
import fc from 'fast-check';

/**
 * The ways one call can be sent to this server: what a client controls about a request besides
 * its input. A limit that holds for every combination holds for the operation, not for a URL.
 */
export type Transport = 'rest' | 'trpc' | 'trpc-batch' | 'trpc-jsonl' | 'trpc-jsonl-accept';

export type TargetForm =
  | 'origin'
  | 'absolute-own'
  | 'absolute-foreign'
  | 'fragment'
  | 'trailing-slash'
  | 'upper-case'
  | 'percent-encoded'
  | 'dot-segment'
  | 'double-slash';

export interface Shape {
  transport: Transport;
  target: TargetForm;
  /** REST only: the method (a write sent with GET must not run either). */
  method: 'GET' | 'POST';
  /** Batches only: how many calls of the operation the one request carries. */
  copies: number;
  /** X-Forwarded-For: none, or an address the client chose (ignored unless TRUST_PROXY). */
  forwardedFor: 'none' | 'spoofed';
  /** The octet index of an extra byte written in upper case in the percent-encoding. */
  seed: number;
}

export const shapeArbitrary: fc.Arbitrary<Shape> = fc.record({
  transport: fc.constantFrom<Transport>(
    'rest',
    'trpc',
    'trpc-batch',
    'trpc-jsonl',
    'trpc-jsonl-accept',
  ),
  target: fc.constantFrom<TargetForm>(
    'origin',
    'absolute-own',
    'absolute-foreign',
    'fragment',
    'trailing-slash',
    'upper-case',
    'percent-encoded',
    'dot-segment',
    'double-slash',
  ),
  method: fc.constantFrom<'GET' | 'POST'>('GET', 'POST'),
  copies: fc.integer({ min: 1, max: 3 }),
  forwardedFor: fc.constantFrom<'none' | 'spoofed'>('none', 'spoofed'),
  seed: fc.nat(),
});

/** One limited operation as both transports call it. */
export interface CallTarget {
  /** tRPC procedure name. */
  procedure: string;
  /** REST path under /api (path parameters written in) and its method. */
  restPath: string;
  restMethod: 'GET' | 'POST';
  kind: 'query' | 'mutation';
  input: Record<string, unknown>;
}

/** The path written in one of the forms a client may use (the query string left alone). */
export function writeTarget(path: string, form: TargetForm, ownHost: string, seed: number) {
  const [bare = '', query] = path.split('?', 2);
  const withQuery = (p: string) => (query === undefined ? p : `${p}?${query}`);
  switch (form) {
    case 'origin':
      return withQuery(bare);
    case 'absolute-own':
      return `http://${ownHost}${withQuery(bare)}`;
    case 'absolute-foreign':
      return `http://x${withQuery(bare)}`;
    case 'fragment':
      return `${withQuery(bare)}#a`;
    case 'trailing-slash':
      return withQuery(`${bare}/`);
    case 'upper-case':
      return withQuery(bare.toUpperCase());
    case 'percent-encoded': {
      // One letter of the operation's own segment written as %XX.
      const letters = [...bare.matchAll(/[a-z.]/g)].filter((m) => (m.index ?? 0) > 5);
      const pick = letters[seed % Math.max(1, letters.length)];
      if (!pick || pick.index === undefined) return withQuery(bare);
      const encoded = `%${pick[0].charCodeAt(0).toString(16).toUpperCase()}`;
      return withQuery(bare.slice(0, pick.index) + encoded + bare.slice(pick.index + 1));
    }
    case 'dot-segment':
      return withQuery(bare.replace(/^\/(api|trpc)\//, '/$1/./'));
    case 'double-slash':
      return withQuery(bare.replace(/^\/(api|trpc)\//, '/$1//'));
  }
}

export interface RawRequest {
  method: string;
  target: string;
  headers: string[];
  body?: string;
}

/** The request a shape makes of a call (before its target form and addresses are applied). */
export function requestFor(
  call: CallTarget,
  shape: Shape,
): { method: string; path: string; headers: string[]; body?: string } {
  const json = ['content-type', 'application/json'];
  if (shape.transport === 'rest') {
    const method = shape.method;
    // A read's input is in its path; a write sent as GET carries none and must not run.
    if (method === 'GET') return { method, path: `/api${call.restPath}`, headers: [] };
    return {
      method,
      path: `/api${call.restPath}`,
      headers: json,
      body: JSON.stringify(call.input),
    };
  }
  const batch = shape.transport !== 'trpc';
  const copies = batch ? shape.copies : 1;
  const names = Array.from({ length: copies }, () => call.procedure).join(',');
  const inputs = Object.fromEntries(Array.from({ length: copies }, (_, i) => [i, call.input]));
  const stream =
    shape.transport === 'trpc-jsonl'
      ? ['trpc-accept', 'application/jsonl']
      : shape.transport === 'trpc-jsonl-accept'
        ? ['accept', 'application/jsonl']
        : [];
  if (call.kind === 'query') {
    const input = encodeURIComponent(JSON.stringify(batch ? inputs : call.input));
    return {
      method: 'GET',
      path: `/trpc/${names}?${batch ? 'batch=1&' : ''}input=${input}`,
      headers: stream,
    };
  }
  return {
    method: 'POST',
    path: `/trpc/${names}${batch ? '?batch=1' : ''}`,
    headers: [...json, ...stream],
    body: JSON.stringify(batch ? inputs : call.input),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sends a request exactly as written (target, headers in order, even repeated ones) from a
 * chosen loopback address, so each client of a test is an address of its own.
 */
export function sendRaw(
  port: number,
  localAddress: string,
  request: RawRequest,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Raw header lists are sent as given: Node adds no Host of its own to them.
    const headers = request.headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === 'host')
      ? [...request.headers]
      : ['host', `127.0.0.1:${port}`, ...request.headers];
    if (request.body !== undefined)
      headers.push('content-length', String(Buffer.byteLength(request.body)));
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: request.method,
        path: request.target,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Every JSON value an answer holds: its body, or each line of a streamed (jsonl) answer. */
function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  for (const part of text.split('\n')) {
    try {
      values.push(JSON.parse(part));
    } catch {
      // Not JSON (a page, an empty last line): nothing to read.
    }
  }
  return values;
}

/** How many objects anywhere in the answers match: one per call, in any transport's envelope. */
export function countObjects(
  answers: readonly RawAnswer[],
  matches: (value: Record<string, unknown>) => boolean,
): number {
  let count = 0;
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      if (matches(value as Record<string, unknown>)) count++;
      for (const item of Object.values(value)) walk(item);
    }
  };
  for (const answer of answers) for (const value of jsonValues(answer.text)) walk(value);
  return count;
}
