import { createRouter } from '@tanstack/react-router';
import { PageLoading } from './components/page-loading';
import { routeTree } from './route-tree.gen';
import { AdminErrorScreen } from './routes/__root';

export function createAdminRouter() {
  return createRouter({
    routeTree,
    basepath: '/admin',
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: ({ reset }) => <AdminErrorScreen reset={reset} />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAdminRouter>;
  }
}
