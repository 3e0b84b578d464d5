import { createHash } from 'node:crypto';
import { QueueFull, WorkQueue } from '@oficina/api';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_MESSAGES,
  MESSAGES,
  type MediaMimeType,
  mediaVariantWidths,
} from '@oficina/core';
import sharp, { type Metadata } from 'sharp';

const WEBP_QUALITY = 78;
/** Seconds libvips may spend on one variant before giving up. */
const TIMEOUT_SECONDS = 20;

// Memory over speed: one libvips thread per image, and no cache of decoded images kept between
// uploads (the same image is rarely processed twice; the variants are served from the database).
sharp.concurrency(1);
sharp.cache(false);

/**
 * One image decoded at a time: a 25-megapixel image takes about 100 MB while it is resized, so
 * uploads sent together wait their turn instead of adding up. A few may wait (a manager picking
 * several photos); more than that is refused at once.
 */
const imageWork = new WorkQueue(1, 8);

/** A refusal the upload route answers with its status and Portuguese message. */
export class ImageRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 429,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const invalid = () => new ImageRejected(400, MEDIA_MESSAGES.invalid, 'BAD_REQUEST');
const unsupported = () =>
  new ImageRejected(415, MEDIA_MESSAGES.unsupported, 'UNSUPPORTED_MEDIA_TYPE');
const tooManyPixels = () =>
  new ImageRejected(413, MEDIA_MESSAGES.tooManyPixels, 'PAYLOAD_TOO_LARGE');
const tooLong = () => new ImageRejected(413, MEDIA_MESSAGES.tooLong, 'PAYLOAD_TOO_LARGE');
const busy = () => new ImageRejected(429, MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS');

/** What the decoder found → the type we record. HEIF only as AVIF (AV1); HEIC is not decoded. */
function mimeOf(meta: Metadata): MediaMimeType | null {
  switch (meta.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'gif':
      return 'image/gif';
    case 'heif':
      return meta.compression === 'av1' ? 'image/avif' : null;
    default:
      return null;
  }
}

export interface ProcessedImage {
  mime_type: MediaMimeType;
  width: number;
  height: number;
  sha256: string;
  variants: { width: number; height: number; bytes: Buffer }[];
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks that the bytes are an image of an accepted type and a sane size, then makes the WebP
 * variants: rotated by EXIF, converted to sRGB, metadata stripped (sharp keeps none by default),
 * first frame only for animations.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const input = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    // Only the header is read here; without the limit, so a too-big image is told apart from a
    // broken one (sharp refuses both alike once the limit is set).
    meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  const mime = mimeOf(meta);
  if (!mime) throw unsupported();
  // Dimensions come from the header, before any decoding: refuse bombs here.
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw invalid();
  if (meta.width * frameHeight > MEDIA_MAX_PIXELS) throw tooManyPixels();
  if (Math.max(meta.width, frameHeight) > MEDIA_MAX_SIDE) throw tooLong();

  const rotated = meta.autoOrient ?? { width: meta.width, height: frameHeight };
  let variants: ProcessedImage['variants'];
  try {
    variants = await imageWork.run(() => makeVariants(bytes, input, rotated.width));
  } catch (error) {
    if (error instanceof QueueFull) throw busy();
    // Truncated or corrupt pixel data that the header did not reveal.
    throw invalid();
  }
  return {
    mime_type: mime,
    width: rotated.width,
    height: rotated.height,
    sha256: sha256Of(bytes),
    variants,
  };
}

/**
 * The WebP copies. The original is decoded once, into the largest copy as raw pixels (rotated by
 * EXIF, in sRGB); every copy is then made from those few megabytes. Decoding the original for
 * each copy, as PNG and GIF cannot be decoded at a smaller size, held up to 180 MB at its peak
 * for a 12 000 × 2 083 PNG; decoded once, the peak stays under 130 MB for any accepted image.
 */
async function makeVariants(bytes: Buffer, input: sharp.SharpOptions, width: number) {
  const widths = mediaVariantWidths(width);
  const largest = await sharp(bytes, input)
    .autoOrient()
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: rawWidth, height: rawHeight, channels } = largest.info;
  const raw = { raw: { width: rawWidth, height: rawHeight, channels } };
  const variants: ProcessedImage['variants'] = [];
  for (const variantWidth of widths) {
    const { data, info } = await sharp(largest.data, raw)
      .timeout({ seconds: TIMEOUT_SECONDS })
      .resize({ width: variantWidth, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, bytes: data });
  }
  return variants;
}
