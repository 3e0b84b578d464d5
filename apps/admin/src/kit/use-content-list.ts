import type { QueryLike } from '../components/query-state';
import { afterDelete } from '../lib/after-delete';
import type { Mutation, Row } from './row-commands';
import { useEditing } from './use-editing';

type Options = Record<string, unknown>;

/** The tRPC procedures of a content entity, e.g. `trpc.faqs` (only what every list uses). */
export interface ContentProcedures<T, I> {
  list: { useQuery: (input: I) => QueryLike<T[]> };
  delete: { useMutation: (options: Options) => Mutation<{ id: number }> };
}

/**
 * What every content list starts with: the rows (for `input`), the editor's state, a refresh
 * and the delete mutation that says `deleted` and re-reads the list.
 */
export function useContentList<T extends Row, I>(
  procedures: ContentProcedures<T, I>,
  /** The list's tRPC utils, e.g. `utils.faqs.list` (they also tell TypeScript the row type). */
  utils: { invalidate: (input: I) => Promise<unknown>; getData: (input: I) => T[] | undefined },
  input: I,
  deleted: string,
  editor: { startCreating?: boolean; onClosed?: () => void } = {},
) {
  const refresh = () => utils.invalidate(input);
  return {
    list: procedures.list.useQuery(input),
    editing: useEditing<T>(editor.startCreating, editor.onClosed),
    refresh,
    remove: procedures.delete.useMutation(afterDelete(deleted, refresh)),
  };
}
