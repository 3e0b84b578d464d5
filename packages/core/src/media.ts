/**
 * Uploaded images: the sizes the server produces and the paths it serves them under. Shared by
 * the upload route (which makes the variants), the admin picker (client-side checks) and the
 * public site (srcset), so all three agree without asking the database.
 */

/** Widths of the WebP copies made from every upload (never wider than the original). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const LARGEST_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 1920;

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Largest image accepted, in pixels (width × height): above any phone photo, while decoding one
 * stays around 100 MB of memory.
 */
export const MEDIA_MAX_PIXELS = 25_000_000;

/**
 * Longest side accepted, in pixels. A strip of 25 000 000 × 1 pixels is within the pixel count,
 * yet resizing it makes rows as long as the strip in every step: half a gigabyte of memory for
 * a 73 KB file. No photo or banner is longer than this on any side.
 */
export const MEDIA_MAX_SIDE = 12_000;

/** Types the upload accepts, in the order the message names them. */
export const MEDIA_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

export const MEDIA_MESSAGES = {
  tooLarge: 'A imagem deve ter no máximo 10 MB',
  unsupported: 'Formato não suportado. Envie JPG, PNG, WebP, GIF ou AVIF',
  invalid: 'Arquivo de imagem inválido',
  tooManyPixels: `A imagem é grande demais (máximo de ${MEDIA_MAX_PIXELS / 1_000_000} megapixels).`,
  tooLong: `A imagem é comprida demais (máximo de ${MEDIA_MAX_SIDE.toLocaleString('pt-BR')} pixels de largura ou de altura).`,
  notFound: 'Imagem não encontrada',
  crossOrigin: 'Envio recusado: origem diferente do site',
} as const;

export const isMediaMimeType = (type: string): type is MediaMimeType =>
  (MEDIA_MIME_TYPES as readonly string[]).includes(type.toLowerCase());

/**
 * The widths made for an image whose largest copy is `maxWidth` wide: every standard width
 * below it, then `maxWidth` itself. Given the original's width (capped at the largest standard
 * width) it says which variants to make; given the largest variant's width it says which exist.
 */
export function mediaVariantWidths(maxWidth: number): number[] {
  const top = Math.max(1, Math.min(Math.round(maxWidth), LARGEST_WIDTH));
  return [...MEDIA_WIDTHS.filter((width) => width < top), top];
}

/** Hex characters of the original's SHA-256 that every variant path carries. */
export const MEDIA_HASH_LENGTH = 10;

/**
 * The path of one variant: `/media/u/{id}-{hash}-{width}.webp`, `hash` being the first 10 hex
 * characters of the original's SHA-256 (the whole hash may be given). Paths are served as
 * immutable for a year, so they must never name other bytes: an id alone could be reused once
 * the database is recreated or restored, while browsers still hold the old image.
 */
export const mediaVariantPath = (id: number, sha256: string, width: number) =>
  `/media/u/${id}-${sha256.slice(0, MEDIA_HASH_LENGTH).toLowerCase()}-${width}.webp`;

const VARIANT_PATH = /^\/media\/u\/([1-9][0-9]{0,9})-([0-9a-f]{10})-([1-9][0-9]{0,4})\.webp$/;

export interface MediaPath {
  id: number;
  /** The first 10 hex characters of the original's SHA-256. */
  hash: string;
  width: number;
}

/**
 * `{id, hash, width}` of an uploaded image's path (`/media/u/12-9f86d081e8-1280.webp`), or null
 * for any other.
 */
export function parseMediaPath(path: string): MediaPath | null {
  const match = VARIANT_PATH.exec(path);
  if (!match) return null;
  return { id: Number(match[1]), hash: match[2]!, width: Number(match[3]) };
}

/**
 * The `srcset` of an uploaded image from any of its variant paths, or null for other images
 * (shipped SVGs, external URLs), which have a single source.
 */
export function mediaSrcSet(path: string): string | null {
  const parsed = parseMediaPath(path);
  if (!parsed) return null;
  return mediaVariantWidths(parsed.width)
    .map((width) => `${mediaVariantPath(parsed.id, parsed.hash, width)} ${width}w`)
    .join(', ');
}

/**
 * The alt text a page gives an image. Rows keep no alt text of their own, so: the image
 * library's text for this picture (`image_alts` of a public read), else the page's own words
 * for it, which are '' where the image only decorates text beside it.
 */
export function imageAlt(
  src: string,
  alts: Readonly<Record<string, string>> | undefined,
  fallback: string,
): string {
  return alts?.[src] ?? fallback;
}
