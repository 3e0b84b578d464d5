import { LogIn, LogOut } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { loginErrorMessage } from '../auth/login-screen';
import { reauth } from '../lib/reauth';
import { trpc } from '../lib/trpc';
import { useToastsAbove } from './toast-layer';

/**
 * "Sua sessão expirou": the password dialog shown over the page while calls wait for a new
 * session (lib/reauth.ts). Nothing on the page changes underneath, so what was typed stays.
 * Esc does not close it: closing would silently drop the save that was clicked, so the only
 * ways out are "Entrar" (the held calls are sent again) and "Sair" (the login screen).
 */
export function ReauthDialog() {
  const state = useSyncExternalStore(reauth.subscribe, reauth.getState);
  const dialog = useRef<HTMLDialogElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  const utils = trpc.useUtils();
  useToastsAbove(dialog, state.open);

  const login = trpc.auth.login.useMutation({
    onSuccess: () => {
      setPassword('');
      setError(null);
      reauth.resume();
    },
    onError: (e) => {
      setError(loginErrorMessage(e));
      passwordInput.current?.focus();
    },
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.open && !element.open) {
      element.showModal();
      passwordInput.current?.focus();
    }
    if (!state.open && element.open) element.close();
  }, [state.open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.username) return;
    if (!password) {
      setError('Digite sua senha.');
      passwordInput.current?.focus();
      return;
    }
    setError(null);
    login.mutate({ username: state.username, password });
  };

  const signOut = () => {
    setPassword('');
    setError(null);
    reauth.giveUp();
    void utils.auth.me.invalidate();
  };

  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-dialog--small"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(event) => {
        // A cancelled Esc keydown never becomes a close request. Cancelling only the "cancel"
        // event is not enough: Chromium closes a modal on a second Esc without user activation.
        if (event.key === 'Escape') event.preventDefault();
      }}
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        // Last resort if the browser closed it anyway: open it again.
        if (reauth.getState().open) dialog.current?.showModal();
      }}
    >
      {state.open ? (
        <form className="admin-dialog__body" onSubmit={submit} noValidate>
          <h2 id={titleId}>Sua sessão expirou</h2>
          <p id={textId}>Digite sua senha para continuar. O que você digitou continua aqui.</p>
          <div className="admin-field">
            <label htmlFor="reauth-username">Usuário</label>
            <input
              id="reauth-username"
              name="username"
              autoComplete="username"
              value={state.username ?? ''}
              readOnly
            />
          </div>
          <div className="admin-field">
            <label htmlFor="reauth-password">Senha</label>
            <input
              ref={passwordInput}
              id="reauth-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div aria-live="assertive">
            {error ? (
              <p id={errorId} className="admin-form-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="admin-dialog__footer">
            <button type="button" className="admin-btn" onClick={signOut}>
              <LogOut aria-hidden="true" size={18} />
              Sair
            </button>
            <button
              type="submit"
              className="admin-btn admin-btn--primary"
              disabled={login.isPending}
            >
              <LogIn aria-hidden="true" size={18} />
              {login.isPending ? 'Entrando…' : 'Entrar'}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
