import { useState } from 'react';
import { type Narrowing, narrowRows, pageCount, pageOf, type StatusFilter } from './list-tools';

export interface ListViewOptions<T> {
  /** The texts a search looks in; without it the list has no search box. */
  search?: (row: T) => readonly (string | null | undefined)[];
  /** What the search box is called, e.g. "Buscar perguntas". */
  searchLabel?: string;
  /** Whether a row shows on the site; with it the list gets the Ativos/Ocultos filter. */
  active?: (row: T) => boolean;
  /** The filter's words for shown and hidden rows (the gender of the entity's name). */
  statusLabels?: { active: string; hidden: string };
  /** Rows per page; without it the whole list shows at once. */
  pageSize?: number;
}

/** What the list page shows now and the controls that change it. */
export interface ListView<T> extends ListViewOptions<T> {
  narrowing: Narrowing;
  setSearch: (search: string) => void;
  setStatus: (status: StatusFilter) => void;
  page: number;
  setPage: (page: number) => void;
  /** The rows that pass the search and filter, before paging. */
  matching: T[];
  /** The rows on screen. */
  rows: T[];
  /** A search or filter hides some rows: reordering would mean a partial order, so it waits. */
  narrowed: boolean;
}

/** Search, filter and page state for a list page; narrowing goes back to the first page. */
export function useListView<T>(
  data: readonly T[] | undefined,
  options: ListViewOptions<T>,
): ListView<T> {
  const [narrowing, setNarrowing] = useState<Narrowing>({ search: '', status: 'all' });
  const [page, setPage] = useState(1);
  const all = data ?? [];
  const matching = narrowRows(all, narrowing, options.search, options.active);
  const pages = options.pageSize ? pageCount(matching.length, options.pageSize) : 1;
  const current = Math.min(page, pages);
  return {
    ...options,
    narrowing,
    setSearch: (search) => {
      setNarrowing((old) => ({ ...old, search }));
      setPage(1);
    },
    setStatus: (status) => {
      setNarrowing((old) => ({ ...old, status }));
      setPage(1);
    },
    page: current,
    setPage,
    matching,
    rows: options.pageSize ? pageOf(matching, current, options.pageSize) : matching,
    narrowed: matching.length !== all.length,
  };
}
