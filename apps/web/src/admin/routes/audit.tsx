import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { AdminPage } from '../components/admin-page';
import { EmptyState, QueryState } from '../components/query-state';
import type { AuditItem } from '../features/ops/api-types';
import { recordName } from '../features/ops/audit-diff';
import { AuditDiffTable } from '../features/ops/audit-diff-table';
import { formatCount, formatDateTime, formatLongDateTime } from '../features/ops/format';
import {
  actionLabel,
  auditActor,
  auditItem,
  ENTITY_OPTIONS,
  isTypedName,
} from '../features/ops/labels';
import { Pagination } from '../features/ops/pagination';
import { trpc } from '../lib/trpc';
import '../features/ops/ops.css';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 50;

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Filter and page in the address: back/forward and reload keep the view. */
const auditSearchSchema = z.object({
  entity: lenient(z.string().trim().min(1).max(60)),
  page: lenient(z.coerce.number().int().min(1).max(100_000)),
  page_size: lenient(z.coerce.number().pipe(z.union(PAGE_SIZES.map((size) => z.literal(size))))),
});

type AuditSearch = z.output<typeof auditSearchSchema>;

export const Route = createFileRoute('/audit')({
  validateSearch: (raw: Record<string, unknown>): AuditSearch => auditSearchSchema.parse(raw),
  component: AuditPage,
});

function AuditPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const pageSize = search.page_size ?? DEFAULT_PAGE_SIZE;
  const list = trpc.audit.list.useQuery(
    { entity: search.entity, page, page_size: pageSize },
    { placeholderData: keepPreviousData },
  );
  const filterId = useId();

  const setSearch = (patch: Partial<AuditSearch>, replace = false) =>
    navigate({
      search: (prev) => {
        const next = { ...prev, ...patch };
        return {
          ...next,
          page: next.page === 1 ? undefined : next.page,
          page_size: next.page_size === DEFAULT_PAGE_SIZE ? undefined : next.page_size,
        };
      },
      replace,
    });

  const total = list.data?.total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the total or page changes
  useEffect(() => {
    if (total === undefined || list.isPlaceholderData) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) void setSearch({ page: last }, true);
  }, [total, page, pageSize, list.isPlaceholderData]);

  // An entity the list does not know (from an old link) still shows as the selected option.
  const options = ENTITY_OPTIONS.some((option) => option.value === search.entity)
    ? ENTITY_OPTIONS
    : search.entity
      ? [...ENTITY_OPTIONS, { value: search.entity, label: search.entity }]
      : ENTITY_OPTIONS;

  return (
    <AdminPage
      title="Auditoria"
      description="Histórico de alterações: quem mudou o quê e quando, com os valores de antes e depois."
    >
      <div className="ops-toolbar">
        <div className="ops-inline-field">
          <label htmlFor={filterId}>Mostrar</label>
          <select
            id={filterId}
            className="ops-select"
            value={search.entity ?? ''}
            onChange={(event) =>
              void setSearch({ entity: event.target.value || undefined, page: 1 })
            }
          >
            <option value="">Todas as alterações</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={list} loadingLabel="Carregando histórico…">
        {(data) => (
          <>
            <p className="ops-total" aria-live="polite">
              <strong>{formatCount(data.total, 'registro', 'registros')}</strong>
              {list.isFetching ? <span className="admin-muted"> · atualizando…</span> : null}
            </p>
            {data.items.length === 0 ? (
              <EmptyState>
                {search.entity
                  ? 'Nenhuma alteração registrada para este tipo de item.'
                  : 'Nenhuma alteração registrada ainda.'}
              </EmptyState>
            ) : (
              <div
                className="admin-table-wrap ops-table-wrap"
                aria-busy={list.isPlaceholderData || undefined}
              >
                <table className="admin-table ops-audit">
                  <caption className="admin-sr-only">Histórico de alterações</caption>
                  <thead>
                    <tr>
                      <th scope="col">Quando</th>
                      <th scope="col">Quem</th>
                      <th scope="col">Ação</th>
                      <th scope="col">Item</th>
                      <th scope="col">
                        <span className="admin-sr-only">Detalhes</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((entry) => (
                      <AuditRow key={entry.id} entry={entry} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {data.total > 0 ? (
              <Pagination
                label="Páginas do histórico"
                page={page}
                pageSize={pageSize}
                total={data.total}
                onPage={(next) => void setSearch({ page: next })}
                pageSizes={PAGE_SIZES}
                onPageSize={(size) =>
                  void setSearch({ page_size: size as AuditSearch['page_size'], page: 1 })
                }
              />
            ) : null}
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}

function AuditRow({ entry }: { entry: AuditItem }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const name = recordName(entry.before, entry.after);
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
            <AuditDiffTable action={entry.action} before={entry.before} after={entry.after} />
          ) : null}
        </td>
      </tr>
    </Fragment>
  );
}
