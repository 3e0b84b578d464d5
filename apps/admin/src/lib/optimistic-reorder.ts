import { toast } from '@site/features/toasts';
import { applyOrder, type Ordered } from '../features/content/reorder';
import { reportSaveError } from './forms';

/** The tRPC utils of the list a reorder changes, e.g. `utils.faqs.list`. */
export interface ListUtils<I, T> {
  cancel: (input: I) => Promise<unknown>;
  getData: (input: I) => T[] | undefined;
  setData: (input: I, rows: T[]) => unknown;
  invalidate: (input: I) => Promise<unknown>;
}

export const REORDER_FAILED = 'Não foi possível salvar a nova ordem. Tente de novo.';

/**
 * Options for a `reorder` mutation: the new order shows at once; a refusal puts the old one
 * back and says why; success says `savedMessage`; the list (for `input`) is re-read either way.
 */
export function optimisticReorder<I, T extends Ordered>(
  list: ListUtils<I, T>,
  input: I,
  savedMessage: string,
) {
  return {
    onMutate: async ({ ids }: { ids: number[] }) => {
      await list.cancel(input);
      const previous = list.getData(input);
      if (previous) list.setData(input, applyOrder(previous, ids));
      return { previous };
    },
    onError: (error: unknown, _input: unknown, context: { previous?: T[] } | undefined) => {
      if (context?.previous) list.setData(input, context.previous);
      reportSaveError(error, undefined, REORDER_FAILED);
    },
    onSuccess: () => {
      toast.success(savedMessage);
    },
    onSettled: () => list.invalidate(input),
  };
}
