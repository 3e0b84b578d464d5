export { FIXED_SEARCH_ENTRIES, POPULAR_SEARCHES } from './entries';
export { SearchButton } from './search-button';
export { isSearchShortcut, SearchProvider, useSearch } from './search-context';
export { SearchOverlay } from './search-overlay';
