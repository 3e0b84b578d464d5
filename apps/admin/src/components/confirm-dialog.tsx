import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useToastsAbove } from './toast-layer';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** One accessible confirmation dialog for the whole panel (native <dialog>: focus trap, Esc). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useToastsAbove(dialog, pending !== null);

  const confirm = useCallback<Confirm>(
    (options) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) {
      element.showModal();
      // The safe choice has focus: Enter never deletes by accident.
      cancelButton.current?.focus();
    }
    if (!pending && element.open) element.close();
  }, [pending]);

  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialog}
        className="admin-dialog admin-dialog--small"
        aria-labelledby="admin-confirm-title"
        aria-describedby={pending?.message ? 'admin-confirm-message' : undefined}
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
      >
        {pending ? (
          <div className="admin-dialog__body">
            <h2 id="admin-confirm-title">{pending.title}</h2>
            {pending.message ? <div id="admin-confirm-message">{pending.message}</div> : null}
            <div className="admin-dialog__footer">
              <button
                ref={cancelButton}
                type="button"
                className="admin-btn"
                onClick={() => answer(false)}
              >
                {pending.cancelLabel ?? 'Cancelar'}
              </button>
              <button
                type="button"
                className={`admin-btn ${pending.danger ? 'admin-btn--danger' : 'admin-btn--primary'}`}
                onClick={() => answer(true)}
              >
                {pending.confirmLabel ?? 'Confirmar'}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm outside ConfirmProvider');
  return confirm;
}

/** "Excluir X?" with the item's name, a danger button and no way to confirm by accident. */
export function useConfirmDelete() {
  const confirm = useConfirm();
  return (what: string, name: string) =>
    confirm({
      title: `Excluir ${what}?`,
      message: (
        <p>
          <strong>{name}</strong> será excluído(a) definitivamente. Esta ação não pode ser desfeita.
        </p>
      ),
      confirmLabel: 'Excluir',
      danger: true,
    });
}

/**
 * "Excluir X?" for content the trash keeps: it says where the item goes and for how long.
 * `what` carries its article ("o serviço", "a pergunta"), which the participle agrees with.
 */
export function useConfirmTrash() {
  const confirm = useConfirm();
  return (what: string, name: string) =>
    confirm({
      title: `Excluir ${what}?`,
      message: (
        <p>
          <strong>{name}</strong> sai do site e vai para a Lixeira, de onde pode ser{' '}
          {what.startsWith('a ') ? 'restaurada' : 'restaurado'} por 30 dias.
        </p>
      ),
      confirmLabel: 'Excluir',
      danger: true,
    });
}
