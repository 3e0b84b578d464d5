import { MESSAGES } from '@oficina/core';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { AuthCard, AuthForm, AuthInput, AuthLink } from '../kit/forms/auth-card';
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
      <AuthCard title="Esqueci minha senha" backToSite={false}>
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      </AuthCard>
    );
  }
  return <LoginForm notice={notice} onForgot={() => setForgot(true)} />;
}

function LoginForm({ notice, onForgot }: { notice?: string | undefined; onForgot: () => void }) {
  const utils = trpc.useUtils();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      setPassword('');
      await utils.auth.me.invalidate();
    },
    onError: (e) => setError(loginErrorMessage(e)),
  });

  const submit = () => {
    if (!username.trim() || !password) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    login.mutate({ username: username.trim(), password });
  };

  return (
    <AuthCard title="Painel administrativo" hint="Entre com seu usuário e senha.">
      {notice ? <p className="admin-notice">{notice}</p> : null}
      <AuthForm
        error={error}
        onSubmit={submit}
        icon={LogIn}
        label="Entrar"
        pendingLabel="Entrando…"
        pending={login.isPending}
        footer={<AuthLink onClick={onForgot}>Esqueci minha senha</AuthLink>}
      >
        <AuthInput
          id="login-username"
          label="Usuário"
          kind="username"
          value={username}
          onValue={setUsername}
        />
        <AuthInput
          id="login-password"
          label="Senha"
          kind="current-password"
          value={password}
          onValue={setPassword}
        />
      </AuthForm>
    </AuthCard>
  );
}
