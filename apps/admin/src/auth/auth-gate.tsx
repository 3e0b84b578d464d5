import { MESSAGES } from '@oficina/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { LoginScreen } from './login-screen';
import { useAuth, useLogout } from './use-auth';

/**
 * The whole panel needs the admin role (the other roles exist for the API). The server enforces
 * every rule on its own; this gate only decides what to show: the login form, the permission
 * message or the panel.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const logout = useLogout();

  if (auth.status === 'loading') {
    return (
      <div className="admin-center" role="status" aria-live="polite">
        <span className="admin-spinner" aria-hidden="true" />
        Verificando sua sessão…
      </div>
    );
  }
  if (auth.status === 'unauthenticated') {
    // A page of the panel reached without a session says why the login form is there.
    const deepLink = !/^\/admin\/?$/.test(window.location.pathname);
    return <LoginScreen notice={deepLink ? MESSAGES.loginRequired : undefined} />;
  }
  if (auth.status === 'error') {
    return (
      <main className="admin-center" id="conteudo">
        <p role="alert">{errorMessage(auth.error)}</p>
        <button type="button" className="admin-btn" onClick={auth.retry}>
          Tentar novamente
        </button>
      </main>
    );
  }
  if (!auth.isAdmin) {
    return (
      <main className="admin-center" id="conteudo">
        <h1 className="admin-center__title">Acesso restrito</h1>
        <p role="alert">{MESSAGES.forbidden}</p>
        <p className="admin-muted">Conectado como {auth.user.username}.</p>
        <div className="admin-row">
          <a className="admin-btn" href="/">
            Voltar ao site
          </a>
          <button type="button" className="admin-btn" onClick={() => logout.mutate()}>
            Sair
          </button>
        </div>
      </main>
    );
  }
  return <>{children}</>;
}
