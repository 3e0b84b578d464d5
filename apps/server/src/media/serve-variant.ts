import { readMediaVariant } from '@oficina/api';
import { MEDIA_MESSAGES, parseMediaPath } from '@oficina/core';
import type { Database } from '@oficina/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VariantCache } from './variant-cache';

/** A path's bytes never change (a new upload gets a new id), so browsers and CDNs keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /media/u/{id}-{width}.webp`: one variant from the cache or the database. */
export async function serveMediaVariant(
  db: Database,
  cache: VariantCache,
  request: FastifyRequest<{ Params: { file: string } }>,
  reply: FastifyReply,
) {
  const parsed = parseMediaPath(`/media/u/${request.params.file}`);
  const key = parsed ? `${parsed.id}-${parsed.width}` : '';
  let variant = parsed ? cache.get(key) : undefined;
  if (parsed && !variant) {
    const row = await readMediaVariant(db, parsed.id, parsed.width);
    if (row) {
      variant = { bytes: row.bytes, etag: `"${row.sha256.slice(0, 16)}-${parsed.width}"` };
      cache.set(key, variant);
    }
  }
  if (!variant) {
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ error: MEDIA_MESSAGES.notFound, code: 'NOT_FOUND' });
  }

  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', variant.etag)
    .header('x-content-type-options', 'nosniff');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && (ifNoneMatch === '*' || ifNoneMatch.includes(variant.etag))) {
    return reply.code(304).send();
  }
  return reply.type('image/webp').send(variant.bytes);
}
