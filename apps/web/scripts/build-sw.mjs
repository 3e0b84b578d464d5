// Writes the service worker (dist/client/sw.js, served at /sw.js by apps/server) after the Vite
// builds: precaches the hashed assets and the offline page, and caches at run time
//   - page navigations network-first, falling back to the offline page;
//   - /media/ images cache-first with expiry;
//   - public tRPC reads stale-while-revalidate for a few minutes;
// and shows the panel's lead notifications (pwa/push-handlers.js, appended).
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(webDir, 'dist/client');

if (!existsSync(join(clientDir, 'assets'))) {
  console.error('build-sw: dist/client/assets não existe; rode o build do Vite antes.');
  process.exit(1);
}
copyFileSync(join(webDir, 'pwa/offline.html'), join(clientDir, 'offline.html'));

const DAY = 24 * 60 * 60;

const { count, size, warnings } = await generateSW({
  swDest: join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  globPatterns: ['assets/**/*.{js,css,svg,png,woff2}', 'offline.html'],
  globIgnores: ['**/*.map', '.vite/**'],
  // Asset names carry a content hash already: no ?__WB_REVISION__ needed.
  dontCacheBustURLsMatching: /^assets\//,
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  cacheId: 'oficina',
  runtimeCaching: [
    {
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'paginas',
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 40, maxAgeSeconds: 7 * DAY },
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: '/offline.html' },
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'midia',
        expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // Public reads only: never what an admin page asks for (signed-in data must not sit in
      // the browser's cache storage), nor lists that include hidden rows.
      urlPattern: ({ url, request, sameOrigin }) =>
        sameOrigin &&
        request.method === 'GET' &&
        url.pathname.startsWith('/trpc/') &&
        !url.search.includes('include_inactive') &&
        !/^\/(admin|login)/.test(new URL(request.referrer || url.href).pathname) &&
        !/(^|,)(auth|users|contacts|audit|settings\.list)/.test(url.pathname.slice(6)),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'dados',
        expiration: { maxEntries: 60, maxAgeSeconds: 5 * 60 },
        cacheableResponse: { statuses: [200] },
      },
    },
  ],
});

// The panel's lead notifications: handlers for push messages and taps on them.
appendFileSync(
  join(clientDir, 'sw.js'),
  `\n${readFileSync(join(webDir, 'pwa/push-handlers.js'), 'utf8')}`,
);

for (const warning of warnings) console.warn(`build-sw: ${warning}`);
console.log(
  `build-sw: sw.js com ${count} arquivos pré-carregados (${(size / 1024).toFixed(0)} KiB)`,
);
