import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloadsPlugin } from './scripts/route-preloads';

export default defineConfig(({ isSsrBuild }) => ({
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
    // The server build learns each page's chunks from the client build (see the plugin).
    routePreloadsPlugin('dist/client'),
  ],
  build: {
    // The client build is driven by the browser entry; its manifest tells the server which files to send.
    manifest: !isSsrBuild,
    // One stylesheet for the whole site (a few KB): the server links it in every page's HTML,
    // so no page paints unstyled while route chunks load.
    cssCodeSplit: false,
    sourcemap: true,
    ...(isSsrBuild ? {} : { rollupOptions: { input: 'src/entry-client.tsx' } }),
  },
  ssr: {
    // Workspace packages are TypeScript sources: bundle them into the SSR build.
    noExternal: [/^@oficina\//],
  },
}));
