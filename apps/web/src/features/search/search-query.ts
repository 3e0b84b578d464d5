/** Longer queries are cut: nothing the site lists needs more, and the address stays short. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * The `q` of a results page address, as the page searches it: trimmed, at most 100 characters,
 * '' when absent. The router reads `?q=123` as a number and `?q=true` as a boolean (it parses
 * values as JSON), so those come back as the text typed.
 */
export function parseSearchQuery(value: unknown): string {
  if (Array.isArray(value)) return parseSearchQuery(value[0]);
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return '';
  return String(value).trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/**
 * The WhatsApp message context of the "no results" link (its text names the query). Here, not
 * in the component, so the results page's loader can prefetch it without pulling the component.
 */
export const SEARCH_NO_RESULTS_CONTEXT = 'search_no_results';
