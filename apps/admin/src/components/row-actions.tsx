import { Pencil, Trash2 } from 'lucide-react';
import { useConfirmDelete, useConfirmTrash } from './confirm-dialog';

type RowActionsProps = {
  /** The row's name: read by screen readers after "Editar"/"Excluir" and shown in the confirmation. */
  name: string;
  onEdit: () => void;
  /** Runs only after the person confirms. */
  onDelete: () => void;
  /** The delete button is disabled while a deletion is on its way. */
  deleting: boolean;
  /** The row goes to the Lixeira, not away for good: the standard confirmation says so. */
  toTrash?: boolean;
} & (
  | {
      /** What is deleted, with its article, for the confirmation title: 'o serviço' → "Excluir o serviço?". */
      what: string;
      confirm?: never;
    }
  | {
      what?: never;
      /** Replaces the standard confirmation (resolve true to delete). */
      confirm: () => Promise<boolean>;
    }
);

/** The "Editar <name>" and "Excluir <name>" buttons of a list row (a fragment: the row lays them out). */
export function RowActions({
  name,
  what,
  onEdit,
  onDelete,
  deleting,
  confirm,
  toTrash,
}: RowActionsProps) {
  const confirmDelete = useConfirmDelete();
  const confirmTrash = useConfirmTrash();
  return (
    <>
      <button type="button" className="admin-btn admin-btn--small" onClick={onEdit}>
        <Pencil aria-hidden="true" size={16} />
        Editar<span className="admin-sr-only"> {name}</span>
      </button>
      <button
        type="button"
        className="admin-btn admin-btn--small admin-btn--danger-ghost"
        disabled={deleting}
        onClick={async () => {
          const standard = toTrash ? confirmTrash : confirmDelete;
          if (await (confirm ? confirm() : standard(what ?? '', name))) onDelete();
        }}
      >
        <Trash2 aria-hidden="true" size={16} />
        Excluir<span className="admin-sr-only"> {name}</span>
      </button>
    </>
  );
}
