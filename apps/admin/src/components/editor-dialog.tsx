import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';
import { useConfirm } from './confirm-dialog';
import { useToastsAbove } from './toast-layer';

/**
 * A create/edit form in a modal (full screen on phones). Closing it with unsaved changes asks
 * first; so does leaving the page. The form inside keeps its values when a save fails.
 */
export function EditorDialog({
  open,
  title,
  dirty,
  saving,
  formId,
  onClose,
  children,
  submitLabel = 'Salvar',
  wide,
}: {
  open: boolean;
  title: string;
  dirty: boolean;
  saving?: boolean;
  formId: string;
  onClose: () => void;
  children: ReactNode;
  submitLabel?: string;
  wide?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useConfirm();
  useUnsavedChanges(open && dirty);
  useToastsAbove(dialog, open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const requestClose = async () => {
    if (dirty) {
      const discard = await confirm({
        title: 'Descartar alterações?',
        message: <p>As alterações deste formulário ainda não foram salvas.</p>,
        confirmLabel: 'Descartar',
        cancelLabel: 'Continuar editando',
        danger: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`admin-dialog ${wide ? 'admin-dialog--wide' : ''}`}
      aria-labelledby={`${formId}-title`}
      onCancel={(event) => {
        event.preventDefault();
        void requestClose();
      }}
    >
      {open ? (
        <div className="admin-dialog__body">
          <header className="admin-dialog__header">
            <h2 id={`${formId}-title`}>{title}</h2>
            <button type="button" className="admin-icon-btn" onClick={() => void requestClose()}>
              <X aria-hidden="true" size={20} />
              <span className="admin-sr-only">Fechar</span>
            </button>
          </header>
          <div className="admin-dialog__content">{children}</div>
          <footer className="admin-dialog__footer">
            <button type="button" className="admin-btn" onClick={() => void requestClose()}>
              Cancelar
            </button>
            <button
              type="submit"
              form={formId}
              className="admin-btn admin-btn--primary"
              disabled={saving}
            >
              {saving ? 'Salvando…' : submitLabel}
            </button>
          </footer>
        </div>
      ) : null}
    </dialog>
  );
}
