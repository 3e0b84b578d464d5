import { TRPC_BATCH_LIMIT } from '@oficina/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { httpBatchLink } from '@trpc/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startLeadEvents } from './features/lead-events/lead-events';
import { registerServiceWorker } from './lib/register-sw';
import { createAppRouter } from './router';

// Batches split at the server's limit: a page that wants many reads at once (stale data after
// a long sleep) sends two requests instead of one the server refuses.
const router = createAppRouter(httpBatchLink({ url: '/trpc', maxItems: TRPC_BATCH_LIMIT }));

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: a tap or a scroll meanwhile is answered at once (and the
// page already shows its server HTML, so nothing waits on it to be seen).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
registerServiceWorker();
startLeadEvents(router);
