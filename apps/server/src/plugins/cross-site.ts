import { MESSAGES } from '@oficina/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieOf, usesBearer } from '../session-cookie';
import { sendError } from './api-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * Whether a request that changes something rides on the browser's session cookie from another
 * site (cross-site request forgery). SameSite=Strict already keeps the cookie home; this is the
 * second lock (OWASP ASVS 3.5): the `Origin` a browser sends with every POST/PUT/DELETE must be
 * this site (its host, or PUBLIC_URL) or one of CORS_ORIGINS; without an Origin, a
 * `Sec-Fetch-Site` other than same-origin is refused too. Bearer-token requests carry no ambient
 * credential and are never refused here; neither is a client that sends neither header (curl).
 */
export function isCrossSiteCookieWrite(
  request: FastifyRequest,
  options: { secureCookies: boolean; allowedOrigins: readonly string[]; publicUrl: string },
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (usesBearer(request) || !sessionCookieOf(request, options.secureCookies)) return false;

  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  }
  const from = originOf(origin);
  if (!from) return true; // "null" (sandboxed frames, privacy redirects) or garbage
  if (options.allowedOrigins.some((allowed) => originOf(allowed) === from)) return false;
  if (from === originOf(options.publicUrl)) return false;
  // The host this request was sent to (Host, or X-Forwarded-Host behind a trusted proxy),
  // parsed alike so a default port written out ("localhost:80") compares equal. The scheme is
  // left out: behind a TLS proxy without TRUST_PROXY this server sees http.
  const self = originOf(`${new URL(from).protocol}//${request.host}`);
  return self !== from;
}

/**
 * One check for every way in that can change data with the session cookie: tRPC (/trpc),
 * REST (/api, including the media upload and CSV export). Refused with 403 before any body is
 * read or any procedure runs.
 */
export function registerCrossSiteCheck(
  app: FastifyInstance,
  options: { secureCookies: boolean; allowedOrigins: readonly string[]; publicUrl: string },
): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url;
    if (!(path.startsWith('/trpc/') || path === '/api' || path.startsWith('/api/'))) return;
    if (!isCrossSiteCookieWrite(request, options)) return;
    reply.header('cache-control', 'no-store');
    // REST's `{ error, code }`, or tRPC's envelope under /trpc, whose clients read that one.
    return sendError(request, reply, 403, { message: MESSAGES.forbidden });
  });
}
