import { MESSAGES } from '@oficina/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './api-errors';
import { MAX_TRPC_BATCH } from './api-routes';

export const BATCH_TOO_LARGE = `No máximo ${MAX_TRPC_BATCH} chamadas por requisição.`;

const API_PREFIX = /^\/(api|trpc)(\/|$)/i;

/**
 * Whether an /api or /trpc path is written the one way routing and the limits understand it:
 * no empty, "." or ".." segment (plain or percent-encoded), no backslash (URL parsing reads it
 * as a slash), and the prefix in lower case. An encoded slash stays inside its segment (a page
 * path as a parameter: `/api/popups/active/%2Fservicos`), so it is allowed. `/api/./auth/login` would otherwise reach the login procedure (URL
 * parsing removes the dot) while the login limit, which reads the path as written, missed it.
 */
export function isCanonicalApiPath(path: string): boolean {
  if (!path.startsWith('/api') && !path.startsWith('/trpc')) return false;
  if (path.includes('//') || path.includes('\\')) return false;
  for (const segment of path.split('/').slice(1)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded === '.' || decoded === '..') return false;
  }
  return true;
}

/** The procedures a /trpc path calls ("/trpc/a.b,c.d" → ["a.b", "c.d"]). */
export function trpcProcedures(path: string): string[] {
  try {
    return decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  } catch {
    return [];
  }
}

/** The refusal in the shape of the path (REST JSON or the tRPC envelope), never kept by a cache. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 400 | 404, message: string) {
  reply.header('cache-control', 'no-store');
  return sendError(request, reply, status, { message });
}

/**
 * Refuses, before routing, the requests whose path could be read two ways: a non-canonical /api
 * or /trpc path (404, as an unknown address), and a tRPC batch larger than `MAX_TRPC_BATCH`.
 * (Each call of a batch counts against the limits on its own: packages/api/src/trpc.ts.)
 */
export function registerRequestShape(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!API_PREFIX.test(path)) return;
    if (!isCanonicalApiPath(path)) return refuse(request, reply, 404, MESSAGES.notFound);
    if (!path.startsWith('/trpc/')) return;
    const procedures = trpcProcedures(path);
    if (procedures.length > MAX_TRPC_BATCH) return refuse(request, reply, 400, BATCH_TOO_LARGE);
  });
}
