import { isSearchable, SEARCH_MIN_LENGTH } from '@oficina/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight, Search, TrendingUp } from 'lucide-react';
import { type FormEvent, useId, useMemo } from 'react';
import { KeepTogether } from '../../components/keep-together';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { POPULAR_SEARCHES, searchSite } from './entries';
import { SearchNoResults } from './search-no-results';
import { parseSearchQuery, SEARCH_QUERY_MAX_LENGTH } from './search-query';
import './search-overlay.css';
import './search-page.css';

/**
 * The results page (/busca?q=…): the same search as the dialog, whole and rendered on the
 * server, so it works without JavaScript. With JavaScript the form moves on without a reload.
 */
export function SearchPage({ query }: { query: string }) {
  const [services] = trpc.services.list.useSuspenseQuery({});
  // Every match: the dialog shows the best few per group, this page is the full list.
  const groups = useMemo(
    () => searchSite(services, query, Number.POSITIVE_INFINITY),
    [services, query],
  );
  const count = groups.reduce((total, group) => total + group.items.length, 0);
  const searchable = isSearchable(query);

  return (
    <div className="container container--narrow search-page">
      <PageHeader
        title="Buscar"
        subtitle="Serviços, páginas, perguntas frequentes e informações."
      />
      <SearchPageForm query={query} />
      {!searchable ? (
        <>
          {query ? (
            <p className="search-page__count" role="status">
              “{query}” é curto demais: digite pelo menos {SEARCH_MIN_LENGTH} letras.
            </p>
          ) : null}
          <PopularSearches />
        </>
      ) : count === 0 ? (
        <SearchNoResults query={query} />
      ) : (
        <>
          <p className="search-page__count" role="status">
            {count === 1 ? '1 resultado' : `${count} resultados`} para “{query}”.
          </p>
          <div className="search-page__groups">
            {groups.map((group) => (
              <section
                key={group.category}
                className="search-page__group"
                aria-labelledby={`busca-${group.category}`}
              >
                <h2 id={`busca-${group.category}`} className="search-page__label">
                  {group.label}
                </h2>
                <ul className="search-page__list list-reset">
                  {group.items.map((entry) => (
                    <li key={entry.id}>
                      <Link to={entry.href} className="search-page__item">
                        <span className="search-page__text">
                          <span className="search-page__title">
                            <KeepTogether>{entry.title}</KeepTogether>
                          </span>
                          {entry.description ? (
                            <span className="search-page__description">
                              <KeepTogether>{entry.description}</KeepTogether>
                            </span>
                          ) : null}
                        </span>
                        <ChevronRight aria-hidden="true" size={18} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function SearchPageForm({ query }: { query: string }) {
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const q = parseSearchQuery(value);
    // An empty submission is ignored, as in the dialog.
    if (q === '') return;
    void navigate({ to: '/busca', search: { q } });
  };

  return (
    <search>
      <form action="/busca" method="get" className="search-page__form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className="search-page__field-label">
          Buscar
        </label>
        <div className="search-page__row">
          <input
            // A new address (a popular search, the dialog's link) shows its own query.
            key={query}
            id={`${id}-q`}
            className="search-page__input"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            required
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Ex.: recarga de gás"
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className="btn btn--primary search-page__submit">
            <Search aria-hidden="true" size={18} />
            Buscar
          </button>
        </div>
        <p id={`${id}-hint`} className="search-page__hint">
          Digite pelo menos {SEARCH_MIN_LENGTH} letras.
        </p>
      </form>
    </search>
  );
}

/** Under 2 characters there is nothing to list: popular searches as links to their results. */
function PopularSearches() {
  return (
    <section className="search-page__popular" aria-labelledby="busca-populares">
      <h2 id="busca-populares" className="search-page__label">
        Buscas populares
      </h2>
      <ul className="search-suggestions__chips">
        {POPULAR_SEARCHES.map((item) => (
          <li key={item}>
            <Link to="/busca" search={{ q: item }} className="search-chip">
              <TrendingUp aria-hidden="true" size={14} />
              {item}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
