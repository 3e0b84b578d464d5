import { type DehydratedState, hashKey, type QueryKey } from '@tanstack/react-query';

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * A tRPC query the server finished: its procedure path ('company.get'), its data, how many
 * milliseconds before the hand-over it was fetched, and its input when it has one.
 */
type CompactQuery =
  | [path: string, data: unknown, age: number]
  | [path: string, data: unknown, age: number, input: unknown];

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
 * server render awaited: about 350 bytes each, several kilobytes of every page. Only the
 * procedure and its input, the data and the fetch time travel; `expandQueries` puts the rest
 * back in the browser.
 */
export function compactQueries(queries: DehydratedQuery[]): CompactQueries {
  const compact: CompactQuery[] = [];
  const full: DehydratedQuery[] = [];
  const dehydratedAt = Math.max(0, ...queries.map((query) => query.dehydratedAt ?? 0));
  for (const query of queries) {
    const key = trpcKey(query.queryKey);
    if (key && isPlainSuccess(query)) {
      const age = dehydratedAt - query.state.dataUpdatedAt;
      const path = key.path.join('.');
      compact.push(
        key.input === undefined
          ? [path, query.state.data, age]
          : [path, query.state.data, age, key.input],
      );
    } else {
      full.push(query);
    }
  }
  return { compact, full, dehydratedAt };
}

export function expandQueries(value: CompactQueries | DehydratedQuery[]): DehydratedQuery[] {
  if (Array.isArray(value)) return value;
  const expanded = value.compact.map((entry): DehydratedQuery => {
    const [path, data, age] = entry;
    const queryKey: QueryKey = [
      path.split('.'),
      entry.length === 4 ? { input: entry[3], type: 'query' } : { type: 'query' },
    ];
    const dataUpdatedAt = value.dehydratedAt - age;
    return {
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
    };
  });
  return [...expanded, ...value.full];
}

export function isCompactQueries(value: unknown): value is CompactQueries {
  return typeof value === 'object' && value !== null && 'compact' in value && 'full' in value;
}

/**
 * A tRPC query's key is [path, { input?, type: 'query' }]; the page carries only the path and
 * the input. Any other key is carried whole.
 */
function trpcKey(key: QueryKey): { path: string[]; input: unknown } | null {
  const [path, options, ...rest] = key;
  if (rest.length > 0 || !Array.isArray(path) || path.length === 0) return null;
  if (!path.every((part) => typeof part === 'string' && part !== '' && !part.includes('.'))) {
    return null;
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  const { type, input, ...other } = options as Record<string, unknown>;
  if (type !== 'query' || Object.keys(other).length > 0) return null;
  return { path: path as string[], input };
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
