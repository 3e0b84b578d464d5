import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface SearchContextValue {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

/** True for Ctrl+K (or Cmd+K on macOS). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Holds the overlay's open state and listens for Ctrl/Cmd+K anywhere on the page. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen((open) => !open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const value = useMemo<SearchContextValue>(
    () => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }),
    [isOpen],
  );
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

const CLOSED: SearchContextValue = { isOpen: false, open: () => {}, close: () => {} };

/** The overlay's state; outside a provider the search simply stays closed. */
export function useSearch(): SearchContextValue {
  return useContext(SearchContext) ?? CLOSED;
}
