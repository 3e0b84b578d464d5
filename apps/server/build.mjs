// Bundles the server and its commands (migrate; backup and restore; a password reset) with the
// workspace packages (TypeScript sources) into dist/main.js, dist/migrate.js, dist/backup.js and
// dist/reset-password.js, so a container image runs them with plain node.
// Every other package stays external and loads from node_modules at run time.
// Then it draws the WebP copies of the shipped demo photos into dist/media.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/migrate.ts',
    backup: 'src/backup/cli.ts',
    'reset-password': 'src/reset-password.ts',
    'render-shipped-images': 'src/media/render-shipped-images.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@oficina/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

const { renderShippedImages } = await import('./dist/render-shipped-images.js');
await renderShippedImages();
