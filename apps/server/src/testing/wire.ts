import { request as httpRequest } from 'node:http';
import zlib from 'node:zlib';

/** What arrived on the socket: status, every header line as sent, and the decoded body. */
export interface WireAnswer {
  status: number;
  /** Header lines in order, names lower-cased: a header sent twice appears twice. */
  rawHeaders: Array<[string, string]>;
  header(name: string): string | undefined;
  /** The body as it crossed the wire (still compressed when it was). */
  wireBody: Buffer;
  /** The body after undoing Content-Encoding. */
  body: Buffer;
  text(): string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape.
  json(): any;
}

/**
 * One HTTP/1.1 request on its own connection to a listening server, with the path sent exactly
 * as given (no client-side normalisation of "." or ".." segments) and nothing decoded for us.
 */
export function wireRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<WireAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path,
        // A body always goes with its length: Node sends a DELETE's or GET's body unframed
        // otherwise, and the server then reads those bytes as the start of a second request.
        headers:
          options.body !== undefined &&
          !hasHeader(options.headers, 'content-length') &&
          !hasHeader(options.headers, 'transfer-encoding')
            ? { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) }
            : options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const wireBody = Buffer.concat(chunks);
          const rawHeaders: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            rawHeaders.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'gzip'
              ? zlib.gunzipSync(wireBody)
              : encoding === 'br'
                ? zlib.brotliDecompressSync(wireBody)
                : wireBody;
          resolve({
            status: res.statusCode ?? 0,
            rawHeaders,
            header: (name) => rawHeaders.find(([n]) => n === name.toLowerCase())?.[1],
            wireBody,
            body,
            text: () => body.toString('utf8'),
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

function hasHeader(headers: Record<string, string> | undefined, name: string): boolean {
  return Object.keys(headers ?? {}).some((key) => key.toLowerCase() === name);
}

/** Header names the answer carried more than once (never expected for these). */
export function repeatedHeaders(answer: WireAnswer): string[] {
  const seen = new Map<string, number>();
  for (const [name] of answer.rawHeaders) seen.set(name, (seen.get(name) ?? 0) + 1);
  return [...seen].filter(([name, n]) => n > 1 && name !== 'set-cookie').map(([name]) => name);
}

/** The framing rules a proxy relies on: one length, and never a length beside chunking. */
export function framingProblems(answer: WireAnswer): string[] {
  const problems: string[] = [];
  const lengths = answer.rawHeaders.filter(([name]) => name === 'content-length');
  const chunked = answer.rawHeaders.some(([name]) => name === 'transfer-encoding');
  if (lengths.length > 1) problems.push('Content-Length sent twice');
  if (lengths.length > 0 && chunked) problems.push('both Transfer-Encoding and Content-Length');
  const length = lengths[0]?.[1];
  if (length !== undefined && Number(length) !== answer.wireBody.length)
    problems.push(`Content-Length ${length} but ${answer.wireBody.length} bytes arrived`);
  return problems;
}
