import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_SEARCH, SITE_PAGES, SITEMAP_ENTRIES } from '@oficina/core';
import { expect, it } from 'vitest';

/**
 * Core's SITE_PAGES is the one list of public pages: navigation, footer, sitemap, search, share
 * images and the panel's page pickers read it. A page file added to the site without an entry
 * there would be missing from all of them.
 */

const ROUTES = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'routes');

/** Route files that are not pages of their own: the root, parameterised and unlisted routes. */
const NOT_LISTED = new Set([
  '__root.tsx',
  'blog.$slug.tsx',
  'busca.tsx',
  // A booking's private page, opened only by the customer's link.
  'agendamento.$token.tsx',
]);

function pathOf(file: string): string {
  const name = file.replace(/\.tsx$/, '').replace(/\.index$/, '');
  return name === 'index' ? '/' : `/${name.replaceAll('.', '/')}`;
}

it('lists every page route of the site, and nothing else', async () => {
  const files = (await readdir(ROUTES, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !NOT_LISTED.has(entry.name))
    .map((entry) => pathOf(entry.name));
  expect(SITE_PAGES.map((page) => page.path).sort()).toEqual(files.sort());
});

it('gives every page a unique path and a title for its share image', () => {
  const paths = SITE_PAGES.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const page of SITE_PAGES) expect(page.path === '/' || page.title.length > 0).toBe(true);
});

it('says how the sitemap and the search see every page, and no other', () => {
  const paths = SITE_PAGES.map((page) => page.path).sort();
  expect(Object.keys(SITEMAP_ENTRIES).sort()).toEqual(paths);
  expect(Object.keys(PAGE_SEARCH).sort()).toEqual(paths);
});
