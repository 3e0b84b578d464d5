import { createHash } from 'node:crypto';
import { MEDIA_MESSAGES, type MediaMimeType, mediaVariantWidths } from '@oficina/core';
import sharp, { type Metadata } from 'sharp';

/** Larger than any phone photo (~12–50 MP is 4000×3000 to 8000×6000), small enough to decode safely. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 78;
/** Seconds libvips may spend on one variant before giving up. */
const TIMEOUT_SECONDS = 20;

/** A refusal the upload route answers with its status and Portuguese message. */
export class ImageRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const invalid = () => new ImageRejected(400, MEDIA_MESSAGES.invalid, 'BAD_REQUEST');
const unsupported = () =>
  new ImageRejected(415, MEDIA_MESSAGES.unsupported, 'UNSUPPORTED_MEDIA_TYPE');

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
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, input).metadata();
  } catch {
    throw invalid();
  }
  const mime = mimeOf(meta);
  if (!mime) throw unsupported();
  // Dimensions come from the header, before any decoding: refuse bombs here.
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight || meta.width * frameHeight > MAX_INPUT_PIXELS) throw invalid();

  const rotated = meta.autoOrient ?? { width: meta.width, height: frameHeight };
  const pipeline = sharp(bytes, input).autoOrient().timeout({ seconds: TIMEOUT_SECONDS });
  let variants: ProcessedImage['variants'];
  try {
    variants = await Promise.all(
      mediaVariantWidths(rotated.width).map(async (width) => {
        const { data, info } = await pipeline
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
  } catch {
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
