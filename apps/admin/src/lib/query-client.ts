import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isNetworkError, isUnauthorized } from './errors';

/**
 * The public site's cache rules (apps/web/src/router.tsx): stale after 5 min, kept 10 min, 2 retries for queries, no refetch on
 * focus. Mutations retry once, and only when the request never reached the server: a create
 * that did reach it must not be sent twice.
 */
export function createAdminQueryClient(onUnauthorized: () => void): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && !isAuthCall(query.queryKey)) onUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !isAuthCall(mutation.options.mutationKey)) onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Never wait silently for the browser to report a connection: try, and show what failed.
        networkMode: 'always',
        retry: (count, error) => count < 2 && !isClientError(error),
      },
      mutations: {
        networkMode: 'always',
        retry: (count, error) => count < 1 && isNetworkError(error),
      },
    },
  });
  return client;
}

/** auth.me and auth.login answer 401 as part of their job: no need to re-check the session. */
function isAuthCall(key: readonly unknown[] | undefined): boolean {
  const path = Array.isArray(key?.[0]) ? (key[0] as unknown[]) : [];
  return path[0] === 'auth';
}

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } })?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}
