import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../plugins/api-errors';
import { appendVary } from '../plugins/cors';
import { refuseOverBudget, spendCallsOfKeptAnswer } from '../plugins/rate-limits';
import { trpcProcedures } from '../plugins/request-shape';
import { sessionCookieOf } from '../session-cookie';
import { cacheKeyForApiRead } from './cacheable-procedures';
import type { ContentVersion } from './content-version';
import type { CachedAnswer, ResponseCache } from './response-cache';
import {
  matchesEtag,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  sendAnswer,
} from './send-answer';

interface Fill {
  /** The canonical key of the read (path and the query parameters it reads, sorted). */
  key: string;
  /** Content version when the request began: a write during it leaves the answer stale. */
  version: number;
  /** The last answer for this URL, sent instead of an error while the database is down. */
  stale?: CachedAnswer;
}

const fills = new WeakMap<FastifyRequest, Fill>();

/** Longer keys are answered every time: not worth a slot per random input. */
const MAX_KEY_LENGTH = 1024;

/**
 * Whether the client asked tRPC for a streamed answer (JSON lines): tRPC reads `trpc-accept`,
 * or `application/jsonl` among `Accept`'s types. Those bytes differ from the plain JSON answer
 * other callers of the same URL get, so they are never kept nor served from the cache.
 */
function asksForStream(request: FastifyRequest): boolean {
  if (request.headers['trpc-accept'] !== undefined) return true;
  const accept = request.headers.accept;
  return String(accept ?? '')
    .split(',')
    .some((type) => type.trim().toLowerCase().startsWith('application/jsonl'));
}

/**
 * The cache key of an anonymous read of public content (the same answer for everyone until the
 * next write), or undefined for anything else.
 */
function cacheKeyOf(request: FastifyRequest, secureCookies: boolean): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.headers.authorization !== undefined) return undefined;
  if (sessionCookieOf(request, secureCookies) !== null) return undefined;
  if (asksForStream(request)) return undefined;
  if (request.originalUrl.length > MAX_KEY_LENGTH) return undefined;
  return cacheKeyForApiRead(request.originalUrl);
}

/** How many procedure calls a kept read makes: one per name in a tRPC batch, else one. */
const callsIn = (key: string) => {
  const path = key.split('?', 1)[0] ?? '';
  return path.startsWith('/trpc/') ? trpcProcedures(path).length : 1;
};

/** Only plain JSON answers are kept: never a stream, an error or another type. */
const isPlainJson = (contentType: unknown) =>
  /^application\/json(;|$)/i.test(String(contentType ?? '').trim());

/**
 * Public GETs of /api and /trpc answered from memory (see `CACHEABLE_PROCEDURES`), with an ETag
 * and a short shared-cache lifetime; every other answer under /api and /trpc is `no-store`.
 * Runs after the rate limits, so a kept answer still counts against the caller's budget, one
 * unit per procedure call it answers.
 */
export function registerPublicApiCache(
  app: FastifyInstance,
  options: { cache: ResponseCache; version: ContentVersion; secureCookies: boolean },
): void {
  const { cache, version } = options;

  app.addHook('onRequest', async (request, reply) => {
    const key = cacheKeyOf(request, options.secureCookies);
    if (key === undefined) return;
    const found = cache.lookup(key, version.value);
    if (found?.fresh) {
      // No procedure runs to count the calls: a kept batch costs what running it would.
      const wait = spendCallsOfKeptAnswer(request, callsIn(key));
      if (wait > 0) return refuseOverBudget(request, reply, wait);
      return sendAnswer(request, reply, found.answer, PUBLIC_CACHE_CONTROL);
    }
    fills.set(request, { key, version: version.value, stale: found?.answer });
  });

  app.addHook('onSend', async (request, reply, rawPayload) => {
    if (!isApiPath(request.originalUrl.split('?')[0] ?? '')) return rawPayload;
    const fill = fills.get(request);
    if (rawPayload instanceof Response) withoutConnectionHeaders(rawPayload);
    // tRPC answers with a fetch Response: its status, headers and (small, JSON) body are
    // taken here so the answer can be kept.
    const payload =
      fill && rawPayload instanceof Response ? await unwrap(reply, rawPayload) : rawPayload;
    if (
      fill &&
      reply.statusCode === 200 &&
      isPlainJson(reply.getHeader('content-type')) &&
      isBody(payload)
    ) {
      // What the answer varies on (tRPC's `trpc-accept, accept`: a streamed answer differs) is
      // kept with it, so a copy from memory tells shared caches the same as the first answer.
      const vary = reply.getHeader('vary');
      const answer = cache.store(fill.key, fill.version, {
        status: 200,
        headers: {
          'content-type': String(reply.getHeader('content-type') ?? 'application/json'),
          ...(vary ? { vary: String(vary) } : {}),
        },
        body: Buffer.from(payload),
      });
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      reply.header('etag', answer.etag);
      appendVary(reply, 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    }
    // The database is unreachable: the last answer beats an error, and is not kept downstream.
    if (fill?.stale && reply.statusCode >= 500) {
      const { stale } = fill;
      reply.code(stale.status);
      reply.header('content-type', stale.headers['content-type'] ?? 'application/json');
      for (const part of stale.headers.vary?.split(',') ?? []) appendVary(reply, part.trim());
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      reply.header('etag', stale.etag);
      return stale.body;
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}

/** Framing headers are the connection's business: node writes its own for what is sent. */
const CONNECTION_HEADERS = ['transfer-encoding', 'content-length', 'connection'];

/**
 * tRPC marks a streamed answer `Transfer-Encoding: chunked` itself; copied onto a reply whose
 * body then gets a length, an answer would carry both framings (which proxies must refuse).
 */
function withoutConnectionHeaders(response: Response): void {
  for (const name of CONNECTION_HEADERS) response.headers.delete(name);
}

async function unwrap(reply: FastifyReply, response: Response): Promise<Buffer> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return Buffer.from(await response.arrayBuffer());
}

const isBody = (payload: unknown): payload is string | Buffer =>
  typeof payload === 'string' || Buffer.isBuffer(payload);
