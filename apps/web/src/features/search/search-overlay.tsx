import { isSearchable, type SearchEntry } from '@oficina/core';
import { Link, useRouter } from '@tanstack/react-router';
import { ArrowRight, Search, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { trpc } from '../../lib/trpc';
import { useFocusTrap } from '../a11y/focus-trap';
import { parseJson, readStorage, writeStorage } from '../shared/storage';
import { useWhatsAppContextData } from '../whatsapp/use-whatsapp';
import { searchSite } from './entries';
import { moveActive, optionForEnter } from './listbox';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY } from './recent-searches';
import { useSearch } from './search-context';
import { SearchNoResults } from './search-no-results';
import { parseSearchQuery, SEARCH_NO_RESULTS_CONTEXT } from './search-query';
import { SearchResults } from './search-results';
import { SearchSuggestions } from './search-suggestions';
import './search-overlay.css';

/** The search dialog, loaded on its first opening (lazy-search-overlay.tsx). */
export default function SearchDialog() {
  const { close } = useSearch();
  const router = useRouter();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const services = trpc.services.list.useQuery({});
  // Fetched with the dialog, not with every page: ready by the time a search finds nothing.
  useWhatsAppContextData(SEARCH_NO_RESULTS_CONTEXT);

  useFocusTrap(dialogRef, true, {
    onEscape: close,
    initialFocus: inputRef,
    fallbackFocus: () => document.querySelector<HTMLElement>('.search-button'),
  });
  useEffect(() => setRecent(parseRecentSearches(parseJson(readStorage(RECENT_SEARCHES_KEY)))), []);

  const groups = useMemo(() => searchSite(services.data ?? [], query), [services.data, query]);
  const flat = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const searchable = isSearchable(query);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const remember = (text: string) => {
    const next = addRecentSearch(recent, text);
    setRecent(next);
    writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
  };

  const openEntry = (entry: SearchEntry) => {
    remember(query);
    close();
    void router.navigate({ href: entry.href });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty submission is ignored: there is nothing to search for.
    if (query.trim() === '') return;
    const index = optionForEnter(active, flat.length, query);
    const entry = flat[index];
    if (entry) openEntry(entry);
    else remember(query);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const next = moveActive(active, flat.length, event.key);
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const showResults = searchable && flat.length > 0;
  const status = !searchable
    ? ''
    : flat.length === 0
      ? 'Nenhum resultado encontrado.'
      : `${flat.length} ${flat.length === 1 ? 'resultado encontrado' : 'resultados encontrados'}.`;

  return (
    <div className="search-overlay">
      {/* The backdrop is a mouse convenience; Esc and the close button are the keyboard ways out. */}
      <div className="search-overlay__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={dialogRef}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="sr-only">
          Buscar no site
        </h2>
        <form className="search-dialog__form" onSubmit={onSubmit}>
          <Search aria-hidden="true" size={20} className="search-dialog__icon" />
          <label htmlFor={`${id}-input`} className="sr-only">
            Buscar serviços, páginas e dúvidas
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="search-dialog__input"
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Buscar serviços, páginas, dúvidas…"
            aria-autocomplete="list"
            aria-expanded={showResults}
            aria-controls={listId}
            aria-activedescendant={showResults && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-hint`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button
            type="button"
            className="search-dialog__close"
            onClick={close}
            aria-label="Fechar busca"
          >
            <X aria-hidden="true" size={20} />
          </button>
        </form>
        <p id={`${id}-hint`} className="search-dialog__hint">
          Digite pelo menos 2 letras. Use ↑ e ↓ para escolher e Enter para abrir.
        </p>
        <div className="sr-only" role="status" aria-live="polite">
          {status}
        </div>
        <div className="search-dialog__body">
          {!searchable && (
            <SearchSuggestions
              recent={recent}
              onPick={(text) => {
                setQuery(text);
                setActive(-1);
                inputRef.current?.focus();
              }}
              onClearRecent={() => {
                setRecent([]);
                writeStorage(RECENT_SEARCHES_KEY, '[]');
                inputRef.current?.focus();
              }}
              onNavigate={close}
            />
          )}
          {showResults && (
            <>
              <SearchResults
                id={listId}
                groups={groups}
                active={active}
                optionId={optionId}
                onActivate={setActive}
                onOpen={openEntry}
              />
              {/* The dialog shows the best few of each group; the results page shows them all. */}
              <Link
                to="/busca"
                search={{ q: parseSearchQuery(query) }}
                className="search-dialog__all"
                onClick={() => {
                  remember(query);
                  close();
                }}
              >
                Ver todos os resultados
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </>
          )}
          {searchable && flat.length === 0 && <SearchNoResults query={query.trim()} />}
        </div>
      </div>
    </div>
  );
}
