import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, useState } from 'react';
import { FieldShell, type ShellProps } from '../../components/fields';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'> & ShellProps;

/**
 * A password input with a show/hide button (typing a password on a phone without seeing it is
 * error-prone). Same markup and wiring as the panel's TextField; spread `register(...)` into it.
 */
export function PasswordField({ label, hint, error, required, className, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} className={className}>
      {(ids) => (
        <div className="ops-password">
          <input
            {...input}
            {...ids}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <button
            type="button"
            className="admin-icon-btn ops-password__toggle"
            aria-pressed={visible}
            aria-controls={ids.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? (
              <EyeOff aria-hidden="true" size={20} />
            ) : (
              <Eye aria-hidden="true" size={20} />
            )}
            <span className="admin-sr-only">Mostrar senha</span>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
