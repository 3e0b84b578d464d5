import { MESSAGES } from '@oficina/core';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AuthCard, AuthForm, AuthInput } from '../kit/forms/auth-card';
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
  // The link is checked as the page opens: a used or expired one says so at once, instead of
  // after the visitor has typed a new password twice.
  const check = trpc.auth.checkPasswordReset.useMutation();
  const checkLink = check.mutate;
  useEffect(() => {
    if (token) checkLink({ token });
  }, [token, checkLink]);
  const linkDead = !token || check.data?.valid === false;
  const confirm = trpc.auth.confirmPasswordReset.useMutation({
    // A password the rules refuse names the rule on the field; anything else, the server's words.
    onError: (e) => setError(fieldIssues(e).password ?? errorMessage(e)),
  });

  useEffect(() => {
    document.title = 'Nova senha · Painel administrativo';
  }, []);

  const submit = () => {
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
    <AuthCard title="Criar nova senha">
      {confirm.isSuccess ? (
        <div className="admin-login__done">
          <p className="admin-notice" role="status">
            {MESSAGES.passwordResetDone}
          </p>
          <a className="admin-btn admin-btn--primary admin-btn--block" href="/admin">
            Ir para o login
          </a>
        </div>
      ) : linkDead ? (
        <div className="admin-login__done">
          <p role="alert">{MESSAGES.passwordResetInvalid}</p>
          <a className="admin-btn admin-btn--block" href="/admin">
            Voltar para o login
          </a>
        </div>
      ) : !check.data && !check.isError ? (
        <p className="admin-login__hint" role="status">
          Verificando o link…
        </p>
      ) : (
        // A failed check (network) still shows the form: the server checks the link again.
        <AuthForm
          error={error}
          onSubmit={submit}
          icon={KeyRound}
          label="Salvar nova senha"
          pendingLabel="Salvando…"
          pending={confirm.isPending}
        >
          <p className="admin-login__hint">
            Use pelo menos 8 caracteres. Uma frase fácil de lembrar é uma boa senha.
          </p>
          <AuthInput
            id="reset-password"
            label="Nova senha"
            kind="new-password"
            value={password}
            onValue={setPassword}
          />
          <AuthInput
            id="reset-repeat"
            label="Repita a nova senha"
            kind="new-password"
            name="repeat"
            value={repeat}
            onValue={setRepeat}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
