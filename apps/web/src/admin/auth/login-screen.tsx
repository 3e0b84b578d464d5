import { MESSAGES } from '@oficina/core';
import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { httpStatusOf, isNetworkError } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { ForgotPasswordForm } from './forgot-password-form';
import './password-reset.css';

/** The server's message for refused logins (credentials, lockout); the shared wording otherwise. */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.loginConnection;
  const status = httpStatusOf(error);
  if (status === 401 || status === 429 || status === 400) {
    return (error as Error).message || MESSAGES.invalidCredentials;
  }
  return MESSAGES.loginFailed;
}

/** The login screen: username, password, 'Entrar', and the way back from a forgotten password. */
export function LoginScreen({ notice }: { notice?: string }) {
  const [forgot, setForgot] = useState(false);
  if (forgot) {
    return (
      <main className="admin-login" id="conteudo">
        <div className="admin-login__card">
          <img
            src="/media/favicon.svg"
            alt=""
            width="56"
            height="56"
            className="admin-login__logo"
          />
          <h1 className="admin-login__title">Esqueci minha senha</h1>
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        </div>
      </main>
    );
  }
  return <LoginForm notice={notice} onForgot={() => setForgot(true)} />;
}

function LoginForm({ notice, onForgot }: { notice?: string | undefined; onForgot: () => void }) {
  const utils = trpc.useUtils();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      setPassword('');
      await utils.auth.me.invalidate();
    },
    onError: (e) => setError(loginErrorMessage(e)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    login.mutate({ username: username.trim(), password });
  };

  return (
    <main className="admin-login" id="conteudo">
      <div className="admin-login__card">
        <img src="/media/favicon.svg" alt="" width="56" height="56" className="admin-login__logo" />
        <h1 className="admin-login__title">Painel administrativo</h1>
        <p className="admin-login__hint">Entre com seu usuário e senha.</p>
        {notice ? <p className="admin-notice">{notice}</p> : null}
        <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
          <div className="admin-field">
            <label htmlFor="login-username">Usuário</label>
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div className="admin-field">
            <label htmlFor="login-password">Senha</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div aria-live="assertive" className="admin-login__error-slot">
            {error ? (
              <p id={errorId} className="admin-form-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="admin-btn admin-btn--primary admin-btn--block"
            disabled={login.isPending}
          >
            <LogIn aria-hidden="true" size={18} />
            {login.isPending ? 'Entrando…' : 'Entrar'}
          </button>
          <p className="admin-login__forgot">
            <button type="button" className="admin-login__link" onClick={onForgot}>
              Esqueci minha senha
            </button>
          </p>
        </form>
        <p className="admin-login__back">
          <a href="/">Voltar ao site</a>
        </p>
      </div>
    </main>
  );
}
