import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaVariantWidths, SHIPPED_PHOTO_FOLDERS, shippedImagePath } from '@oficina/core';
import sharp from 'sharp';
import { MEDIA_DIR, SHIPPED_RASTER_DIR } from '../paths';

/** The quality uploads get, so the demo's pictures weigh what the owner's photos will. */
const WEBP_QUALITY = 78;

/**
 * Writes the WebP copies of the shipped photos (see `shipped-images.ts` in core) next to the
 * build. Run by the build and before the dev server; a copy newer than its SVG is kept, so a
 * second run costs a directory listing.
 */
export async function renderShippedImages(): Promise<number> {
  let written = 0;
  for (const folder of SHIPPED_PHOTO_FOLDERS) {
    const files = (await readdir(join(MEDIA_DIR, folder))).filter((file) => file.endsWith('.svg'));
    await mkdir(join(SHIPPED_RASTER_DIR, folder), { recursive: true });
    for (const file of files) {
      written += await renderOne(`${folder}/${file.slice(0, -'.svg'.length)}`);
    }
  }
  return written;
}

async function renderOne(name: string): Promise<number> {
  const source = join(MEDIA_DIR, `${name}.svg`);
  const sourceTime = (await stat(source)).mtimeMs;
  const { width = 0 } = await sharp(source).metadata();
  let written = 0;
  for (const target of mediaVariantWidths(width)) {
    const output = join(SHIPPED_RASTER_DIR, shippedImagePath(name, target).slice('/media/'.length));
    if (await isNewer(output, sourceTime)) continue;
    // Drawn at the target width from the vector (density scales the SVG's own size), so every
    // copy is sharp rather than a downscaled bitmap.
    await sharp(source, { density: Math.max(1, (72 * target) / width) })
      .resize({ width: target })
      .webp({ quality: WEBP_QUALITY })
      .toFile(output);
    written += 1;
  }
  return written;
}

async function isNewer(path: string, than: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs >= than;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await renderShippedImages();
  if (written > 0) console.log(`Imagens de demonstração: ${written} cópias WebP geradas.`);
}
