import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../plugins/api-errors';
import { sessionCookieOf } from '../session-cookie';
import { isCacheableApiPath } from './cacheable-procedures';
import type { ContentVersion } from './content-version';
import type { CachedAnswer, ResponseCache } from './response-cache';
import {
  matchesEtag,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  sendAnswer,
} from './send-answer';

interface Fill {
  /** Content version when the request began: a write during it leaves the answer stale. */
  version: number;
  /** The last answer for this URL, sent instead of an error while the database is down. */
  stale?: CachedAnswer;
}

const fills = new WeakMap<FastifyRequest, Fill>();

/** Anonymous reads of public content: the same answer for everyone until the next write. */
function isCacheable(request: FastifyRequest, secureCookies: boolean): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization !== undefined) return false;
  if (sessionCookieOf(request, secureCookies) !== null) return false;
  return isCacheableApiPath(request.originalUrl.split('?')[0] ?? '');
}

/**
 * Public GETs of /api and /trpc answered from memory (see `CACHEABLE_PROCEDURES`), with an ETag
 * and a short shared-cache lifetime; every other answer under /api and /trpc is `no-store`.
 * Runs after the rate limits, so a kept answer still counts against the caller's budget.
 */
export function registerPublicApiCache(
  app: FastifyInstance,
  options: { cache: ResponseCache; version: ContentVersion; secureCookies: boolean },
): void {
  const { cache, version } = options;

  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request, options.secureCookies)) return;
    // originalUrl: the REST adapter strips /api from request.url on its way.
    const found = cache.lookup(request.originalUrl, version.value);
    if (found?.fresh) return sendAnswer(request, reply, found.answer, PUBLIC_CACHE_CONTROL);
    fills.set(request, { version: version.value, stale: found?.answer });
  });

  app.addHook('onSend', async (request, reply, rawPayload) => {
    if (!isApiPath(request.originalUrl.split('?')[0] ?? '')) return rawPayload;
    const fill = fills.get(request);
    // tRPC answers with a fetch Response: its status, headers and (small, JSON) body are
    // taken here so the answer can be kept.
    const payload =
      fill && rawPayload instanceof Response ? await unwrap(reply, rawPayload) : rawPayload;
    if (fill && reply.statusCode === 200 && isBody(payload)) {
      const answer = cache.store(request.originalUrl, fill.version, {
        status: 200,
        headers: { 'content-type': String(reply.getHeader('content-type') ?? 'application/json') },
        body: Buffer.from(payload),
      });
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      reply.header('etag', answer.etag);
      reply.header('vary', 'accept-encoding');
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
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      reply.header('etag', stale.etag);
      return stale.body;
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
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
