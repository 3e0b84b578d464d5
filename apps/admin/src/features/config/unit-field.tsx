import type { ComponentPropsWithRef } from 'react';
import { FieldShell } from '../../components/fields';

type UnitFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  /** Shown after the box and read with it ("30 minutos"). */
  unit: string;
  hint?: string;
  error?: string;
};

/** A whole-number field with its unit beside it; spreads react-hook-form's `register(...)`. */
export function UnitField({ label, unit, hint, error, className, ...input }: UnitFieldProps) {
  const unitIdOf = (id: string) => `${id}-unit`;
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      className={className}
      describedBy={unitIdOf}
    >
      {(ids) => (
        <div className="config-unit">
          <input type="text" inputMode="numeric" pattern="[0-9]*" {...input} {...ids} />
          <span id={unitIdOf(ids.id)} className="config-unit__suffix">
            {unit}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
