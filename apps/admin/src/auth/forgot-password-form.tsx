import { Send } from 'lucide-react';
import { useState } from 'react';
import { AuthForm, AuthInput, AuthLink } from '../kit/forms/auth-card';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';

/**
 * How an account without e-mail gets back in: no link can reach it, so another admin sets a new
 * password, or whoever runs the server uses the command-line reset (README, "Lost password").
 */
export const NO_EMAIL_RECOVERY =
  'Conta sem e-mail não recebe o link: peça a um administrador para trocar a sua senha em ' +
  'Usuários ou, no servidor, rode npm run admin:reset-password -- <usuário>.';

/**
 * "Esqueci minha senha": asks for a reset link by username or e-mail. The server answers the
 * same whether or not the account exists (or has an e-mail), and so does this form.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = trpc.auth.requestPasswordReset.useMutation({
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = () => {
    if (!name.trim()) {
      setError('Informe o usuário ou o e-mail');
      return;
    }
    setError(null);
    request.mutate({ username: name.trim() });
  };

  if (request.isSuccess) {
    return (
      <div className="admin-login__done">
        <p className="admin-notice" role="status">
          {request.data.message}
        </p>
        <p className="admin-muted">Não chegou? Confira a caixa de spam.</p>
        <p className="admin-muted" data-testid="no-email-recovery">
          {NO_EMAIL_RECOVERY}
        </p>
        <button type="button" className="admin-btn admin-btn--block" onClick={onBack}>
          Voltar para o login
        </button>
      </div>
    );
  }

  return (
    <AuthForm
      error={error}
      onSubmit={submit}
      icon={Send}
      label="Enviar link"
      pendingLabel="Enviando…"
      pending={request.isPending}
      footer={<AuthLink onClick={onBack}>Voltar para o login</AuthLink>}
    >
      <p className="admin-muted">
        Informe seu usuário ou o e-mail da sua conta. Enviaremos um link para criar uma nova senha.
      </p>
      <p className="admin-muted">{NO_EMAIL_RECOVERY}</p>
      <AuthInput
        id="forgot-username"
        label="Usuário ou e-mail"
        kind="username"
        value={name}
        onValue={setName}
      />
    </AuthForm>
  );
}
