import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminPage } from '../components/admin-page';
import { EmptyState, type QueryLike, QueryState } from '../components/query-state';
import { Pagination } from '../features/ops/pagination';
import { ListToolbar } from './list-toolbar';
import type { ListView } from './use-list-view';
import '../features/ops/ops.css';
import './kit.css';

/** The primary "Novo …" button of a page header or an empty list. */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="admin-btn admin-btn--primary" onClick={onClick}>
      <Plus aria-hidden="true" size={18} />
      {label}
    </button>
  );
}

export interface ListPageProps<T> {
  title: string;
  description: ReactNode;
  query: QueryLike<T[]>;
  loadingLabel: string;
  /** "Novo serviço": the header's button, which opens the editor on a new row. */
  createLabel: string;
  /** The editor's state (useEditing): the create buttons open it. */
  editing: { open: boolean; create: () => void };
  /** The line an empty list shows ("Nenhum serviço cadastrado ainda."). */
  emptyText: ReactNode;
  /** The empty list's own button ("Cadastrar o primeiro serviço"), when it has one. */
  firstLabel?: string;
  /** Search, filter and pages (useListView); without it every row shows. */
  view?: ListView<T>;
  /** The rows on screen: sortable cards or a table. */
  children: (rows: T[]) => ReactNode;
  /** Draws the editor dialog while it is open. */
  editor: () => ReactNode;
}

/** The words of a list page, declared once per entity and spread on ListPage. */
export type ListTexts = Pick<
  ListPageProps<unknown>,
  'title' | 'description' | 'loadingLabel' | 'createLabel' | 'emptyText' | 'firstLabel'
>;

/**
 * A content list: header with the create action, loading/error/empty states, the optional
 * search/filter toolbar and pages, then the rows as the entity draws them.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { view } = props;
  return (
    <AdminPage
      title={props.title}
      description={props.description}
      actions={<CreateButton label={props.createLabel} onClick={props.editing.create} />}
    >
      <QueryState query={props.query} loadingLabel={props.loadingLabel}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>
              {props.firstLabel ? <p>{props.emptyText}</p> : props.emptyText}
              {props.firstLabel ? (
                <CreateButton label={props.firstLabel} onClick={props.editing.create} />
              ) : null}
            </EmptyState>
          ) : (
            <>
              {view ? <ListToolbar view={view} total={rows.length} /> : null}
              {view && view.matching.length === 0 ? (
                <p className="admin-empty">Nada encontrado com essa busca.</p>
              ) : (
                props.children(view ? view.rows : rows)
              )}
              {view?.pageSize && view.matching.length > view.pageSize ? (
                <Pagination
                  label={`Páginas de ${props.title.toLowerCase()}`}
                  page={view.page}
                  pageSize={view.pageSize}
                  total={view.matching.length}
                  onPage={view.setPage}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
      {props.editing.open ? props.editor() : null}
    </AdminPage>
  );
}
