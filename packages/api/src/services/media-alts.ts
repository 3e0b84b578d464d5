import { parseMediaPath } from '@oficina/core';
import { type Database, media } from '@oficina/db';
import { and, inArray, isNotNull } from 'drizzle-orm';

/**
 * The alt texts the image library holds for the uploaded images among `paths`, by path, read
 * in one query however many rows and images a page shows. Shipped SVGs, external addresses and
 * images without alt text are left out. A path whose hash is not the stored image's (an id
 * reused after a restore) gets nothing: its alt text would describe another picture.
 */
export async function mediaAltsByPath(
  db: Database,
  paths: Iterable<string | null | undefined>,
): Promise<Map<string, string>> {
  const wanted = new Map<string, { id: number; hash: string }>();
  for (const path of paths) {
    const parsed = path ? parseMediaPath(path) : null;
    if (path && parsed) wanted.set(path, parsed);
  }
  const alts = new Map<string, string>();
  if (wanted.size === 0) return alts;
  const ids = [...new Set([...wanted.values()].map((p) => p.id))];
  const rows = await db
    .select({ id: media.id, sha256: media.sha256, alt: media.alt })
    .from(media)
    .where(and(inArray(media.id, ids), isNotNull(media.alt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [path, { id, hash }] of wanted) {
    const row = byId.get(id);
    if (row?.alt && row.sha256.startsWith(hash)) alts.set(path, row.alt);
  }
  return alts;
}

/**
 * The rows with `image_alts`: for each row, the library's alt text of the images `imagesOf`
 * names (one query for all rows). A row none of whose images has one is returned as it was,
 * so pages without uploaded images carry nothing more. Pages pick with `imageAlt` (core).
 */
export async function withImageAlts<R extends object>(
  db: Database,
  rows: R[],
  imagesOf: (row: R) => Array<string | null | undefined>,
): Promise<Array<R & { image_alts?: Record<string, string> }>> {
  const alts = await mediaAltsByPath(
    db,
    rows.flatMap((row) => imagesOf(row)),
  );
  if (alts.size === 0) return rows;
  return rows.map((row) => {
    const own: Record<string, string> = {};
    for (const path of imagesOf(row)) {
      const alt = path ? alts.get(path) : undefined;
      if (path && alt) own[path] = alt;
    }
    return Object.keys(own).length > 0 ? { ...row, image_alts: own } : row;
  });
}

/** `withImageAlts` for one row. */
export async function withImageAltsOne<R extends object>(
  db: Database,
  row: R,
  imagesOf: (row: R) => Array<string | null | undefined>,
): Promise<R & { image_alts?: Record<string, string> }> {
  const [one] = await withImageAlts(db, [row], imagesOf);
  return one!;
}
