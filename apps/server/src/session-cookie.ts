import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name over plain http (development, tests, a local network). */
export const SESSION_COOKIE = 'oficina_session';
/**
 * Its name under https: a `__Host-` cookie is only accepted by browsers when Secure, with
 * Path=/ and no Domain, so no subdomain (or a man in the middle over http) can plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const sessionCookieName = (secure: boolean) =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

const bearerToken = (request: FastifyRequest): string | null | undefined => {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return header.slice(7).trim() || null;
};

/** Whether the request authenticates with `Authorization: Bearer` (no ambient credential). */
export const usesBearer = (request: FastifyRequest) => bearerToken(request) !== undefined;

/** The session cookie's value, read under the one name of this mode only. */
export const sessionCookieOf = (request: FastifyRequest, secure: boolean): string | null =>
  request.cookies?.[sessionCookieName(secure)] || null;

/** The token from `Authorization: Bearer …`, or else from the session cookie. */
export function readSessionToken(request: FastifyRequest, secure: boolean): string | null {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return bearer;
  return sessionCookieOf(request, secure);
}

/** Sets and clears the session cookie: HttpOnly, SameSite=Strict, Path=/, Secure under https. */
export function sessionCookieWriter(reply: FastifyReply, secure: boolean) {
  const name = sessionCookieName(secure);
  const options = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };
  return {
    set(token: string, expiresAt: Date) {
      reply.setCookie(name, token, { ...options, expires: expiresAt });
    },
    clear() {
      reply.clearCookie(name, options);
    },
  };
}
