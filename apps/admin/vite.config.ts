import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const adminDir = fileURLToPath(new URL('./src', import.meta.url));
/** The public site's source: the panel previews banners, popups and texts with its components. */
export const siteSource = fileURLToPath(new URL('../web/src', import.meta.url));

/**
 * The admin panel is its own single-page app under /admin: a separate entry, router and build,
 * so no panel code can ever be part of a public page's JavaScript.
 */
export default defineConfig({
  root: adminDir,
  base: '/admin/',
  resolve: { alias: { '@site': siteSource } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${adminDir}/routes`,
      generatedRouteTree: `${adminDir}/route-tree.gen.ts`,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});
