import { useState } from 'react';

type State<T> = { mode: 'create' } | { mode: 'edit'; row: T } | null;

/** Which row the editor dialog has open: none, a new one, or an existing row. */
export interface Editing<T> {
  open: boolean;
  /** The row being edited; null while creating. */
  row: T | null;
  create: () => void;
  edit: (row: T) => void;
  close: () => void;
}

/** The editor's open/closed state; `startCreating` opens a new row at once (e.g. `?novo=true`). */
export function useEditing<T>(startCreating = false, onClosed?: () => void): Editing<T> {
  const [state, setState] = useState<State<T>>(startCreating ? { mode: 'create' } : null);
  return {
    open: state !== null,
    row: state?.mode === 'edit' ? state.row : null,
    create: () => setState({ mode: 'create' }),
    edit: (row) => setState({ mode: 'edit', row }),
    close: () => {
      setState(null);
      onClosed?.();
    },
  };
}
