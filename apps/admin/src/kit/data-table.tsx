import type { ReactNode } from 'react';
import {
  CellSwitch,
  type Row,
  RowCommandButtons,
  type RowCommands,
  type RowToggle,
} from './row-commands';

export interface Column<T> {
  /** The header, also the cell's label on phones (where rows become cards). */
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface DataTableProps<T extends Row> {
  /** Read by screen readers before the table ("Banners cadastrados"). */
  caption: string;
  /** The first column names the row (a row header); the rest follow. */
  columns: readonly Column<T>[];
  rows: T[];
  commands: RowCommands<T>;
  /** Adds an on/off column, headed `toggleHeader`, before the actions. */
  toggle?: RowToggle<T> & { header: string };
  /** Stacks the action buttons in their cell (tables with many columns). */
  stackActions?: boolean;
}

/** A table of rows with their edit/delete buttons, readable as cards on phones. */
export function DataTable<T extends Row>(props: DataTableProps<T>) {
  const [first, ...rest] = props.columns;
  const { commands, toggle } = props;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="admin-sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            {toggle ? <th scope="col">{toggle.header}</th> : null}
            <th scope="col">
              <span className="admin-sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id}>
              {first ? (
                <th scope="row" data-label={first.header} className={first.className}>
                  {first.cell(row)}
                </th>
              ) : null}
              {rest.map((column) => (
                <td key={column.header} data-label={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
              {toggle ? (
                <td data-label={toggle.header}>
                  <CellSwitch row={row} name={commands.name(row)} toggle={toggle} />
                </td>
              ) : null}
              <td className="admin-table__actions">
                {props.stackActions ? (
                  <div className="kit-stacked-actions">
                    <RowCommandButtons row={row} commands={commands} />
                  </div>
                ) : (
                  <RowCommandButtons row={row} commands={commands} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
