import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const integration = [
  'packages/db/src/**/*.test.ts',
  'packages/api/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
];

/** Fails a test whose servers logged at error level, or that called console.error, unexpectedly. */
const LOG_GUARD = 'apps/server/src/testing/log-guard.setup.ts';

/**
 * unit: pure rules, repo-wide checks of the source (scripts/) and the benchmarks' arithmetic
 * (bench/). integration:pglite always runs; integration:postgres runs the same files against a
 * real server when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/core/src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        // The panel imports the site's components it previews as @site/… (apps/admin/vite.config.ts).
        resolve: { alias: { '@site': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/admin/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration:pglite',
          include: integration,
          globalSetup: ['packages/db/src/testing/global-setup-pglite.ts'],
          setupFiles: [LOG_GUARD],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          setupFiles: ['apps/web/e2e/server-log-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: these machines have two cores.
          fileParallelism: false,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'integration:postgres',
                include: integration,
                globalSetup: ['packages/db/src/testing/global-setup-postgres.ts'],
                setupFiles: [LOG_GUARD],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
