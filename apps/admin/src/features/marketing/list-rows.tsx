import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/*
 * The frame of the marketing lists (messages, statistics): a fieldset with its hint, error and
 * "Adicionar" button, and numbered rows that move up and down and are removed.
 */

function RowButtons({
  index,
  count,
  min,
  what,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  min: number;
  what: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="mkt-admin-row__actions">
      <button
        type="button"
        className="admin-icon-btn"
        onClick={() => onMove(index - 1)}
        disabled={index === 0}
        aria-label={`Mover ${what} ${index + 1} para cima`}
      >
        <ArrowUp aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="admin-icon-btn"
        onClick={() => onMove(index + 1)}
        disabled={index === count - 1}
        aria-label={`Mover ${what} ${index + 1} para baixo`}
      >
        <ArrowDown aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="admin-icon-btn admin-btn--danger-ghost"
        onClick={onRemove}
        disabled={count <= min}
        aria-label={`Remover ${what} ${index + 1}`}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

export function ListShell({
  legend,
  hint,
  error,
  children,
  addLabel,
  canAdd,
  onAdd,
  max,
}: {
  legend: string;
  hint: ReactNode;
  error?: string;
  children: ReactNode;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  max: number;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      <p className="admin-field__hint">{hint}</p>
      {children}
      {error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-row">
        <button
          type="button"
          className="admin-btn admin-btn--small"
          onClick={onAdd}
          disabled={!canAdd}
        >
          <Plus aria-hidden="true" size={16} />
          {addLabel}
        </button>
        {canAdd ? null : <span className="admin-muted">Máximo de {max}.</span>}
      </div>
    </fieldset>
  );
}

/** The numbered rows of a list, each with its fields and the move and remove buttons. */
export function NumberedRows({
  ids,
  min,
  what,
  move,
  remove,
  children,
}: {
  ids: readonly { id: string }[];
  min: number;
  /** The row in words, for the buttons' names ("a mensagem"). */
  what: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  children: (index: number) => ReactNode;
}) {
  return (
    <ol className="mkt-admin-rows">
      {ids.map((row, index) => (
        <li key={row.id} className="mkt-admin-row">
          <span className="mkt-admin-row__number" aria-hidden="true">
            {index + 1}.
          </span>
          <div className="mkt-admin-row__fields">{children(index)}</div>
          <RowButtons
            index={index}
            count={ids.length}
            min={min}
            what={what}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        </li>
      ))}
    </ol>
  );
}
