import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { RefreshCw, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import './status-page.css';

/**
 * The page-level error screen. "Tentar Novamente" re-runs the page's loaders and
 * queries in place; "Recarregar Página" is the full reload for when that is not enough.
 */
export function ErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <div className="container status-page" role="alert">
      <TriangleAlert className="status-page__icon" aria-hidden="true" size={48} />
      <h1 ref={headingRef} tabIndex={-1}>
        Ops! Algo deu errado
      </h1>
      <p className="lead">
        Não foi possível carregar esta página agora. Tente novamente em instantes ou volte ao
        início.
      </p>
      <div className="cluster status-page__actions">
        <button type="button" className="btn btn--primary" onClick={retry}>
          <RotateCw aria-hidden="true" size={18} />
          Tentar Novamente
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => window.location.reload()}
        >
          <RefreshCw aria-hidden="true" size={18} />
          Recarregar Página
        </button>
        <Link to="/" className="btn btn--ghost">
          Voltar ao início
        </Link>
      </div>
    </div>
  );
}
