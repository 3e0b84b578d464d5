import { normalizeSearchText } from '@oficina/core';

export const RECENT_SEARCHES_KEY = 'recentSearches';
/** At most 5 recent searches: enough to come back to, short enough to scan. */
export const MAX_RECENT_SEARCHES = 5;

/** Newest first; a repeated search (ignoring case and accents) moves to the top. Blank is ignored. */
export function addRecentSearch(
  list: readonly string[],
  query: string,
  max = MAX_RECENT_SEARCHES,
): string[] {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return [...list];
  const key = normalizeSearchText(trimmed);
  return [trimmed, ...list.filter((item) => normalizeSearchText(item) !== key)].slice(0, max);
}

/** A stored list, tolerant of corrupt or foreign values. */
export function parseRecentSearches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, MAX_RECENT_SEARCHES);
}
