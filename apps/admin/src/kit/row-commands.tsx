import { type ReactNode, useId } from 'react';
import { SwitchField } from '../components/fields';
import { RowActions } from '../components/row-actions';

/** Anything with an id: every row the kit lists. */
export interface Row {
  id: number;
}

/** A mutation as the kit uses it (a tRPC `useMutation` result fits). */
export interface Mutation<V> {
  mutate: (variables: V) => void;
  isPending: boolean;
  variables?: V | undefined;
}

/** Edit and delete for each row. Content goes to the Lixeira, and the confirmation says so. */
export interface RowCommands<T extends Row> {
  /** The row's name, read after "Editar"/"Excluir" and shown in the confirmation. */
  name: (row: T) => string;
  /** What is deleted, with its article ("a pergunta"), for "Excluir a pergunta?". */
  what: string;
  /** Replaces the standard confirmation (resolve true to delete). */
  confirm?: (row: T) => Promise<boolean>;
  onEdit: (row: T) => void;
  remove: Mutation<{ id: number }>;
}

export function RowCommandButtons<T extends Row>({
  row,
  commands,
}: {
  row: T;
  commands: RowCommands<T>;
}) {
  const shared = {
    name: commands.name(row),
    toTrash: true,
    onEdit: () => commands.onEdit(row),
    onDelete: () => commands.remove.mutate({ id: row.id }),
    deleting: commands.remove.isPending,
  };
  const { confirm } = commands;
  return confirm ? (
    <RowActions {...shared} confirm={() => confirm(row)} />
  ) : (
    <RowActions {...shared} what={commands.what} />
  );
}

/** Show/hide a row on the site right from the list. */
export interface RowToggle<T extends Row> {
  /** The switch's word: shown beside it on cards ("Visível"), read with the name in tables. */
  label: string;
  isOn: (row: T) => boolean;
  flip: (row: T) => void;
  busy: (row: T) => boolean;
}

/** A RowToggle from an update mutation and how a row with `active` flipped is sent. */
export function rowToggle<T extends Row, V extends Row>(
  mutation: Mutation<V>,
  label: string,
  isOn: (row: T) => boolean,
  input: (row: T, active: boolean) => V,
): RowToggle<T> {
  return {
    label,
    isOn,
    flip: (row) => mutation.mutate(input(row, !isOn(row))),
    busy: (row) => mutation.isPending && mutation.variables?.id === row.id,
  };
}

/** The switch of a card: its word shows, the row's name is read after it. */
export function CardSwitch<T extends Row>(props: { row: T; name: string; toggle: RowToggle<T> }) {
  const { row, toggle } = props;
  const label: ReactNode = (
    <>
      {toggle.label}
      <span className="admin-sr-only"> no site: {props.name}</span>
    </>
  );
  return (
    <SwitchField
      label={label}
      checked={toggle.isOn(row)}
      disabled={toggle.busy(row)}
      onChange={() => toggle.flip(row)}
    />
  );
}

/** The switch of a table cell: the column says what it is, so the label is for screen readers. */
export function CellSwitch<T extends Row>(props: { row: T; name: string; toggle: RowToggle<T> }) {
  const { row, toggle } = props;
  const id = useId();
  return (
    <div className="admin-switch kit-cell-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={toggle.isOn(row)}
        id={id}
        checked={toggle.isOn(row)}
        disabled={toggle.busy(row)}
        onChange={() => toggle.flip(row)}
      />
      <label htmlFor={id}>
        <span className="admin-sr-only">
          {toggle.label}: {props.name}
        </span>
      </label>
    </div>
  );
}
