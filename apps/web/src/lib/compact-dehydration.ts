import { type DehydratedState, hashKey, type QueryKey } from '@tanstack/react-query';

type DehydratedQuery = DehydratedState['queries'][number];

/** A query the server finished: its key, its data and when it was fetched. */
type CompactQuery = [queryKey: QueryKey, data: unknown, dataUpdatedAt: number];

/** What the page carries instead of TanStack Query's own dehydrated queries. */
export interface CompactQueries {
  compact: CompactQuery[];
  /** Queries that did not finish cleanly (pending, failed, or with options of their own). */
  full: DehydratedQuery[];
  dehydratedAt: number;
}

/**
 * A finished query's dehydrated form repeats a dozen bookkeeping fields (error counts, fetch
 * status, a second copy of its key as a hash string) that are the same for every query a
 * server render awaited: about 350 bytes each, several kilobytes of every page. Only the key,
 * the data and the fetch time travel; `expandQueries` puts the rest back in the browser.
 */
export function compactQueries(queries: DehydratedQuery[]): CompactQueries {
  const compact: CompactQuery[] = [];
  const full: DehydratedQuery[] = [];
  let dehydratedAt = 0;
  for (const query of queries) {
    dehydratedAt = Math.max(dehydratedAt, query.dehydratedAt ?? 0);
    if (isPlainSuccess(query)) {
      compact.push([query.queryKey, query.state.data, query.state.dataUpdatedAt]);
    } else {
      full.push(query);
    }
  }
  return { compact, full, dehydratedAt };
}

export function expandQueries(value: CompactQueries | DehydratedQuery[]): DehydratedQuery[] {
  if (Array.isArray(value)) return value;
  const expanded = value.compact.map(
    ([queryKey, data, dataUpdatedAt]): DehydratedQuery => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: value.dehydratedAt,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    }),
  );
  return [...expanded, ...value.full];
}

export function isCompactQueries(value: unknown): value is CompactQueries {
  return typeof value === 'object' && value !== null && 'compact' in value && 'full' in value;
}

/** Only a query whose every dropped field has the value `expandQueries` restores. */
function isPlainSuccess(query: DehydratedQuery): boolean {
  const { state } = query;
  return (
    state.status === 'success' &&
    state.fetchStatus === 'idle' &&
    state.error === null &&
    state.errorUpdateCount === 0 &&
    state.fetchFailureCount === 0 &&
    state.dataUpdateCount === 1 &&
    !state.isInvalidated &&
    state.fetchMeta === null &&
    query.meta === undefined &&
    query.promise === undefined &&
    !('queryType' in query && query.queryType !== undefined) &&
    query.queryHash === hashKey(query.queryKey)
  );
}
