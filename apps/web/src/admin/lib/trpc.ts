import { TRPC_BATCH_LIMIT } from '@oficina/core';
import { httpBatchLink } from '@trpc/client';
import { trpc } from '../../lib/trpc';

export { trpc };

/** Same-origin tRPC: the session travels in the HttpOnly cookie set at login. */
export function createAdminTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_BATCH_LIMIT,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
