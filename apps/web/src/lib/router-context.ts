import type { QueryClient } from '@tanstack/react-query';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from './trpc';

/**
 * What every route's loader gets. In its own module, apart from router.tsx, so code the admin
 * panel also uses (site data hooks, banners) can name it without pulling in the site's router
 * and its `Register` declaration, which would clash with the panel's own router.
 */
export interface RouterContext {
  queryClient: QueryClient;
  api: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
}
