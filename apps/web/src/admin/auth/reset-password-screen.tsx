import { MESSAGES } from '@oficina/core';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage, fieldIssues } from '../lib/errors';
import { trpc } from '../lib/trpc';
import './password-reset.css';

/** The panel's address of this page (the link in the reset mail): /admin/redefinir-senha. */
export const RESET_PAGE_PATH = /^\/admin\/redefinir-senha\/?$/;

/** Read once: the token leaves the address bar (and the history) as soon as the page opens. */
function takeToken(): string {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/**
 * Where the reset mail's link lands, with or without a session: the new password twice. The
 * server checks the link and the password rules; a link already used or expired says so and
 * offers a new one from the login form.
 */
export function ResetPasswordScreen() {
  const [token] = useState(takeToken);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const confirm = trpc.auth.confirmPasswordReset.useMutation({
    // A password the rules refuse names the rule on the field; anything else, the server's words.
    onError: (e) => setError(fieldIssues(e).password ?? errorMessage(e)),
  });

  useEffect(() => {
    document.title = 'Nova senha · Painel administrativo';
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !repeat) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    if (password !== repeat) {
      setError('As senhas não são iguais. Digite a mesma senha nos dois campos.');
      return;
    }
    setError(null);
    confirm.mutate({ token, password });
  };

  return (
    <main className="admin-login" id="conteudo">
      <div className="admin-login__card">
        <img src="/media/favicon.svg" alt="" width="56" height="56" className="admin-login__logo" />
        <h1 className="admin-login__title">Criar nova senha</h1>
        {confirm.isSuccess ? (
          <div className="admin-login__done">
            <p className="admin-notice" role="status">
              {MESSAGES.passwordResetDone}
            </p>
            <a className="admin-btn admin-btn--primary admin-btn--block" href="/admin">
              Ir para o login
            </a>
          </div>
        ) : !token ? (
          <div className="admin-login__done">
            <p role="alert">{MESSAGES.passwordResetInvalid}</p>
            <a className="admin-btn admin-btn--block" href="/admin">
              Voltar para o login
            </a>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
            <p className="admin-login__hint">
              Use pelo menos 8 caracteres. Uma frase fácil de lembrar é uma boa senha.
            </p>
            <div className="admin-field">
              <label htmlFor="reset-password">Nova senha</label>
              <input
                id="reset-password"
                name="password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </div>
            <div className="admin-field">
              <label htmlFor="reset-repeat">Repita a nova senha</label>
              <input
                id="reset-repeat"
                name="repeat"
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
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
              disabled={confirm.isPending}
            >
              <KeyRound aria-hidden="true" size={18} />
              {confirm.isPending ? 'Salvando…' : 'Salvar nova senha'}
            </button>
          </form>
        )}
        <p className="admin-login__back">
          <a href="/">Voltar ao site</a>
        </p>
      </div>
    </main>
  );
}
