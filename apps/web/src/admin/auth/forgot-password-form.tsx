import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';

/**
 * "Esqueci minha senha": asks for a reset link by username or e-mail. The server answers the
 * same whether or not the account exists, and so does this form.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const request = trpc.auth.requestPasswordReset.useMutation({
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
        <p className="admin-muted">
          Não chegou? Confira a caixa de spam ou peça a um administrador para trocar a sua senha.
        </p>
        <button type="button" className="admin-btn admin-btn--block" onClick={onBack}>
          Voltar para o login
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      <p className="admin-muted">
        Informe seu usuário ou o e-mail da sua conta. Enviaremos um link para criar uma nova senha.
      </p>
      <div className="admin-field">
        <label htmlFor="forgot-username">Usuário ou e-mail</label>
        <input
          id="forgot-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={name}
          onChange={(e) => setName(e.target.value)}
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
        disabled={request.isPending}
      >
        <Send aria-hidden="true" size={18} />
        {request.isPending ? 'Enviando…' : 'Enviar link'}
      </button>
      <p className="admin-login__forgot">
        <button type="button" className="admin-login__link" onClick={onBack}>
          Voltar para o login
        </button>
      </p>
    </form>
  );
}
