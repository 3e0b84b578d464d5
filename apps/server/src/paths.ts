import { fileURLToPath } from 'node:url';

// Resolved from this file, which sits one level under apps/server both as source (src/) and bundled (dist/).
export const MEDIA_DIR = fileURLToPath(new URL('../public/media', import.meta.url));
