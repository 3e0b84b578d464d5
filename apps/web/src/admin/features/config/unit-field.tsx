import { type ComponentPropsWithRef, useId } from 'react';

type UnitFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  /** Shown after the box and read with it ("30 minutos"). */
  unit: string;
  hint?: string;
  error?: string;
};

/** A whole-number field with its unit beside it; spreads react-hook-form's `register(...)`. */
export function UnitField({ label, unit, hint, error, className, ...input }: UnitFieldProps) {
  const id = useId();
  const unitId = `${id}-unit`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`admin-field ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="config-unit">
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          {...input}
          id={id}
          aria-describedby={[unitId, hintId, errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
        />
        <span id={unitId} className="config-unit__suffix">
          {unit}
        </span>
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
