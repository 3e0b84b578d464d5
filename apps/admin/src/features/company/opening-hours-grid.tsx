import type { OpeningInterval } from '@oficina/core';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { SwitchField } from '../../components/fields';
import './company.css';

/** Monday first, as the site writes the week. */
const WEEK = [
  { weekday: 1, name: 'Segunda-feira' },
  { weekday: 2, name: 'Terça-feira' },
  { weekday: 3, name: 'Quarta-feira' },
  { weekday: 4, name: 'Quinta-feira' },
  { weekday: 5, name: 'Sexta-feira' },
  { weekday: 6, name: 'Sábado' },
  { weekday: 0, name: 'Domingo' },
];

/** A day opened again, or a second interval: a full day, then the afternoon after the last one. */
function newInterval(weekday: number, existing: OpeningInterval[]): OpeningInterval {
  const last = existing.at(-1);
  if (!last) return { weekday, opens: '08:00', closes: '18:00' };
  const start = Math.min(Number(last.closes.slice(0, 2)) + 1, 22);
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { weekday, opens: pad(start), closes: pad(Math.min(start + 4, 23)) };
}

export interface IntervalErrors {
  message?: string;
  opens?: { message?: string };
  closes?: { message?: string };
}

interface Props {
  value: OpeningInterval[];
  onChange: (hours: OpeningInterval[]) => void;
  /** Errors by position in `value`, as the schema reports them. */
  errors?: (IntervalErrors | undefined)[];
}

/**
 * The week as a grid: each day closed, or open in one or more intervals. The value stays one
 * flat list (what the API takes); rows keep their positions so errors land on their row.
 */
export function OpeningHoursGrid({ value, onChange, errors }: Props) {
  const update = (index: number, patch: Partial<OpeningInterval>) =>
    onChange(value.map((interval, i) => (i === index ? { ...interval, ...patch } : interval)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <div className="hours-grid">
      {WEEK.map(({ weekday, name }) => {
        const rows = value
          .map((interval, index) => ({ interval, index }))
          .filter(({ interval }) => interval.weekday === weekday);
        const open = rows.length > 0;
        return (
          <fieldset key={weekday} className="hours-grid__day" data-closed={!open || undefined}>
            <legend>{name}</legend>
            <SwitchField
              label="Aberto"
              checked={open}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, newInterval(weekday, [])]
                    : value.filter((interval) => interval.weekday !== weekday),
                )
              }
            />
            {rows.map(({ interval, index }, position) => (
              <IntervalRow
                // The position in the flat list: errors are reported by it too.
                key={index}
                dayName={name}
                position={rows.length > 1 ? position + 1 : undefined}
                interval={interval}
                error={errors?.[index]}
                onChange={(patch) => update(index, patch)}
                onRemove={() => remove(index)}
              />
            ))}
            {open ? (
              <button
                type="button"
                className="admin-btn admin-btn--ghost admin-btn--small hours-grid__add"
                onClick={() =>
                  onChange([
                    ...value,
                    newInterval(
                      weekday,
                      rows.map((row) => row.interval),
                    ),
                  ])
                }
              >
                <Plus aria-hidden="true" size={16} />
                Adicionar intervalo<span className="admin-sr-only"> em {name.toLowerCase()}</span>
              </button>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}

function IntervalRow({
  dayName,
  position,
  interval,
  error,
  onChange,
  onRemove,
}: {
  dayName: string;
  position: number | undefined;
  interval: OpeningInterval;
  error: IntervalErrors | undefined;
  onChange: (patch: Partial<OpeningInterval>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const which = position ? ` (intervalo ${position})` : '';
  const message = error?.opens?.message ?? error?.closes?.message ?? error?.message;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className="hours-grid__interval" data-invalid={message ? true : undefined}>
      {(['opens', 'closes'] as const).map((edge) => (
        <div className="admin-field" key={edge}>
          <label htmlFor={`${id}-${edge}`}>
            {edge === 'opens' ? 'Abre' : 'Fecha'}
            <span className="admin-sr-only">
              {' '}
              — {dayName}
              {which}
            </span>
          </label>
          <input
            id={`${id}-${edge}`}
            type="time"
            required
            value={interval[edge]}
            aria-invalid={message ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onChange({ [edge]: event.target.value })}
          />
        </div>
      ))}
      <button
        type="button"
        className="admin-btn admin-btn--danger-ghost admin-btn--small hours-grid__remove"
        onClick={onRemove}
        aria-label={`Remover intervalo${which} de ${dayName.toLowerCase()}`}
        title="Remover intervalo"
      >
        <Trash2 aria-hidden="true" size={16} />
      </button>
      {message ? (
        <p id={errorId} className="admin-field__error hours-grid__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
