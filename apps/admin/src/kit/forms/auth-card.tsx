import type { LucideIcon } from 'lucide-react';
import { createContext, type FormEvent, type ReactNode, useContext, useId } from 'react';

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

/** Whether the form shows an error: its boxes are then marked invalid. */
const FormInvalid = createContext(false);

/** What a box holds; each sets the name, type and autofill the browser and password managers expect. */
const KINDS = {
  username: {
    name: 'username',
    autoComplete: 'username',
    autoCapitalize: 'none',
    spellCheck: false,
  },
  'current-password': { name: 'password', type: 'password', autoComplete: 'current-password' },
  'new-password': { name: 'password', type: 'password', autoComplete: 'new-password' },
} as const;

/** One labelled box of these forms; an error of the form marks every box invalid. */
export function AuthInput({
  id,
  label,
  kind,
  name,
  value,
  onValue,
}: {
  id: string;
  label: string;
  kind: keyof typeof KINDS;
  /** Instead of the kind's name (the second of two new-password boxes). */
  name?: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const invalid = useContext(FormInvalid);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...KINDS[kind]}
        {...(name ? { name } : {})}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={invalid || undefined}
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
      <FormInvalid.Provider value={Boolean(error)}>{children}</FormInvalid.Provider>
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
