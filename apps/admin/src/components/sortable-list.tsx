import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => number;
  /** Accessible name of an item, used in the move buttons and announcements. */
  getLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Called with every id in the new order after a move. */
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  label: string;
}

/**
 * A list reordered by dragging (mouse, touch, or keyboard: Space to pick up, arrows, Space to
 * drop) and by plain "move up/down" buttons for anyone who prefers them.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  disabled,
  label,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: number | string) => {
    const item = items.find((candidate) => getId(candidate) === Number(id));
    return item ? getLabel(item) : '';
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Para reordenar, pressione Espaço para pegar o item, use as setas para movê-lo e Espaço para soltar. Esc cancela.',
        },
        announcements: {
          onDragStart: ({ active }) => `Item ${labelOf(active.id)} pego.`,
          onDragOver: ({ active, over }) =>
            over ? `${labelOf(active.id)} sobre a posição de ${labelOf(over.id)}.` : '',
          onDragEnd: ({ active, over }) =>
            over ? `${labelOf(active.id)} solto na posição de ${labelOf(over.id)}.` : '',
          onDragCancel: ({ active }) => `Movimento de ${labelOf(active.id)} cancelado.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="admin-sortable" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              label={getLabel(item)}
              disabled={disabled}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onMoveUp={() => move(index, index - 1)}
              onMoveDown={() => move(index, index + 1)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  isFirst,
  isLast,
  onMoveUp,
  onMoveDown,
  children,
}: {
  id: number;
  label: string;
  disabled?: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      className="admin-sortable__item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="admin-icon-btn admin-sortable__handle"
        aria-label={`Arrastar para reordenar: ${label}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" size={20} />
      </button>
      <div className="admin-sortable__content">{children}</div>
      <div className="admin-sortable__moves">
        <button
          type="button"
          className="admin-icon-btn"
          onClick={onMoveUp}
          disabled={disabled || isFirst}
          aria-label={`Mover para cima: ${label}`}
        >
          <ArrowUp aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="admin-icon-btn"
          onClick={onMoveDown}
          disabled={disabled || isLast}
          aria-label={`Mover para baixo: ${label}`}
        >
          <ArrowDown aria-hidden="true" size={18} />
        </button>
      </div>
    </li>
  );
}
