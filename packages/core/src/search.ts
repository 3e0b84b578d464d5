/** Suggestions and results start at 2 characters: a single letter matches nearly everything. */
export const SEARCH_MIN_LENGTH = 2;

export const SEARCH_CATEGORIES = ['service', 'page', 'faq', 'info'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The result groups' names; SEARCH_CATEGORIES gives the order the dialog and page show them in. */
export const SEARCH_CATEGORY_LABELS: Record<SearchCategory, string> = {
  service: 'Serviços',
  page: 'Páginas',
  faq: 'FAQ',
  info: 'Informações',
};

export interface SearchEntry {
  id: string;
  category: SearchCategory;
  title: string;
  description?: string;
  keywords?: readonly string[];
  /** A site path ("/servicos") or an absolute URL. */
  href: string;
}

export interface SearchGroup<T extends SearchEntry = SearchEntry> {
  category: SearchCategory;
  label: string;
  items: T[];
}

/** Lower case, accents removed, punctuation as spaces: "Higienização!" → "higienizacao". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when the query is long enough to search (after trimming). */
export function isSearchable(query: string): boolean {
  return normalizeSearchText(query).length >= SEARCH_MIN_LENGTH;
}

/**
 * 0 when some word of the query is missing; otherwise higher for matches in the title,
 * especially at its start. Every word must appear somewhere (title, keywords or description).
 */
export function scoreSearchEntry(entry: SearchEntry, query: string): number {
  const normalizedQuery = normalizeSearchText(query);
  if (normalizedQuery.length < SEARCH_MIN_LENGTH) return 0;
  const title = normalizeSearchText(entry.title);
  const keywords = normalizeSearchText((entry.keywords ?? []).join(' '));
  const description = normalizeSearchText(entry.description ?? '');

  let score = 0;
  for (const word of normalizedQuery.split(' ')) {
    if (title.includes(word)) score += 10;
    else if (keywords.includes(word)) score += 5;
    else if (description.includes(word)) score += 1;
    else return 0;
  }
  if (title.startsWith(normalizedQuery)) score += 100;
  else if (title.includes(normalizedQuery)) score += 50;
  return score;
}

/**
 * Matching entries grouped by category in SEARCH_CATEGORIES order, best first within each group,
 * at most `perGroup` each. Empty groups are left out; under 2 characters there are none.
 */
export function searchEntries<T extends SearchEntry>(
  entries: readonly T[],
  query: string,
  perGroup = 5,
): SearchGroup<T>[] {
  if (!isSearchable(query)) return [];
  const scored = entries
    .map((entry, index) => ({ entry, index, score: scoreSearchEntry(entry, query) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);

  return SEARCH_CATEGORIES.map((category) => ({
    category,
    label: SEARCH_CATEGORY_LABELS[category],
    items: scored
      .filter((item) => item.entry.category === category)
      .slice(0, perGroup)
      .map((item) => item.entry),
  })).filter((group) => group.items.length > 0);
}
