import { fileURLToPath } from 'node:url';

// Resolved from this file, which sits one level under apps/server both as source (src/) and bundled (dist/).
export const MEDIA_DIR = fileURLToPath(new URL('../public/media', import.meta.url));

/** The WebP copies of the shipped photos, written by the build (`render-shipped-images.ts`). */
export const SHIPPED_RASTER_DIR = fileURLToPath(new URL('../dist/media', import.meta.url));
