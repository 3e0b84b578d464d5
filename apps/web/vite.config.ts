import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePreloadsPlugin } from './scripts/route-preloads';

/**
 * The server writes the stylesheet inline in the head (apps/server/src/plugins/web.ts). This flag
 * tells TanStack Router's client to adopt that <style> on hydration instead of rendering an empty
 * one (a hydration mismatch). The router plugin defines it as "false" by default (TanStack Start
 * turns it on the same way), so it is set by a plugin after it.
 */
function inlineCssFlag(): Plugin {
  return {
    name: 'oficina:inline-css-flag',
    config: () => ({
      define: {
        'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
        'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
      },
    }),
  };
}

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
    inlineCssFlag(),
    slimLucideIcons(),
    // The server build learns each page's chunks from the client build (see the plugin).
    routePreloadsPlugin('dist/client'),
  ],
  build: {
    // The client build is driven by the browser entry; its manifest tells the server which files to send.
    manifest: !isSsrBuild,
    // One stylesheet for the whole site (about 10 KB compressed): the server writes it inline in
    // every page's head, so no page waits on it or paints unstyled while route chunks load.
    cssCodeSplit: false,
    sourcemap: true,
    ...(isSsrBuild ? {} : { rollupOptions: { input: 'src/entry-client.tsx' } }),
  },
  ssr: {
    // Workspace packages are TypeScript sources: bundle them into the SSR build.
    // Lucide too in builds, so the server renders the same slim icons as the browser.
    noExternal: command === 'build' ? [/^@oficina\//, 'lucide-react'] : [/^@oficina\//],
  },
}));
