import { Search } from 'lucide-react';
import { useSearch } from './search-context';
import './search-button.css';

/** The header's search button; the overlay gives focus back to it on close. */
export function SearchButton({ className }: { className?: string }) {
  const { open, isOpen } = useSearch();
  return (
    <button
      type="button"
      className={className ? `search-button ${className}` : 'search-button'}
      onClick={open}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-keyshortcuts="Control+K Meta+K"
      aria-label="Buscar no site (Ctrl+K)"
      title="Buscar (Ctrl+K)"
    >
      <Search aria-hidden="true" size={20} />
    </button>
  );
}
