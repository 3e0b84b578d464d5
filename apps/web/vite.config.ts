import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePreloadsPlugin } from './scripts/route-preloads';

/**
 * Draws lucide's icons with `src/components/slim-icon.ts` instead of lucide's own component, so
 * each icon in a page carries its paths and size but not nine repeated attributes. Lucide's icon
 * modules import their renderer as './Icon.mjs' from createLucideIcon.mjs; that one import is
 * redirected. Only in builds: the dev server pre-bundles lucide with esbuild, where plugins do
 * not run, and its server render must match the browser's.
 */
function slimLucideIcons(): Plugin {
  const slimIcon = fileURLToPath(new URL('./src/components/slim-icon.ts', import.meta.url));
  return {
    name: 'oficina:slim-lucide-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './Icon.mjs' &&
        importer?.replaceAll('\\', '/').endsWith('lucide-react/dist/esm/createLucideIcon.mjs')
      ) {
        return slimIcon;
      }
      return null;
    },
  };
}

/**
 * How the browser's code is cut into files. Left alone, the bundler gave every module that the
 * entry shares with a lazy chunk (a route, a dialog, an after-idle feature) a file of its own:
 * about thirty requests before a page could hydrate, many of a few hundred bytes. Instead:
 * - everything the entry imports statically (what every page runs to hydrate) is three files:
 *   React, the router and query libraries, and the site's own code;
 * - the small parts page routes share (page header, WhatsApp call, dates, a few icons) are one
 *   more, so a page fetches those, its own chunk and that one;
 * - what loads later (dialogs, popups, analytics, the Markdown renderer) keeps its own chunks,
 *   still off the critical path.
 */
const codeSplitting = {
  groups: [
    // Three files rather than one: measured on a throttled CPU, one file of it all made longer
    // main-thread tasks (more blocking time) than these three.
    // With src/lib/react-dom-client.ts, so the renderer's body runs with this file (see there).
    {
      name: 'react',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]lib[\\/]react-dom-client\.ts$/,
      tags: ['$initial' as const],
      priority: 4,
    },
    {
      name: 'router',
      test: /[\\/]node_modules[\\/]@(tanstack|trpc)[\\/]/,
      tags: ['$initial' as const],
      priority: 3,
    },
    { name: 'app', tags: ['$initial' as const], priority: 2 },
    {
      name: 'page-kit',
      test: /[\\/]src[\\/]|[\\/]lucide-react[\\/]/,
      minShareCount: 2,
      maxModuleSize: 4096,
      priority: 1,
    },
  ],
};

/**
 * React's file and the router libraries' file start with V8's compile hint
 * `//# allFunctionsCalledOnLoad`. Without it, Chromium compiles each function on the main thread
 * the first time it is called: on a first visit, while React's renderer sets up, the router is
 * created and the page hydrates, the moments a phone cannot answer a tap. With it, Chromium
 * compiles the whole file on a background thread while it downloads. Only for files whose
 * functions mostly run at start-up; other browsers read a comment. A post-banner is added after
 * minification (which would strip a comment) and before the file's name is hashed. The site's own
 * file is left out: Vite writes its table of preloads on that file's first line, where the hint
 * must be, and hinting it by hand measured no better.
 */
const COMPILED_EAGERLY = new Set(['react', 'router']);
function compileHint(chunk: { name: string }): string {
  return COMPILED_EAGERLY.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '';
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    // The router plugin must come before React's (it generates the route tree and splits routes).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    slimLucideIcons(),
    // The server build learns each page's chunks from the client build (see the plugin).
    routePreloadsPlugin('dist/client'),
  ],
  build: {
    // The client build is driven by the browser entry; its manifest tells the server which files to send.
    manifest: !isSsrBuild,
    // One stylesheet for the whole site (about 11 KB compressed), linked in every page's head: a
    // first visit fetches it once, beside the page, and every later page has it from the cache.
    // No page paints unstyled while route chunks load.
    cssCodeSplit: false,
    sourcemap: true,
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            input: 'src/entry-client.tsx',
            output: { codeSplitting, postBanner: compileHint },
          },
        }),
  },
  ssr: {
    // Workspace packages are TypeScript sources: bundle them into the SSR build.
    // Lucide too in builds, so the server renders the same slim icons as the browser.
    noExternal: command === 'build' ? [/^@oficina\//, 'lucide-react'] : [/^@oficina\//],
  },
}));
