import { Search } from 'lucide-react';
import { useAfterHydration } from '../shared/page-hydration';
import { useSearch } from './search-context';
import './search-button.css';

/**
 * The header's search button; the overlay gives focus back to it on close.
 *
 * It is the submit button of a GET form to /busca, so without JavaScript (or before the script
 * has loaded) it opens the results page with its own search field. Once the page runs, a click
 * opens the search dialog instead, and only then does the button announce a dialog and Ctrl+K.
 */
export function SearchButton({ className }: { className?: string }) {
  const { open, isOpen } = useSearch();
  const hydrated = useAfterHydration();
  return (
    <form action="/busca" method="get" className="search-button__form">
      <button
        type="submit"
        className={className ? `search-button ${className}` : 'search-button'}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? isOpen : undefined}
        aria-keyshortcuts={hydrated ? 'Control+K Meta+K' : undefined}
        aria-label={hydrated ? 'Buscar no site (Ctrl+K)' : 'Buscar no site'}
        title={hydrated ? 'Buscar (Ctrl+K)' : 'Buscar'}
      >
        <Search aria-hidden="true" size={20} />
      </button>
    </form>
  );
}
