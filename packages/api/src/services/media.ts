import { MEDIA_MESSAGES, type Media, mediaVariantPath, pageInfo, pageWindow } from '@oficina/core';
import { type Database, media, mediaVariants, notifyContentChange } from '@oficina/db';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/session';
import type { Context } from '../context';
import { mapDatabaseError, notFound } from '../errors';
import { writeAudit } from './audit';
import { deleteRow, updateRow } from './crud';

/** What the upload route hands over once sharp has checked and resized the image. */
export interface ProcessedUpload {
  filename: string;
  mime_type: string;
  /** Of the original, after EXIF rotation. */
  width: number;
  height: number;
  byte_size: number;
  sha256: string;
  alt: string | null;
  variants: { width: number; height: number; bytes: Buffer }[];
}

type MediaRow = typeof media.$inferSelect;
type VariantSize = { width: number; height: number };

const variantSizes = {
  media_id: mediaVariants.media_id,
  width: mediaVariants.width,
  height: mediaVariants.height,
};

function toMedia(row: MediaRow, sizes: VariantSize[]): Media {
  const variants = [...sizes]
    .sort((a, b) => a.width - b.width)
    .map(({ width, height }) => ({
      width,
      height,
      url: mediaVariantPath(row.id, row.sha256, width),
    }));
  const largest = variants[variants.length - 1] ?? {
    width: row.width,
    height: row.height,
    url: '',
  };
  return {
    id: row.id,
    url: largest.url,
    width: largest.width,
    height: largest.height,
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    variants,
    filename: row.filename,
    mime_type: row.mime_type,
    original_width: row.width,
    original_height: row.height,
    byte_size: row.byte_size,
    alt: row.alt,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

/** The rows with their variant sizes (never the bytes), in the order given. */
async function withVariants(db: Database, rows: MediaRow[]): Promise<Media[]> {
  if (rows.length === 0) return [];
  const sizes = await db
    .select(variantSizes)
    .from(mediaVariants)
    .where(
      inArray(
        mediaVariants.media_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(mediaVariants.width));
  return rows.map((row) =>
    toMedia(
      row,
      sizes.filter((size) => size.media_id === row.id),
    ),
  );
}

/** The image already stored for these exact bytes, if any. */
export async function findMediaBySha256(db: Database, sha256: string): Promise<Media | null> {
  const [row] = await db.select().from(media).where(eq(media.sha256, sha256)).limit(1);
  if (!row) return null;
  const [found] = await withVariants(db, [row]);
  return found ?? null;
}

/** One image by id, with its alt text (the image field's editor reads it); 404 when gone. */
export async function findMedia(db: Database, id: number): Promise<Media> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  const [found] = row ? await withVariants(db, [row]) : [];
  if (!found) throw notFound(MEDIA_MESSAGES.notFound);
  return found;
}

/**
 * Stores the image and its variants with the audit entry in one transaction. The same bytes
 * uploaded twice (even at the same moment) answer the first record: `created` says which.
 */
export async function storeMedia(
  ctx: Context,
  actor: AuthUser,
  upload: ProcessedUpload,
): Promise<{ media: Media; created: boolean }> {
  const existing = await findMediaBySha256(ctx.db, upload.sha256);
  if (existing) return { media: existing, created: false };
  try {
    const stored = await ctx.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      const [row] = await tx
        .insert(media)
        .values({
          filename: upload.filename,
          mime_type: upload.mime_type,
          width: upload.width,
          height: upload.height,
          byte_size: upload.byte_size,
          sha256: upload.sha256,
          alt: upload.alt,
          // A key is no account (auth/api-keys.ts): its uploads name no user.
          created_by: actor.apiKey ? null : actor.id,
        })
        .returning();
      await tx.insert(mediaVariants).values(
        upload.variants.map((variant) => ({
          media_id: row!.id,
          format: 'webp' as const,
          width: variant.width,
          height: variant.height,
          byte_size: variant.bytes.length,
          bytes: variant.bytes,
        })),
      );
      const result = toMedia(row!, upload.variants);
      await writeAudit(tx, actor, 'create', 'media', row!.id, null, {
        ...row,
        variants: result.variants,
      });
      await notifyContentChange(tx, 'media');
      return result;
    });
    ctx.onContentChange?.('media');
    return { media: stored, created: true };
  } catch (error) {
    // Lost a race with an identical upload: answer the one that won.
    const winner = await findMediaBySha256(ctx.db, upload.sha256).catch(() => null);
    if (winner) return { media: winner, created: false };
    return mapDatabaseError(error);
  }
}

/** `text` matched literally inside a LIKE pattern (its % and _ are not wildcards). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Uploads whose file name or alt text contains `q`, in any case; all of them without it. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(media.filename, pattern), ilike(media.alt, pattern));
}

export async function listMedia(
  db: Database,
  input: {
    page: number;
    page_size: number;
    q?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
) {
  const where = matching(input.q);
  const window = pageWindow(input);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.created_at), desc(media.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { items: await withVariants(db, rows), ...pageInfo(window, total?.n ?? 0) };
}

/**
 * Sets or clears (null) the image's alt text, with its audit entry; pages showing the image
 * read it from here, so the change also moves the cached pages on.
 */
export async function updateMediaAlt(ctx: Context, id: number, alt: string | null): Promise<Media> {
  const row = await updateRow(
    ctx,
    'media',
    media,
    eq(media.id, id),
    { alt },
    { notFoundMessage: MEDIA_MESSAGES.notFound },
  );
  const [updated] = await withVariants(ctx.db, [row]);
  return updated!;
}

/** Deletes the image; its variants go with it (foreign key cascade). */
export async function deleteMedia(ctx: Context, id: number): Promise<void> {
  await deleteRow(ctx, 'media', media, eq(media.id, id), {
    notFoundMessage: MEDIA_MESSAGES.notFound,
  });
}

/**
 * One variant's bytes and the hash of its original (the path's hash fragment must match it;
 * also the ETag), or null.
 */
export async function readMediaVariant(
  db: Database,
  id: number,
  width: number,
): Promise<{ bytes: Buffer; sha256: string } | null> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes, sha256: media.sha256 })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.media_id))
    .where(
      and(
        eq(mediaVariants.media_id, id),
        eq(mediaVariants.format, 'webp'),
        eq(mediaVariants.width, width),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The SHA-256 of an image's original, or null when there is no such image. */
export async function mediaSha256(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ sha256: media.sha256 })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return row?.sha256 ?? null;
}
