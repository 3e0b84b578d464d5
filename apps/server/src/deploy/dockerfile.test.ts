import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Stage {
  name: string;
  instructions: string[];
}

/** Instructions per stage, continuation lines joined and comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const joined = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  for (const line of joined.split('\n').map((l) => l.trim().replace(/\s+/g, ' '))) {
    if (!line) continue;
    const from = /^FROM \S+(?: AS (\S+))?$/i.exec(line);
    if (from) stages.push({ name: from[1] ?? `stage${stages.length}`, instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

const stages = parseDockerfile(read('infra/docker/Dockerfile'));
const build = stages.find((stage) => stage.name === 'build')!;
const runtime = stages.at(-1)!;

/** Paths, relative to the repository, that the runtime stage copies from the build stage. */
const copied = runtime.instructions.flatMap((line) => {
  const copy = /^COPY --from=build \/app\/(\S+) (\S+)$/.exec(line);
  return copy ? [{ source: copy[1]!, destination: copy[2]! }] : [];
});
const isCopied = (path: string) =>
  copied.some(({ source }) => path === source || path.startsWith(`${source}/`));

/** What the server and its commands (migrate, backup, restore) open by path at run time. */
const RUNTIME_FILES = [
  'package.json', // npm run db:migrate
  'apps/server/package.json',
  'apps/server/dist/main.js',
  'apps/server/dist/migrate.js',
  'apps/server/dist/backup.js', // npm run db:backup / db:restore
  'apps/server/dist/reset-password.js', // npm run admin:reset-password
  'apps/server/public/media',
  'apps/web/package.json', // the site is found through it
  'apps/web/dist/client/.vite/manifest.json',
  'apps/web/dist/server/entry-server.js',
  'apps/admin/package.json', // the panel is found through it
  'apps/admin/dist/index.html',
  'packages/db/package.json', // the migrations are found through it
  'packages/db/drizzle/meta/_journal.json',
];

/**
 * Packages the server opens files of by path, not by import (so the bundle's imports do not name
 * them): the share images' font (share-image/draw-card.ts).
 */
const READ_BY_PATH = [{ name: '@fontsource/inter', from: 'apps/server/dist/main.js' }];

/** Loaded only by `npm run dev` (WEB_DEV=true), never in the image. */
const DEV_ONLY = new Set(['vite']);

function bareImports(file: string): Set<string> {
  const code = readFileSync(file, 'utf8');
  const names = new Set<string>();
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const [, specifier] of code.matchAll(pattern)) {
      if (!specifier || /^[./]/.test(specifier) || specifier.startsWith('node:')) continue;
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0]!;
      if (!builtinModules.includes(name)) names.add(name);
    }
  return names;
}

/** Node's own lookup: node_modules/<name> in the file's directory and each one above it. */
function packageLocation(name: string, fromFile: string): string | null {
  let dir = dirname(fromFile);
  for (;;) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json')))
      return relative(ROOT, join(dir, 'node_modules', name));
    const parent = dirname(dir);
    if (parent === dir || !parent.startsWith(ROOT.replace(/\/$/, ''))) return null;
    dir = parent;
  }
}

const built = existsSync(join(ROOT, 'apps/server/dist/migrate.js'));
const pgliteOnly = inject('testDatabase').kind === 'pglite';

