import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { readMediaVariant } from '@oficina/api';
import { parseMediaPath, shippedImageSource } from '@oficina/core';
import type { Database } from '@oficina/db';
import sharp from 'sharp';
import { MEDIA_DIR, SHIPPED_RASTER_DIR } from '../paths';
import { COVER_FRAME } from './draw-card';

/** Shipped pictures are a few hundred KB; anything far larger is not one of ours. */
const MAX_SHIPPED_BYTES = 8 * 1024 * 1024;
const SHIPPED_IMAGE = /\.(webp|svg|png|jpe?g)$/i;

/**
 * The bytes behind a picture path the site serves: an uploaded image's variant
 * (`/media/u/{id}-{hash}-{width}.webp`, from the database, only when the hash still matches) or
 * a picture shipped with the site (`/media/blog/…`, from the build's WebP copies, or from the SVG
 * they are drawn from when the build has not written them). Addresses on other sites are not fetched: the server must not be made to call out to
 * whatever URL a post names, and a preview without the picture is still a good preview.
 */
async function readSitePicture(db: Database, path: string): Promise<Buffer | null> {
  const uploaded = parseMediaPath(path);
  if (uploaded) {
    const row = await readMediaVariant(db, uploaded.id, uploaded.width);
    return row?.sha256.startsWith(uploaded.hash) ? row.bytes : null;
  }
  if (!path.startsWith('/media/') || !SHIPPED_IMAGE.test(path)) return null;
  let relative: string;
  try {
    relative = normalize(decodeURIComponent(path.slice('/media/'.length)));
  } catch {
    return null; // a malformed %-escape names no file
  }
  if (relative.startsWith('..') || relative.includes(`..${sep}`)) return null;
  const source = shippedImageSource(path);
  const candidates = [
    join(SHIPPED_RASTER_DIR, relative),
    join(MEDIA_DIR, relative),
    ...(source ? [join(MEDIA_DIR, source)] : []),
  ];
  for (const file of candidates) {
    try {
      const bytes = await readFile(file);
      if (bytes.length <= MAX_SHIPPED_BYTES) return bytes;
    } catch {
      // Not there: try the next place.
    }
  }
  return null;
}

/**
 * A post's cover cut to its frame in the share picture (on what draws the eye, as
 * `object-fit: cover` would), as a JPEG data URL the card drawer can place; null when there is
 * no usable picture (no cover, another site's address, a file that is gone or not an image), and
 * the card is drawn without it.
 */
export async function coverForCard(db: Database, path: string | undefined): Promise<string | null> {
  if (!path) return null;
  const source = await readSitePicture(db, path);
  if (!source) return null;
  let jpeg: Buffer;
  try {
    jpeg = await sharp(source, { limitInputPixels: 40_000_000 })
      .resize(COVER_FRAME.width, COVER_FRAME.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#0a1628' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    // Bytes that are not a picture sharp can read: the plain card, as for a post without one.
    return null;
  }
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
