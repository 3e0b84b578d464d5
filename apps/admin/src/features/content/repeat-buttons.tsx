import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

/** Move up / move down / remove for one row of a repeatable group, named after the row. */
export function RepeatButtons({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="content-repeat__buttons">
      <button
        type="button"
        className="admin-icon-btn"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`Mover para cima: ${label}`}
      >
        <ArrowUp aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="admin-icon-btn"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`Mover para baixo: ${label}`}
      >
        <ArrowDown aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="admin-icon-btn"
        onClick={() => onRemove(index)}
        aria-label={`Remover: ${label}`}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
