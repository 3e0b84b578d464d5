import { hasRank } from '@oficina/core';
import { useQueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '../lib/errors';
import { trpc } from '../lib/trpc';

export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'authenticated';
      // `email` null: the account cannot recover its password by itself (dashboard notice).
      user: { id: number; username: string; role: string; email: string | null };
      isAdmin: boolean;
    };

/**
 * The panel's auth states. The session is verified with the server (`auth.me`) on every load:
 * the cookie is HttpOnly, so the browser cannot read it and never decides on its own.
 */
export function useAuth(): AuthState {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 60_000 });
  if (me.isPending) return { status: 'loading' };
  if (me.isError) {
    if (isUnauthorized(me.error)) return { status: 'unauthenticated' };
    return { status: 'error', error: me.error, retry: () => void me.refetch() };
  }
  const { user } = me.data;
  return { status: 'authenticated', user, isAdmin: hasRank(user.role, 'admin') };
}

/**
 * Ends the server session, then forgets every cached answer of the panel. Reset, not cleared:
 * the auth gate keeps observing the same session query, which refetches and answers 401.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return trpc.auth.logout.useMutation({
    onSettled: () => queryClient.resetQueries(),
  });
}
