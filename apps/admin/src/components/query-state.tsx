import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { PageLoading } from './page-loading';

export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Loading, error (with retry) or the data. Loading failures are never papered over with
 * sample data: the owner sees what went wrong and can try again.
 */
export function QueryState<T>({
  query,
  children,
  loadingLabel,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
}) {
  if (query.isPending) return <PageLoading label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="admin-alert admin-alert--error" role="alert">
        <p>{errorMessage(query.error, 'Não foi possível carregar os dados.')}</p>
        <button type="button" className="admin-btn" onClick={() => void query.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** A friendly line for an empty list, with the action that fills it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="admin-empty">{children}</div>;
}
