import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { onFirstInteraction } from '../shared/first-interaction';
import { useSearch } from './search-context';

const loadDialog = () => import('./search-overlay');
const SearchDialog = lazy(loadDialog);

/**
 * The search dialog; renders only while open (so never on the server). Its code, with the search
 * over the site's pages, is fetched on the visitor's first interaction (at the latest with the
 * first opening, by Ctrl+K or the header's button): a first visit's load does not carry it.
 */
export function SearchOverlay() {
  const { isOpen } = useSearch();
  useEffect(() => onFirstInteraction(() => void loadDialog()), []);
  return isOpen
    ? createPortal(
        <Suspense fallback={null}>
          <SearchDialog />
        </Suspense>,
        document.body,
      )
    : null;
}
