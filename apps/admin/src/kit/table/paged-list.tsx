import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { EmptyState, type QueryLike, QueryState } from '../../components/query-state';
import { formatCount } from '../../features/ops/format';
import { Pagination } from '../../features/ops/pagination';
import '../../features/ops/ops.css';

export interface PageData<T> {
  items: T[];
  total: number;
}

export interface Paging {
  /** What the page buttons page through, for screen readers ("Páginas de mensagens"). */
  label: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  /** Keep the buttons still while a page loads. */
  busy?: boolean;
}

/**
 * One page of a server-paged list: loading and error states, the total ("12 mensagens"), the
 * empty state or the rows, and the page buttons under them.
 */
export function PagedList<T>({
  query,
  loadingLabel,
  count,
  note,
  fetching,
  empty,
  paging,
  children,
}: {
  query: QueryLike<PageData<T>> & { isFetching?: boolean; isPlaceholderData?: boolean };
  loadingLabel: string;
  /** The total's words, one and many ("mensagem", "mensagens"); without it no total line. */
  count?: readonly [string, string];
  /** Said after the total (" encontradas com estes filtros"). */
  note?: string;
  /** Say "atualizando…" while a new page loads (not for lists that refresh on a timer). */
  fetching?: boolean;
  empty: ReactNode;
  paging: Paging;
  /** The rows; `busy` while the previous page stands in for the one being loaded. */
  children: (items: T[], busy: true | undefined) => ReactNode;
}) {
  return (
    <QueryState query={query} loadingLabel={loadingLabel}>
      {(data) => (
        <>
          {count ? (
            <p className="ops-total" aria-live="polite">
              <strong>{formatCount(data.total, count[0], count[1])}</strong>
              {note}
              {fetching && query.isFetching ? (
                <span className="admin-muted"> · atualizando…</span>
              ) : null}
            </p>
          ) : null}
          {data.items.length === 0 ? (
            <EmptyState>{empty}</EmptyState>
          ) : (
            children(data.items, query.isPlaceholderData || undefined)
          )}
          {data.total > 0 ? <Pagination {...paging} total={data.total} /> : null}
        </>
      )}
    </QueryState>
  );
}

/** The table of a paged list, dimmed while the next page loads; `caption` is for screen readers. */
export function PagedTable({
  className,
  caption,
  busy,
  head,
  children,
}: {
  className: string;
  caption: ReactNode;
  busy: true | undefined;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap ops-table-wrap" aria-busy={busy}>
      <table className={`admin-table ${className}`}>
        <caption className="admin-sr-only">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The search box of a list toolbar: a hidden label, the magnifier and the text. */
export function SearchBox({
  label,
  placeholder,
  title,
  maxLength,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  title: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="ops-search">
      <label htmlFor={id} className="admin-sr-only">
        {label}
      </label>
      <Search aria-hidden="true" size={18} className="ops-search__icon" />
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        title={title}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled select of a list toolbar ("Mostrar", "Ordenar"); `all` is the empty choice. */
export function ToolbarSelect({
  label,
  value,
  all,
  options,
  onChange,
  className = 'ops-inline-field',
}: {
  label: string;
  value: string;
  all?: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="ops-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {all === undefined ? null : <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
