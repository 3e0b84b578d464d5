import { toast } from '@site/features/toasts';
import { reportSaveError } from './forms';

/** Options for a `delete` mutation: say `message`, then re-read the list; on failure say why. */
export function afterDelete(message: string, refresh: () => Promise<unknown>) {
  return {
    onSuccess: async () => {
      toast.success(message);
      await refresh();
    },
    onError: (error: unknown) => {
      reportSaveError(error);
    },
  };
}
