import type { Ref } from 'react';
import { TextField } from '../../components/fields';
import { isoToLocalInput, localInputToIso } from '../../lib/datetime-local';
import './marketing.css';

const zone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
})();

/**
 * Date and time typed on the owner's own clock; the value is the ISO instant the API stores
 * (or null). A "Limpar" button empties it, which native pickers do not all offer.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  emptyHint,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** What no date means ("Vazio: começa imediatamente"). */
  emptyHint: string;
}) {
  return (
    <div className="mkt-admin-datetime">
      <TextField
        label={label}
        type="datetime-local"
        name={name}
        ref={inputRef}
        value={isoToLocalInput(value)}
        onChange={(event) => onChange(localInputToIso(event.target.value))}
        onBlur={onBlur}
        hint={`${emptyHint}${zone ? ` Horário deste aparelho (${zone}).` : ''}`}
        error={error}
      />
      {value ? (
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--ghost mkt-admin-datetime__clear"
          onClick={() => onChange(null)}
        >
          Limpar data<span className="admin-sr-only">: {label}</span>
        </button>
      ) : null}
    </div>
  );
}
