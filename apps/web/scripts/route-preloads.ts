import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:route-preloads';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * For each page route, the scripts its component needs beyond the entry: route id → URLs.
 * Read from the client build's manifest (the server build runs after it), so the server can
 * write them as <link rel="modulepreload"> and the browser fetches a page's chunks with the
 * entry instead of only once the entry has run and asked for them.
 */
export function routePreloads(root: string, clientOutDir: string): Record<string, string[]> {
  const manifestPath = join(root, clientOutDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return {};
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry and what it imports are preloaded on every page already.
  const shared = new Set([entryKey, ...(entryKey ? (manifest[entryKey]?.imports ?? []) : [])]);
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || shared.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const preloads: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const source = /^(src\/routes\/[^?]+\.tsx)\?tsr-split=component$/.exec(key)?.[1];
    if (!source) continue;
    // The route's id is the path its file declares: createFileRoute('/blog/$slug').
    const id = /createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/.exec(
      readFileSync(join(root, source), 'utf8'),
    )?.[1];
    if (!id) continue;
    preloads[id] = [...closure(key)].map((chunk) => `/${manifest[chunk]!.file}`);
  }
  return preloads;
}

/** `virtual:route-preloads` for the server entry: the map above (empty in development). */
export function routePreloadsPlugin(clientOutDir: string): Plugin {
  let root = process.cwd();
  let build = false;
  return {
    name: 'oficina:route-preloads',
    configResolved(config) {
      root = config.root;
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const preloads = build ? routePreloads(root, clientOutDir) : {};
      return `export default ${JSON.stringify(preloads)};`;
    },
  };
}
