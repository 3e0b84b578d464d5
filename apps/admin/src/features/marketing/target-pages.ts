import { normalizePage, parseTargetPages, SITE_PAGES } from '@oficina/core';

/** What a target_pages comma list means: every page, or some pages (site pages first). */
export interface TargetSelection {
  all: boolean;
  pages: string[];
}

const ALL_MARKERS = new Set(['*', 'all']);

/** Reads the stored comma list ("*", "all", "/, /servicos", "servicos") as a selection. */
export function decodeTargetPages(stored: string | null | undefined): TargetSelection {
  const entries = parseTargetPages(stored ?? '');
  const all = entries.some((entry) => ALL_MARKERS.has(entry.toLowerCase()));
  const pages = [
    ...new Set(entries.filter((entry) => !ALL_MARKERS.has(entry.toLowerCase())).map(normalizePage)),
  ];
  return { all, pages: sortPages(pages) };
}

/** The value to store: 'all' for every page, else the pages as "/, /servicos" ('' for none). */
export function encodeTargetPages(selection: TargetSelection): string {
  if (selection.all) return 'all';
  return sortPages([...new Set(selection.pages.map(normalizePage))]).join(', ');
}

/** Site pages in the site's order, then any other stored path in alphabetical order. */
function sortPages(pages: string[]): string[] {
  const order = new Map(SITE_PAGES.map((page, index) => [page.path, index]));
  return [...pages].sort((a, b) => {
    const ia = order.get(a) ?? Number.MAX_SAFE_INTEGER;
    const ib = order.get(b) ?? Number.MAX_SAFE_INTEGER;
    return ia - ib || a.localeCompare(b);
  });
}

/** The name of a page for the owner: the site's label, or the path itself. */
export function pageLabel(path: string): string {
  return SITE_PAGES.find((page) => page.path === path)?.label ?? path;
}

/** "Todas as páginas" or "Página inicial, Serviços" for a list cell. */
export function describeTargetPages(stored: string | null | undefined): string {
  const { all, pages } = decodeTargetPages(stored);
  if (all) return 'Todas as páginas';
  if (pages.length === 0) return 'Nenhuma página';
  return pages.map(pageLabel).join(', ');
}
