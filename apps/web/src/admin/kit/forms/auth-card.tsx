import type { LucideIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef, type FormEvent, type ReactNode, useId } from 'react';

/**
 * The card of the screens before the panel (sign in, forgotten password, new password): the
 * logo, a title, an optional line under it, and the way back to the site.
 */
export function AuthCard({
  title,
  hint,
  backToSite = true,
  children,
}: {
  title: string;
  hint?: ReactNode;
  backToSite?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="admin-login" id="conteudo">
      <div className="admin-login__card">
        <img src="/media/favicon.svg" alt="" width="56" height="56" className="admin-login__logo" />
        <h1 className="admin-login__title">{title}</h1>
        {hint ? <p className="admin-login__hint">{hint}</p> : null}
        {children}
        {backToSite ? (
          <p className="admin-login__back">
            <a href="/">Voltar ao site</a>
          </p>
        ) : null}
      </div>
    </main>
  );
}

type AuthInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  invalid: boolean;
};

/** One labelled box of these forms; the whole form's error marks every box invalid. */
export function AuthInput({ id, label, onValue, invalid, ...input }: AuthInputProps) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={invalid ? true : undefined}
      />
    </div>
  );
}

/**
 * A form of these screens: its boxes, the error slot (kept in place so the button does not
 * jump, announced at once), the full-width submit button and what follows it.
 */
export function AuthForm({
  error,
  onSubmit,
  icon: Icon,
  label,
  pendingLabel,
  pending,
  children,
  footer,
}: {
  error: string | null;
  onSubmit: () => void;
  icon: LucideIcon;
  label: string;
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      {children}
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
        disabled={pending}
      >
        <Icon aria-hidden="true" size={18} />
        {pending ? pendingLabel : label}
      </button>
      {footer}
    </form>
  );
}

/** The small text button under these forms ("Esqueci minha senha", "Voltar para o login"). */
export function AuthLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <p className="admin-login__forgot">
      <button type="button" className="admin-login__link" onClick={onClick}>
        {children}
      </button>
    </p>
  );
}
