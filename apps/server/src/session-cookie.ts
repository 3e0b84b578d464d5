import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'oficina_session';

/** The token from `Authorization: Bearer …`, or else from the session cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    return token || null;
  }
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

export function sessionCookieWriter(reply: FastifyReply, secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };
  return {
    set(token: string, expiresAt: Date) {
      reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}
