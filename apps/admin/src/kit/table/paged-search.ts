import { z } from 'zod';

/** A value that fails its rule is dropped (the default applies) instead of breaking the page. */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The page and page size of a server-paged list, kept in the address bar. */
export function pagingSearch<const S extends readonly number[]>(sizes: S) {
  return {
    page: lenient(z.coerce.number().int().min(1).max(100_000)),
    page_size: lenient(
      z.coerce.number().pipe(z.union(sizes.map((size) => z.literal(size as S[number])))),
    ),
  };
}

export interface Paged {
  page?: number | undefined;
  page_size?: number | undefined;
}

/** The first page and the default size are left out, so a plain address is the default view. */
export function withoutPagingDefaults<S extends Paged>(search: S, defaultSize: number): S {
  return {
    ...search,
    page: search.page === 1 ? undefined : search.page,
    page_size: search.page_size === defaultSize ? undefined : search.page_size,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
