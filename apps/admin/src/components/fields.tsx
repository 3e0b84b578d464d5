import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export interface ShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

export interface ShellIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * Label, hint and error wired to the control for screen readers. `describedBy` names one more
 * element read with the control (a unit beside the box), before the hint and the error.
 */
export function FieldShell({
  label,
  hint,
  error,
  required,
  className,
  describedBy: extra,
  children,
}: ShellProps & {
  describedBy?: (id: string) => string;
  children: (ids: ShellIds) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [extra?.(id), hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
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

type InputProps = ComponentPropsWithRef<'input'> & ShellProps;

export function TextField({ label, hint, error, required, className, ...input }: InputProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} className={className}>
      {(ids) => <input {...input} {...ids} />}
    </FieldShell>
  );
}

type TextAreaProps = ComponentPropsWithRef<'textarea'> & ShellProps;

export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} className={className}>
      {(ids) => <textarea rows={rows} {...textarea} {...ids} />}
    </FieldShell>
  );
}

type SelectProps = ComponentPropsWithRef<'select'> &
  ShellProps & { options: readonly { value: string; label: string }[] };

export function SelectField({
  label,
  hint,
  error,
  required,
  className,
  options,
  ...select
}: SelectProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} className={className}>
      {(ids) => (
        <select {...select} {...ids}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A checkbox styled as a switch; announced as a checkbox (checked / not checked). */
export function SwitchField({ label, hint, error, className, ...input }: SwitchProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`admin-switch ${className ?? ''}`}>
      <input type="checkbox" id={id} aria-describedby={hintId} {...input} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <p className="admin-field__error">{error}</p> : null}
    </div>
  );
}

/** A message for the whole form (server refusal, connection failure), announced at once. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="admin-form-error" role="alert">
      {message}
    </p>
  );
}
