/**
 * The list page's client-side narrowing: search, the Ativos/Ocultos filter and pages. Panel
 * lists are small (tens of rows), so they are narrowed in the browser, not on the server.
 */

/** Which rows the filter keeps: every row, only those shown on the site, or only hidden ones. */
export type StatusFilter = 'all' | 'active' | 'hidden';

export interface Narrowing {
  search: string;
  status: StatusFilter;
}

/** Lower case without accents, so "manutencao" finds "Manutenção". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** True when every word of `search` appears in one of `texts` (an empty search matches all). */
export function matchesSearch(texts: readonly (string | null | undefined)[], search: string) {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(' \n '));
  return words.every((word) => haystack.includes(word));
}

/** The rows a search and a status filter keep, in their original order. */
export function narrowRows<T>(
  rows: readonly T[],
  { search, status }: Narrowing,
  textOf?: (row: T) => readonly (string | null | undefined)[],
  isActive?: (row: T) => boolean,
): T[] {
  return rows.filter((row) => {
    if (isActive && status !== 'all' && isActive(row) !== (status === 'active')) return false;
    return !textOf || matchesSearch(textOf(row), search);
  });
}

/** The number of pages `total` rows fill (at least one, so "Página 1 de 1" reads right). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page `page` (1-based, clamped to the pages there are) of `rows`. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(rows.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}
