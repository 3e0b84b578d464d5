import { useBlocker } from '@tanstack/react-router';
import { useConfirm } from '../components/confirm-dialog';

/**
 * Leaving a page with unsaved changes asks first: inside the panel with our dialog, when closing
 * the tab or reloading with the browser's own prompt.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const confirm = useConfirm();
  useBlocker({
    shouldBlockFn: async () => {
      if (!dirty) return false;
      const leave = await confirm({
        title: 'Descartar alterações?',
        message: (
          <p>Há alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.</p>
        ),
        confirmLabel: 'Sair sem salvar',
        cancelLabel: 'Continuar editando',
        danger: true,
      });
      return !leave;
    },
    enableBeforeUnload: () => dirty,
  });
}
