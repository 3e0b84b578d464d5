import { TRPC_BATCH_LIMIT } from '@oficina/core';
import { timeoutManager } from '@tanstack/react-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { httpBatchLink } from '@trpc/client';
import { startTransition } from 'react';
import { startLeadEvents } from './features/lead-events/lead-events';
import { onIdleOrFirstInteraction } from './features/shared/first-interaction';
import { beginPageHydration } from './features/shared/page-hydration';
import { createCoalescedTimeouts } from './lib/coalesced-timeouts';
import { hydrateQueriesEarly } from './lib/query-ssr';
import { hydrateRoot } from './lib/react-dom-client';
import { registerServiceWorker } from './lib/register-sw';
import { yieldToBrowser } from './lib/yield-to-browser';
import { createAppRouter } from './router';

/**
 * Start-up runs in four tasks instead of one: evaluating the scripts, creating the router (with
 * its query cache and route tree), filling the query cache with the server's data, then
 * hydration. On a slow phone the single task took long enough to block a tap for a noticeable
 * moment; each part alone is much shorter, and the page is already drawn by the server, so
 * nothing the visitor sees waits on the pauses.
 */
async function start() {
  // Before any query exists: the query cache's long timers share one browser timer.
  timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
  await yieldToBrowser();
  // Batches split at the server's limit: a page that wants many reads at once (stale data after
  // a long sleep) sends two requests instead of one the server refuses.
  const router = createAppRouter(httpBatchLink({ url: '/trpc', maxItems: TRPC_BATCH_LIMIT }));
  await yieldToBrowser();
  hydrateQueriesEarly(router);
  await yieldToBrowser();
  beginPageHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a scroll meanwhile is answered at once.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
  // Installing the offline worker is nothing the first seconds need.
  onIdleOrFirstInteraction(registerServiceWorker);
  startLeadEvents(router);
}

void start();
