import { TRPC_BATCH_LIMIT } from '@oficina/core';
import { trpc } from '@site/lib/trpc';
import { httpBatchLink } from '@trpc/client';
import { reauthLink } from './reauth';

export { trpc };

/**
 * Same-origin tRPC: the session travels in the HttpOnly cookie set at login. Calls refused for
 * an expired session wait for the password dialog and are sent again (lib/reauth.ts).
 */
export function createAdminTrpcClient() {
  return trpc.createClient({
    links: [
      reauthLink(),
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_BATCH_LIMIT,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
