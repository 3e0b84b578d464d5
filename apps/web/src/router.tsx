import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { ErrorScreen } from './components/error-screen';
import { NotFound } from './components/not-found';
import { PageSkeleton } from './components/page-skeleton';
import { setupQuerySsr } from './lib/query-ssr';
import { ShellQueriesProvider } from './lib/shell-queries';
import { type AppRouter, trpc } from './lib/trpc';
import { routeTree } from './route-tree.gen';

/**
 * Query defaults: stale after 5 min, kept 10 min, 2 retries for queries, 1 for mutations, no refetch
 * on focus. On the server no query is retried: with the database down each retry only held the
 * page back (tens of seconds before the error page); the browser still retries its own calls.
 */
export function createQueryClient(options: { server?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: options.server ? false : 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 1 },
      // Data only static islands read is drawn into the HTML and not carried a second time.
      dehydrate: { shouldDehydrateQuery: (query) => query.meta?.islandOnly !== true },
    },
  });
}

/**
 * One router per request on the server and one in the browser. The tRPC link is the only
 * difference: in-process calls on the server, HTTP batching in the browser.
 */
export function createAppRouter(
  link: TRPCLink<AppRouter>,
  options: { nonce?: string; server?: boolean } = {},
) {
  const queryClient = createQueryClient({ server: options.server });
  const trpcClient = trpc.createClient({ links: [link] });
  const api = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });

  const router = createRouter({
    routeTree,
    context: { queryClient, api },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorScreen,
    defaultPendingComponent: PageSkeleton,
    // The server's CSP nonce for the scripts it writes (the browser reads it back on hydration).
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <ShellQueriesProvider>{children}</ShellQueriesProvider>
        </trpc.Provider>
      </QueryClientProvider>
    ),
  });
  setupQuerySsr(router, queryClient);
  return router;
}

export type { RouterContext } from './lib/router-context';

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
