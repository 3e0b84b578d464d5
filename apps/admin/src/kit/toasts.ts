import { toast } from '@site/features/toasts';
import { reportSaveError } from '../lib/forms';
import { type Mutation, type Row, type RowToggle, rowToggle } from './row-commands';

/**
 * Options for the update mutation behind a row's show/hide switch: say what happened to the row,
 * say why on failure, and re-read the list either way.
 */
export function afterToggle<T>(message: (row: T) => string, refresh: () => Promise<unknown>) {
  return {
    onSuccess: (row: T) => {
      toast.success(message(row));
    },
    onError: (error: unknown) => {
      reportSaveError(error);
    },
    onSettled: () => refresh(),
  };
}

/**
 * The show/hide switch of a list's rows, from the entity's update procedure (e.g.
 * `trpc.faqs.update`): `input` is what is sent for a row with `active` changed; `message` is
 * the toast for the row the server sends back.
 */
export function useRowToggle<T extends Row & { active: boolean | number }, V extends Row>(
  update: { useMutation: (options: Record<string, unknown>) => Mutation<V> },
  options: {
    label: string;
    message: (row: T) => string;
    input: (row: T, active: boolean) => V;
    refresh: () => Promise<unknown>;
    /** Extra options for the mutation, e.g. an optimistic `onMutate`. */
    onMutate?: (variables: V) => void;
  },
): RowToggle<T> {
  const mutation = update.useMutation({
    ...afterToggle(options.message, options.refresh),
    onMutate: options.onMutate,
  });
  return rowToggle(mutation, options.label, (row: T) => Boolean(row.active), options.input);
}
