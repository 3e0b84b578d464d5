import { fileURLToPath } from 'node:url';

// Resolved from this file, which sits one level under apps/server both as source (src/) and bundled (dist/).
export const MEDIA_DIR = fileURLToPath(new URL('../public/media', import.meta.url));

/** The WebP copies of the shipped photos, written by the build (`render-shipped-images.ts`). */
export const SHIPPED_RASTER_DIR = fileURLToPath(new URL('../dist/media', import.meta.url));

/**
 * The embedded database's directory when DATA_DIR is not set: apps/server/.data, whichever
 * directory a command runs from (`npm start` runs in apps/server, `npm run admin:reset-password`
 * and `npm run db:backup` at the repository's root), so every command finds the same database.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));
