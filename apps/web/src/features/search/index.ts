export { FIXED_SEARCH_ENTRIES, POPULAR_SEARCHES } from './entries';
export { SearchOverlay } from './lazy-search-overlay';
export { SearchButton } from './search-button';
export { isSearchShortcut, SearchProvider, useSearch } from './search-context';
