import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { RepeatButtons } from './repeat-buttons';

/**
 * A repeatable group of a form (values, highlights, team): the rows with their move and remove
 * buttons, a line when there is none, and the button that adds one up to the limit.
 */
export function RepeatList({
  count,
  keyOf,
  itemLabel,
  empty,
  addLabel,
  max,
  onAdd,
  onMove,
  onRemove,
  children,
}: {
  count: number;
  keyOf: (index: number) => string | number;
  /** Names the row for the move and remove buttons ("Mover para cima: …"). */
  itemLabel: (index: number) => string;
  empty: string;
  addLabel: string;
  max: number;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The fields of one row. */
  children: (index: number) => ReactNode;
}) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <>
      {count > 0 ? (
        <ol className="content-repeat">
          {indexes.map((index) => (
            <li key={keyOf(index)} className="content-repeat__item">
              {children(index)}
              <RepeatButtons
                label={itemLabel(index)}
                index={index}
                count={count}
                onMove={onMove}
                onRemove={onRemove}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">{empty}</p>
      )}
      <div>
        <button
          type="button"
          className="admin-btn admin-btn--small"
          disabled={count >= max}
          onClick={onAdd}
        >
          <Plus aria-hidden="true" size={16} />
          {addLabel}
        </button>
      </div>
    </>
  );
}
