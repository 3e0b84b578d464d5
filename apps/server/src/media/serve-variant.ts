import { mediaSha256, readMediaVariant } from '@oficina/api';
import { MEDIA_MESSAGES, mediaVariantPath, parseMediaPath } from '@oficina/core';
import type { Database } from '@oficina/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VariantCache } from './variant-cache';

/**
 * A path names one content (its hash fragment), not just an id that a recreated or restored
 * database could give to another image, so browsers and CDNs keep it for a year.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths made before they carried the hash (`/media/u/{id}-{width}.webp`). */
const HASHLESS_FILE = /^([1-9][0-9]{0,9})-([1-9][0-9]{0,4})\.webp$/;

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: MEDIA_MESSAGES.notFound, code: 'NOT_FOUND' });

/** `GET /media/u/{id}-{hash}-{width}.webp`: one variant from the cache or the database. */
export async function serveMediaVariant(
  db: Database,
  cache: VariantCache,
  request: FastifyRequest<{ Params: { file: string } }>,
  reply: FastifyReply,
) {
  const parsed = parseMediaPath(`/media/u/${request.params.file}`);
  if (!parsed) return redirectHashless(db, request.params.file, reply);
  const key = `${parsed.id}-${parsed.hash}-${parsed.width}`;
  let variant = cache.get(key);
  if (!variant) {
    const row = await readMediaVariant(db, parsed.id, parsed.width);
    // Another image under a reused id: never its bytes under this path.
    if (!row?.sha256.startsWith(parsed.hash)) return notFound(reply);
    variant = { bytes: row.bytes, etag: `"${row.sha256.slice(0, 16)}-${parsed.width}"` };
    cache.set(key, variant);
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

/**
 * A hashless path saved in content before paths carried the hash: sent on to the image that
 * has the id now, never stored (a temporary redirect, `no-store`), since that can change.
 */
async function redirectHashless(db: Database, file: string, reply: FastifyReply) {
  const match = HASHLESS_FILE.exec(file);
  const id = Number(match?.[1]);
  const sha256 = match ? await mediaSha256(db, id) : null;
  if (!sha256) return notFound(reply);
  return reply
    .header('cache-control', 'no-store')
    .redirect(mediaVariantPath(id, sha256, Number(match?.[2])), 307);
}
