import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * Dates reach people in Portuguese on the workshop's clock (São Paulo) through one module,
 * `packages/core/src/dates.ts`. A date formatted anywhere else drifts: another format, or the
 * time zone of whatever machine runs it (a UTC server writes tomorrow's date after 21:00).
 */

const ROOT = join(import.meta.dirname, '..');
const ROOTS = ['apps', 'packages'];
const SKIP = /(^|\/)(node_modules|dist|\.turbo|\.data)(\/|$)/;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|e2e)\.tsx?$/;

/** Ways of writing a date other than through dates.ts. */
const DATE_FORMATTING = [
  /new Intl\.DateTimeFormat\(/,
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /\.toLocaleString\(\s*['"]pt-BR['"]\s*,\s*\{[^}]*(day|month|year|hour|dateStyle|timeStyle)/,
];

async function* sourceFiles(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (SKIP.test(relative(ROOT, path))) continue;
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

it('formats dates only in packages/core/src/dates.ts', async () => {
  const offenders: string[] = [];
  for (const root of ROOTS) {
    for await (const file of sourceFiles(join(ROOT, root))) {
      const text = await readFile(file, 'utf8');
      if (DATE_FORMATTING.some((pattern) => pattern.test(text)))
        offenders.push(relative(ROOT, file));
    }
  }
  expect(offenders).toEqual([]);
});
