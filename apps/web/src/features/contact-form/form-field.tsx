import type { ReactNode } from 'react';
import { KeepTogether } from '../../components/keep-together';

/** Attributes that tie a control to its label, hint and error message. */
export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
}

/**
 * Label, control, hint and error of one form field. The error has its own id and is referenced
 * by aria-describedby, so a screen reader reads it when the field gets focus.
 */
export function FormField({
  id,
  label,
  marker = 'optional',
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  /** 'none' for fields that are required only in a pair (e-mail or phone), told by the hint. */
  marker?: 'required' | 'optional' | 'none';
  hint?: string;
  error: string | null;
  children: (aria: FieldAria) => ReactNode;
}) {
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {marker === 'required' ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {marker === 'optional' ? <span className="form-field__optional"> (opcional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          <KeepTogether>{hint}</KeepTogether>
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        ...(marker === 'required' ? { 'aria-required': true } : {}),
      })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
