import { dehydrateQuery, hydrate, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { compactQueries, expandQueries, isCompactQueries } from './compact-dehydration';

/**
 * Hands the server's query cache to the browser once, inside the router's own dehydrated state.
 *
 * TanStack's SSR query integration also opens a stream for queries that start while the page
 * renders, and that costs every page about 2 KB of stream runtime written inline, used by none:
 * every route awaits its data in its loader, so the cache is complete when the router
 * dehydrates. Here the finished queries travel in the compact form of `compact-dehydration.ts`
 * and are put back into the browser's cache before hydration reads them. A query first read
 * during the render would not reach the browser and be fetched again there, which the page
 * tests catch (`pages.e2e.ts` fails on any read a first visit repeats).
 */
export function setupQuerySsr(router: AnyRouter, queryClient: QueryClient) {
  if (router.isServer) {
    router.serverSsrLifecycle = {
      ...router.serverSsrLifecycle,
      onServerSsrAttach: [
        ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
        // The request's cache holds timers (gcTime); clearing it lets the request be collected.
        (serverSsr) => serverSsr.onCleanup(() => queryClient.clear()),
      ],
    };
    router.options.dehydrate = () => {
      const options = queryClient.getDefaultOptions().dehydrate;
      const queries = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => options?.shouldDehydrateQuery?.(query) ?? true)
        .map((query) => dehydrateQuery(query, options?.serializeData, options?.shouldRedactErrors));
      return queries.length > 0 ? { query: compactQueries(queries) } : {};
    };
    return;
  }
  // Called early by the entry (`hydrateQueriesEarly`) and again by the router when it hydrates,
  // with the same object: the second call finds the work done.
  let hydratedFrom: unknown;
  router.options.hydrate = (dehydrated: { query?: unknown } | undefined) => {
    if (dehydrated === undefined || dehydrated === hydratedFrom) return;
    hydratedFrom = dehydrated;
    const queries = dehydrated.query;
    if (isCompactQueries(queries)) hydrate(queryClient, { queries: expandQueries(queries) });
  };
}

/**
 * Puts the server's queries into the browser's cache in a task of its own, before React
 * hydrates. The router would do it in the first render of the page, a step React cannot split:
 * on a slow phone the one task holding both was long enough to delay a tap.
 */
export function hydrateQueriesEarly(router: AnyRouter) {
  const dehydrated = window.$_TSR?.router?.dehydratedData as { query?: unknown } | undefined;
  router.options.hydrate?.(dehydrated);
}
