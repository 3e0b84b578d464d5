import { mediaSrcSet, mediaVariantWidths } from './media';

/**
 * Pictures shipped with the product (the demo workshop's photos: the façade, jobs, blog covers,
 * services) are drawn as SVG in the source and turned into WebP copies at build time, at the
 * same widths an upload gets. A page names the largest copy (`/media/sobre/oficina-1200.webp`)
 * and the browser picks the one its screen needs from the `srcset`, as for uploads.
 */

/** Folders under /media whose SVGs stand where photos would be, and get raster copies. */
export const SHIPPED_PHOTO_FOLDERS = ['sobre', 'portfolio', 'blog', 'servicos'] as const;

const SHIPPED_RASTER =
  /^\/media\/((?:sobre|portfolio|blog|servicos)\/[a-z0-9-]+)-([1-9][0-9]{0,4})\.webp$/;

/** The path of one copy of a shipped picture: `name` is its SVG's path under /media, without `.svg`. */
export const shippedImagePath = (name: string, width: number) => `/media/${name}-${width}.webp`;

/** `srcset` of a shipped picture from the path of its largest copy, or null for any other path. */
export function shippedImageSrcSet(path: string): string | null {
  const match = SHIPPED_RASTER.exec(path);
  if (!match) return null;
  const name = match[1]!;
  return mediaVariantWidths(Number(match[2]))
    .map((width) => `${shippedImagePath(name, width)} ${width}w`)
    .join(', ');
}

/** The SVG a shipped copy is drawn from (`blog/x.svg` for `/media/blog/x-1200.webp`), or null. */
export function shippedImageSource(path: string): string | null {
  const name = SHIPPED_RASTER.exec(path)?.[1];
  return name ? `${name}.svg` : null;
}

/** The `srcset` any picture of the site gets: uploads and shipped photos; null for one-source images. */
export const imageSrcSet = (path: string): string | null =>
  mediaSrcSet(path) ?? shippedImageSrcSet(path);
