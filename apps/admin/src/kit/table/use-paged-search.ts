import { useEffect } from 'react';
import type { Paging } from './paged-list';
import { type Paged, pageCount, withoutPagingDefaults } from './paged-search';

type Navigate<S> = (options: { search: (prev: S) => S; replace?: boolean }) => unknown;

/**
 * A list's view in the address bar: the page and size with their defaults, a setter that
 * merges a change into the address (leaving the defaults out of it), and the page buttons'
 * props: another page keeps the size, another size starts again at the first page.
 */
export function usePagedSearch<S extends Paged>(
  search: S,
  navigate: Navigate<S>,
  sizes: readonly number[],
  defaultSize: number = sizes[0] ?? 20,
) {
  const setSearch = (patch: Partial<S>, replace = false) =>
    void navigate({
      search: (prev) => withoutPagingDefaults({ ...prev, ...patch }, defaultSize),
      replace,
    });
  const page = search.page ?? 1;
  const pageSize = search.page_size ?? defaultSize;
  const paging = (label: string): Paging => ({
    label,
    page,
    pageSize,
    pageSizes: sizes,
    onPage: (next) => setSearch({ page: next } as Partial<S>),
    onPageSize: (size) => setSearch({ page_size: size, page: 1 } as Partial<S>),
  });
  return { page, pageSize, setSearch, paging };
}

/**
 * A page past the end (rows deleted meanwhile, an old link): go to the last one, once the
 * real total (not the previous page's placeholder) is known.
 */
export function useLastPageClamp(
  list: { data?: { total: number } | undefined; isPlaceholderData: boolean },
  page: number,
  pageSize: number,
  goTo: (page: number) => void,
) {
  const total = list.data?.total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the total or page changes
  useEffect(() => {
    if (total === undefined || list.isPlaceholderData) return;
    const last = pageCount(total, pageSize);
    if (page > last) goTo(last);
  }, [total, page, pageSize, list.isPlaceholderData]);
}
