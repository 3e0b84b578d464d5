import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import './company.css';

export interface ClosedDateErrors {
  date?: { message?: string };
  note?: { message?: string };
}

/** As the form holds it: a note left out is an empty one. */
interface ClosedDate {
  date: string;
  note?: string;
}

interface Props {
  value: ClosedDate[];
  onChange: (dates: ClosedDate[]) => void;
  errors?: (ClosedDateErrors | undefined)[];
}

/** Holidays and other days the workshop stays closed, each with an optional note. */
export function ClosedDatesList({ value, onChange, errors }: Props) {
  const update = (index: number, patch: Partial<ClosedDate>) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <div className="closed-dates">
      {value.length === 0 ? (
        <p className="admin-field__hint">Nenhuma data cadastrada.</p>
      ) : (
        <ul className="closed-dates__list">
          {value.map((entry, index) => (
            <ClosedDateRow
              // Rows have no id of their own; the position is stable while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              number={index + 1}
              entry={entry}
              error={errors?.[index]}
              onChange={(patch) => update(index, patch)}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="admin-btn admin-btn--ghost admin-btn--small"
        onClick={() => onChange([...value, { date: '', note: '' }])}
      >
        <Plus aria-hidden="true" size={16} />
        Adicionar data
      </button>
    </div>
  );
}

function ClosedDateRow({
  number,
  entry,
  error,
  onChange,
  onRemove,
}: {
  number: number;
  entry: ClosedDate;
  error: ClosedDateErrors | undefined;
  onChange: (patch: Partial<ClosedDate>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const dateError = error?.date?.message;
  const noteError = error?.note?.message;
  return (
    <li className="closed-dates__row">
      <div className="admin-field" data-invalid={dateError ? true : undefined}>
        <label htmlFor={`${id}-date`}>
          Data<span className="admin-sr-only"> {number}</span>
        </label>
        <input
          id={`${id}-date`}
          type="date"
          required
          value={entry.date}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
          onChange={(event) => onChange({ date: event.target.value })}
        />
        {dateError ? (
          <p id={`${id}-date-error`} className="admin-field__error">
            {dateError}
          </p>
        ) : null}
      </div>
      <div className="admin-field" data-invalid={noteError ? true : undefined}>
        <label htmlFor={`${id}-note`}>
          Observação<span className="admin-sr-only"> da data {number}</span>
        </label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={120}
          placeholder="Ex.: Feriado de Natal"
          value={entry.note ?? ''}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          onChange={(event) => onChange({ note: event.target.value })}
        />
        {noteError ? (
          <p id={`${id}-note-error`} className="admin-field__error">
            {noteError}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="admin-btn admin-btn--danger-ghost admin-btn--small closed-dates__remove"
        onClick={onRemove}
        aria-label={`Remover a data ${number}${entry.date ? ` (${entry.date.split('-').reverse().join('/')})` : ''}`}
        title="Remover data"
      >
        <Trash2 aria-hidden="true" size={16} />
      </button>
    </li>
  );
}
