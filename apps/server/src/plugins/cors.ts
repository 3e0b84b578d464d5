import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a listed origin's browser may send: every method the REST API answers. */
export const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Request headers a listed origin may set: a token, a JSON body, a retry key, validators. */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'If-None-Match',
  'If-Match',
  'X-Request-Id',
];

/**
 * Answer headers a listed origin's scripts may read (beyond the few every browser shows): the
 * validator for If-None-Match, when to retry after a 429 or 503, where a created record lives,
 * the rate-limit budget,
 * whether an answer is a replay, the request's id for support, how to authenticate, and a
 * list's next page.
 */
export const CORS_EXPOSED_HEADERS = [
  'ETag',
  'Retry-After',
  'Location',
  'RateLimit',
  'RateLimit-Policy',
  'Idempotent-Replayed',
  'X-Request-Id',
  'WWW-Authenticate',
  'Link',
];

/** How long a browser may keep a preflight's answer, in seconds: a list change counts soon. */
export const CORS_MAX_AGE = 600;

/** An origin as browsers write it in `Origin` (scheme, host, port; no path or trailing slash). */
function normalOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' &&
  request.headers.origin !== undefined &&
  request.headers['access-control-request-method'] !== undefined;

/** Adds a name to the answer's Vary header, keeping the ones already there. */
export function appendVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...names, name].join(', '));
}

/**
 * Cross-origin access for the origins in CORS_ORIGINS, and nothing for any other. A listed
 * origin's preflight answers 204 with the methods, request headers and max age above; its
 * answers name it in Access-Control-Allow-Origin (with credentials, for a panel on a sibling
 * subdomain) and expose the headers above. Any other origin gets no CORS header at all, and its
 * preflight a plain 204 without them, which the browser reads as a refusal (not a 404 that looks
 * like a missing route). Every answer varies by Origin once origins are listed.
 *
 * Cookie writes stay guarded by the cross-site check (plugins/cross-site.ts), which lets the
 * same listed origins through; an integration on another site sends a Bearer token, since the
 * SameSite=Strict session cookie never leaves this site.
 */
export async function registerCors(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  const listed = new Set(
    origins.map(normalOrigin).filter((origin): origin is string => origin !== null),
  );
  const isListed = (origin: string | undefined) =>
    origin !== undefined && listed.has(normalOrigin(origin) ?? '');

  app.addHook('onRequest', async (request, reply) => {
    if (!isPreflight(request) || isListed(request.headers.origin)) return;
    if (listed.size) appendVary(reply, 'Origin');
    return reply.code(204).header('content-length', '0').send();
  });
  if (!listed.size) return;

  await app.register(fastifyCors, {
    // The request's own origin, echoed back only when listed; `false` adds no CORS header.
    origin: (origin, callback) => callback(null, isListed(origin) ? (origin as string) : false),
    credentials: true,
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: CORS_MAX_AGE,
  });
}
