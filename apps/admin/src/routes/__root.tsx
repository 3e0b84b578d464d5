import { ShellQueriesProvider } from '@site/lib/shell-queries';
import { createRootRoute, Link, useRouter } from '@tanstack/react-router';
import { AuthGate } from '../auth/auth-gate';
import { RESET_PAGE_PATH, ResetPasswordScreen } from '../auth/reset-password-screen';
import { AdminLayout } from '../layout/admin-layout';

function RootComponent() {
  // The reset mail's link works without a session (that is its point), outside the gate.
  if (RESET_PAGE_PATH.test(window.location.pathname)) return <ResetPasswordScreen />;
  return (
    <AuthGate>
      {/* The site's previews (popups, banners, WhatsApp links) read the site-wide records. */}
      <ShellQueriesProvider>
        <AdminLayout />
      </ShellQueriesProvider>
    </AuthGate>
  );
}

function NotFound() {
  return (
    <section className="admin-page">
      <h1>Página não encontrada</h1>
      <p>Este endereço não existe no painel.</p>
      <Link to="/" className="admin-btn">
        Voltar ao painel
      </Link>
    </section>
  );
}

/** A page that failed to render: the same two ways out as the public site's error screen. */
export function AdminErrorScreen({ reset }: { reset?: () => void }) {
  const router = useRouter();
  return (
    <section className="admin-page" role="alert">
      <h1>Ops! Algo deu errado</h1>
      <p>Não foi possível mostrar esta página.</p>
      <div className="admin-row">
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => {
            reset?.();
            void router.invalidate();
          }}
        >
          Tentar Novamente
        </button>
        <button type="button" className="admin-btn" onClick={() => window.location.reload()}>
          Recarregar Página
        </button>
      </div>
    </section>
  );
}

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: ({ reset }) => <AdminErrorScreen reset={reset} />,
});
