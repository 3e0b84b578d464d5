import { toast } from '@site/features/toasts';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { reportSaveError } from './forms';

/**
 * Options for the create/update mutations of an editor dialog: `saved(message)` gives
 * { onSuccess, onError }. Saved: the toast, the form marked clean (so closing asks nothing), the
 * data re-read, the dialog closed. Refused: field errors next to the fields and a toast; the
 * dialog stays open with what was typed.
 */
export function editorSave<T extends FieldValues, O>(
  form: Pick<UseFormReturn<T, unknown, O>, 'reset' | 'getValues' | 'setError'>,
  refresh: () => Promise<unknown>,
  onClose: () => void,
) {
  return (message: string) => ({
    onSuccess: async () => {
      toast.success(message);
      form.reset(form.getValues());
      await refresh();
      onClose();
    },
    onError: (error: unknown) => {
      reportSaveError(error, form.setError);
    },
  });
}