describe.skipIf(!pgliteOnly)('container image (infra/docker/Dockerfile)', () => {
  it('installs with every workspace manifest in place, so npm ci matches the lockfile', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const dirs = workspaces.flatMap((pattern) =>
      readdirSync(join(ROOT, pattern.replace('/*', '')))
        .map((name) => `${pattern.replace('/*', '')}/${name}`)
        .filter((dir) => existsSync(join(ROOT, dir, 'package.json'))),
    );
    const install = build.instructions.findIndex((line) => /^RUN .*npm ci\b/.test(line));
    expect(install).toBeGreaterThan(0);
    const before = build.instructions.slice(0, install).join('\n');
    for (const dir of ['.', ...dirs])
      expect(before, `${dir}/package.json copied before npm ci`).toMatch(
        new RegExp(`COPY .*${dir === '.' ? '' : `${dir}/`}package\\.json`),
      );
    expect(build.instructions.join('\n')).toMatch(/npm prune --omit=dev/);
    const { packageManager } = JSON.parse(read('package.json')) as { packageManager: string };
    expect(build.instructions.slice(0, install).join('\n')).toContain(
      `npm install -g ${packageManager}`,
    );
  });

  it('copies each path to the same place, so relative lookups work as in the repository', () => {
    expect(copied.length).toBeGreaterThan(5);
    for (const { source, destination } of copied) {
      const target = destination === './' ? '' : destination.replace(/\/$/, '');
      const expected = destination.endsWith('/') ? dirname(source) : source;
      expect(target, source).toBe(expected === '.' ? '' : expected);
    }
    expect(runtime.instructions).toContain('WORKDIR /app');
  });

  it('copies every file the server, the site and the migrations need at run time', () => {
    for (const path of RUNTIME_FILES) expect(isCopied(path), path).toBe(true);
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts['db:migrate']).toBe('node apps/server/dist/migrate.js');
    expect(scripts['db:backup']).toBe('node apps/server/dist/backup.js backup');
    expect(scripts['db:restore']).toBe('node apps/server/dist/backup.js restore');
  });

  it.skipIf(!built)('finds those files in the build (npm run build)', () => {
    for (const path of RUNTIME_FILES) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it.skipIf(!built)(
    'has every package the bundles import among the copied, non-dev dependencies',
    () => {
      const lock = JSON.parse(read('package-lock.json')) as {
        packages: Record<string, { dev?: boolean }>;
      };
      const serverDir = join(ROOT, 'apps/web/dist/server');
      const bundles = [
        join(ROOT, 'apps/server/dist/main.js'),
        join(ROOT, 'apps/server/dist/migrate.js'),
        join(ROOT, 'apps/server/dist/backup.js'),
        join(serverDir, 'entry-server.js'),
        ...readdirSync(join(serverDir, 'assets'))
          .filter((name) => name.endsWith('.js'))
          .map((name) => join(serverDir, 'assets', name)),
      ];
      const problems: string[] = [];
      let checked = 0;
      for (const bundle of bundles)
        for (const name of bareImports(bundle)) {
          if (DEV_ONLY.has(name)) continue;
          checked++;
          const where = `${name} (from ${relative(ROOT, bundle)})`;
          const location = packageLocation(name, bundle);
          if (!location) problems.push(`${where}: not installed`);
          else if (!lock.packages[location])
            problems.push(`${where}: ${location} not in the lockfile`);
          else if (lock.packages[location].dev)
            problems.push(`${where}: a dev dependency, removed by npm prune --omit=dev`);
          else if (!isCopied(location)) problems.push(`${where}: ${location} not copied`);
        }
      for (const { name, from } of READ_BY_PATH) {
        const bundle = join(ROOT, from);
        expect(read(from), `${from} reads ${name}`).toContain(name);
        const location = packageLocation(name, bundle);
        if (!location) problems.push(`${name} (read by ${from}): not installed`);
        else if (!lock.packages[location] || lock.packages[location].dev)
          problems.push(`${name} (read by ${from}): not a runtime dependency in the lockfile`);
        else if (!isCopied(location)) problems.push(`${name} (read by ${from}): not copied`);
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(20);
      // vite is only imported lazily, for npm run dev.
      const main = read('apps/server/dist/main.js');
      expect(main).not.toMatch(/from\s*["']vite["']/);
    },
  );

  it("locks the native build of the share images' rasteriser for the image's platforms", () => {
    // @resvg/resvg-js loads its binary from an optional package per platform, which npm ci
    // installs only when the lockfile lists it: the Debian (glibc) image on x64 and arm64.
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { dev?: boolean; libc?: string[] }>;
    };
    expect(read('infra/docker/Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:\d+-bookworm/m);
    for (const arch of ['x64', 'arm64']) {
      const entry = lock.packages[`node_modules/@resvg/resvg-js-linux-${arch}-gnu`];
      expect(entry, arch).toBeDefined();
      expect(entry?.dev, arch).toBeUndefined();
      expect(entry?.libc, arch).toEqual(['glibc']);
    }
  });

  it('builds and runs on the current Node LTS, 24, on Debian bookworm', () => {
    // The CI matrix keeps 20 and 22 working; the image runs the newest long-term release.
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    expect(read('infra/docker/Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(read('infra/docker/Dockerfile')).toMatch(/^FROM \$\{NODE_IMAGE\} AS build$/m);
    expect(read('infra/docker/Dockerfile')).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime$/m);
  });

  it('runs as a non-root user, health-checks /api/health and starts the built server', () => {
    const user = runtime.instructions.find((line) => line.startsWith('USER '));
    expect(user).toMatch(/^USER [1-9]\d*(:\d+)?$/);
    expect(runtime.instructions.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(
      /\/api\/health/,
    );
    // React's production build, and a real deployment's checks (PUBLIC_URL, no demo content).
    const env = runtime.instructions.find((line) => line.startsWith('ENV '));
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/STRICT_DEPLOYMENT=true/);
    expect(runtime.instructions.at(-1)).toBe('CMD ["node", "apps/server/dist/main.js"]');
  });

  it('keeps the host’s dependencies and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '**/.data', '.git'])
      expect(ignored).toContain(pattern);
  });
});
