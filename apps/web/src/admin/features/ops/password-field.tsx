import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
};

/**
 * A password input with a show/hide button (typing a password on a phone without seeing it is
 * error-prone). Same markup and wiring as the panel's TextField; spread `register(...)` into it.
 */
export function PasswordField({ label, hint, error, required, className, ...input }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="admin-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="ops-password">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <button
          type="button"
          className="admin-icon-btn ops-password__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
          <span className="admin-sr-only">Mostrar senha</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
