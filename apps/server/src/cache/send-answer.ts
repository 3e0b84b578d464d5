import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary } from '../plugins/cors';
import { isHttps, pagePolicy } from '../plugins/security-headers';
import type { CachedAnswer, Encoding } from './response-cache';

/**
 * Shared caches (a CDN, a proxy) may keep a public answer briefly and serve it stale while they
 * fetch it again; browsers check back every time (max-age=0) and usually get a 304.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** Anything that depends on who asks, or changes data. */
export const PRIVATE_CACHE_CONTROL = 'no-store';

/** The encodings the client accepts, from Accept-Encoding, honouring q=0. */
export function acceptedEncoding(
  header: string | undefined,
  available: Partial<Record<Encoding, Buffer>>,
): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && wants('br')) return 'br';
  if (available.gzip && wants('gzip')) return 'gzip';
  return undefined;
}

/** If-None-Match against our weak ETag (RFC 9110 §13.1.2: weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === ours);
}

/** Sends a kept answer: its validator, a 304 when the client has it, else the best encoding. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
): FastifyReply {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) {
    // Added to, not replaced: other hooks (CORS) may already vary this answer on more.
    if (name === 'vary') for (const part of value.split(',')) appendVary(reply, part.trim());
    else reply.header(name, value);
  }
  reply.header('cache-control', cacheControl);
  reply.header('etag', answer.etag);
  appendVary(reply, 'accept-encoding');
  if (answer.scriptHashes) {
    reply.header(
      'content-security-policy',
      pagePolicy({ scriptHashes: answer.scriptHashes, https: isHttps(request) }),
    );
  }
  if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding'], answer.encoded);
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(answer.encoded[encoding]);
  }
  return reply.send(answer.body);
}
