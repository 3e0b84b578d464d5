import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { z } from 'zod';
import { AdminPage } from '../../components/admin-page';
import { PagedList, PagedTable, ToolbarSelect } from '../../kit/table/paged-list';
import { lenient, pagingSearch } from '../../kit/table/paged-search';
import { useLastPageClamp, usePagedSearch } from '../../kit/table/use-paged-search';
import { trpc } from '../../lib/trpc';
import type { AuditItem } from './api-types';
import { AuditDiffTable } from './audit-diff-table';
import { formatDateTime, formatLongDateTime } from './format';
import {
  actionLabel,
  auditActor,
  auditItem,
  auditRecordName,
  ENTITY_OPTIONS,
  isTypedName,
} from './labels';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 50;

/** Filter and page in the address: back/forward and reload keep the view. */
const auditSearchSchema = z.object({
  entity: lenient(z.string().trim().min(1).max(60)),
  ...pagingSearch(PAGE_SIZES),
});

export type AuditSearch = z.output<typeof auditSearchSchema>;

export const validateAuditSearch = (raw: Record<string, unknown>): AuditSearch =>
  auditSearchSchema.parse(raw);

const route = getRouteApi('/audit');

/** "Auditoria": who changed what and when, filtered by kind of item and paged. */
export function AuditPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { page, pageSize, setSearch, paging } = usePagedSearch<AuditSearch>(
    search,
    navigate,
    PAGE_SIZES,
    DEFAULT_PAGE_SIZE,
  );
  const list = trpc.audit.list.useQuery(
    { entity: search.entity, page, page_size: pageSize },
    { placeholderData: keepPreviousData },
  );
  useLastPageClamp(list, page, pageSize, (last) => setSearch({ page: last }, true));

  // An entity the list does not know (from an old link) still shows as the selected option.
  const known = ENTITY_OPTIONS.some((option) => option.value === search.entity);
  const options =
    known || !search.entity
      ? ENTITY_OPTIONS
      : [...ENTITY_OPTIONS, { value: search.entity, label: search.entity }];

  return (
    <AdminPage
      title="Auditoria"
      description="Histórico de alterações: quem mudou o quê e quando, com os valores de antes e depois."
    >
      <div className="ops-toolbar">
        <ToolbarSelect
          label="Mostrar"
          value={search.entity ?? ''}
          all="Todas as alterações"
          options={options}
          onChange={(value) => setSearch({ entity: value || undefined, page: 1 })}
        />
      </div>
      <PagedList
        query={list}
        loadingLabel="Carregando histórico…"
        count={['registro', 'registros']}
        fetching
        empty={
          search.entity
            ? 'Nenhuma alteração registrada para este tipo de item.'
            : 'Nenhuma alteração registrada ainda.'
        }
        paging={paging('Páginas do histórico')}
      >
        {(items, busy) => (
          <PagedTable
            className="ops-audit"
            caption="Histórico de alterações"
            busy={busy}
            head={
              <>
                <th scope="col">Quando</th>
                <th scope="col">Quem</th>
                <th scope="col">Ação</th>
                <th scope="col">Item</th>
                <th scope="col">
                  <span className="admin-sr-only">Detalhes</span>
                </th>
              </>
            }
          >
            {items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </PagedTable>
        )}
      </PagedList>
    </AdminPage>
  );
}

function AuditRow({ entry }: { entry: AuditItem }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const name = auditRecordName(entry);
  const item = auditItem(entry);
  return (
    <Fragment>
      <tr data-open={open || undefined}>
        <td data-label="Quando">
          <time
            className="ops-nowrap"
            dateTime={entry.created_at}
            title={formatLongDateTime(entry.created_at)}
          >
            {formatDateTime(entry.created_at)}
          </time>
        </td>
        <td data-label="Quem">
          {entry.username ? (
            <>
              {entry.username}
              {isTypedName(entry) ? <span className="admin-muted"> (nome digitado)</span> : null}
            </>
          ) : (
            <span className="admin-muted">{auditActor(entry)}</span>
          )}
        </td>
        <td data-label="Ação">
          <span className={`admin-badge ops-action ops-action--${entry.action}`}>
            {actionLabel(entry.action)}
          </span>
        </td>
        <th scope="row" data-label="Item">
          {item}
          {name ? <span className="ops-audit__name admin-muted">{name}</span> : null}
        </th>
        <td className="admin-table__actions ops-row-actions">
          <button
            type="button"
            className="admin-btn admin-btn--small"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((state) => !state)}
          >
            {open ? (
              <ChevronDown aria-hidden="true" size={16} />
            ) : (
              <ChevronRight aria-hidden="true" size={16} />
            )}
            {open ? 'Ocultar' : 'Ver alterações'}
            <span className="admin-sr-only"> de {item}</span>
          </button>
        </td>
      </tr>
      <tr id={detailId} className="ops-audit__detail" hidden={!open}>
        <td colSpan={5}>
          {open ? (
            <AuditDiffTable
              entity={entry.entity}
              action={entry.action}
              before={entry.before}
              after={entry.after}
            />
          ) : null}
        </td>
      </tr>
    </Fragment>
  );
}
