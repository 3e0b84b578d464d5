// Bundles the server and its commands (migrate; backup and restore; a password reset) with the
// workspace packages (TypeScript sources) into dist/main.js, dist/migrate.js, dist/backup.js and
// dist/reset-password.js, so a container image runs them with plain node.
// Every other package stays external and loads from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/migrate.ts',
    backup: 'src/backup/cli.ts',
    'reset-password': 'src/reset-password.ts',
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
