import { CONTACT_SPAM_RETENTION_DAYS, type Contact } from '@oficina/core';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { Download, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AdminPage } from '../components/admin-page';
import { EmptyState, QueryState } from '../components/query-state';
import { ContactDetailDialog } from '../features/ops/contact-detail-dialog';
import {
  type ContactSearch,
  type ContactSort,
  contactView,
  exportUrl,
  nextSort,
  PAGE_SIZES,
  pageCount,
  parseSortOption,
  SORT_OPTIONS,
  STATUS_FILTERS,
  validateContactSearch,
} from '../features/ops/contact-search';
import { ContactStatusBadge } from '../features/ops/contact-status-badge';
import {
  formatCount,
  formatDateTime,
  formatLongDateTime,
  formatNumber,
} from '../features/ops/format';
import { Pagination } from '../features/ops/pagination';
import { SortHeader } from '../features/ops/sort-header';
import { useDebouncedValue } from '../features/ops/use-debounced-value';
import { trpc } from '../lib/trpc';
import '../features/ops/ops.css';

export const Route = createFileRoute('/contact')({
  validateSearch: validateContactSearch,
  component: ContactPage,
});

/** Defaults are left out of the address so a plain /admin/contact is the default view. */
function withoutDefaults(search: ContactSearch): ContactSearch {
  return {
    ...search,
    page: search.page === 1 ? undefined : search.page,
    page_size: search.page_size === PAGE_SIZES[0] ? undefined : search.page_size,
  };
}

function ContactPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const view = contactView(search);
  const { status, q, page, page_size, sort, order } = view;
  const list = trpc.contacts.list.useQuery(
    { status, q, page, page_size, sort, order },
    { placeholderData: keepPreviousData },
  );
  const newCount = trpc.dashboard.summary.useQuery(undefined, {
    select: (summary) => summary.counts.new_contacts,
  });

  const setSearch = (patch: Partial<ContactSearch>, replace = false) =>
    navigate({ search: (prev) => withoutDefaults({ ...prev, ...patch }), replace });

  // The search box types freely; the list follows 300 ms after the last key.
  const [text, setText] = useState(search.q ?? '');
  const debounced = useDebouncedValue(text, 300);
  const pushed = useRef(search.q ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the debounced text only
  useEffect(() => {
    const value = debounced.trim();
    if (value === pushed.current) return;
    pushed.current = value;
    // A message opened meanwhile stays open: only the list's query changes.
    void setSearch({ q: value || undefined, page: undefined }, true);
  }, [debounced]);
  // Back/forward (or a link) changed the search: the box shows it.
  useEffect(() => {
    const value = search.q ?? '';
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [search.q]);

  // A page past the end (messages deleted meanwhile, an old link): go to the last one.
  const total = list.data?.total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the total or page changes
  useEffect(() => {
    if (total === undefined || list.isPlaceholderData) return;
    const last = pageCount(total, page_size);
    if (page > last) void setSearch({ page: last }, true);
  }, [total, page, page_size, list.isPlaceholderData]);

  // Opened from this list: closing goes back (the phone's back button closes it too).
  const openedHere = useRef(false);
  const closeDetail = () => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      void setSearch({ id: undefined }, true);
    }
  };

  const sortBy = (column: ContactSort) => void setSearch({ ...nextSort(view, column), page: 1 });
  const searchId = useId();
  const sortId = useId();
  const sortValue = `${sort}:${order}`;
  const filtering = Boolean(status || q);
  const openRow = list.data?.items.find((item) => item.id === search.id);

  return (
    <AdminPage
      title="Mensagens de contato"
      description="Mensagens enviadas pelo formulário do site. Responda pelo WhatsApp ou por e-mail e acompanhe o status."
      actions={
        <a className="admin-btn" href={exportUrl(view)} download>
          <Download aria-hidden="true" size={18} />
          Exportar CSV
          <span className="admin-sr-only"> (com os filtros atuais)</span>
        </a>
      }
    >
      <div className="ops-toolbar">
        <fieldset className="ops-filter">
          <legend className="admin-sr-only">Filtrar por status</legend>
          {STATUS_FILTERS.map((filter) => (
            <button
              key={filter.label}
              type="button"
              className={`ops-filter__option${filter.value === 'spam' ? ' ops-filter__option--spam' : ''}`}
              aria-pressed={status === filter.value}
              onClick={() => void setSearch({ status: filter.value, page: 1, id: undefined })}
            >
              {filter.label}
              {filter.value === 'novo' && newCount.data ? (
                <span className="ops-filter__count">
                  {formatNumber(newCount.data)}
                  <span className="admin-sr-only"> não atendidas</span>
                </span>
              ) : null}
            </button>
          ))}
        </fieldset>
        <div className="ops-search">
          <label htmlFor={searchId} className="admin-sr-only">
            Buscar mensagens
          </label>
          <Search aria-hidden="true" size={18} className="ops-search__icon" />
          <input
            id={searchId}
            type="search"
            placeholder="Buscar nome, telefone, e-mail…"
            title="Busca no nome, telefone, e-mail, veículo e texto da mensagem"
            value={text}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="ops-inline-field ops-phone-only">
          <label htmlFor={sortId}>Ordenar</label>
          <select
            id={sortId}
            className="ops-select"
            value={sortValue}
            onChange={(event) =>
              void setSearch({ ...parseSortOption(event.target.value), page: 1 })
            }
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {status === 'spam' ? (
        <div className="admin-notice ops-spam-note">
          <p>
            Mensagens que o filtro anti-spam reteve (enviadas rápido demais ou com o campo oculto
            preenchido) ou que foram marcadas como spam. Elas não aparecem em “Todas” nem contam
            como novas. Se alguma for de um cliente, abra e use <strong>Não é spam</strong>. São
            apagadas automaticamente após {CONTACT_SPAM_RETENTION_DAYS} dias.
          </p>
        </div>
      ) : null}

      <QueryState query={list} loadingLabel="Carregando mensagens…">
        {(data) => (
          <>
            <p className="ops-total" aria-live="polite">
              <strong>{formatCount(data.total, 'mensagem', 'mensagens')}</strong>
              {filtering && !list.isPlaceholderData ? ' encontradas com estes filtros' : ''}
              {list.isFetching ? <span className="admin-muted"> · atualizando…</span> : null}
            </p>
            {data.items.length === 0 ? (
              <EmptyState>
                {status === 'spam' && !q ? (
                  'Nenhuma mensagem retida como spam.'
                ) : filtering ? (
                  <>
                    Nenhuma mensagem com estes filtros.{' '}
                    <button
                      type="button"
                      className="admin-btn admin-btn--small"
                      onClick={() => {
                        setText('');
                        void setSearch({ status: undefined, q: undefined, page: 1 });
                      }}
                    >
                      Limpar filtros
                    </button>
                  </>
                ) : (
                  'Nenhuma mensagem recebida ainda. Elas aparecem aqui quando alguém usa o formulário de contato do site.'
                )}
              </EmptyState>
            ) : (
              <div
                className="admin-table-wrap ops-table-wrap"
                aria-busy={list.isPlaceholderData || undefined}
              >
                <table className="admin-table ops-contacts">
                  <caption className="admin-sr-only">
                    Mensagens de contato, página {page} de {pageCount(data.total, page_size)}
                  </caption>
                  <thead>
                    <tr>
                      <SortHeader
                        label="Nome"
                        active={sort === 'name'}
                        order={order}
                        onSort={() => sortBy('name')}
                      />
                      <th scope="col">Serviço</th>
                      <th scope="col" className="ops-contacts__message">
                        Mensagem
                      </th>
                      <SortHeader
                        label="Recebida em"
                        active={sort === 'created_at'}
                        order={order}
                        onSort={() => sortBy('created_at')}
                      />
                      <SortHeader
                        label="Status"
                        active={sort === 'status'}
                        order={order}
                        onSort={() => sortBy('status')}
                      />
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((contact) => (
                      <ContactRow
                        key={contact.id}
                        contact={contact}
                        onOpen={() => {
                          openedHere.current = true;
                        }}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {data.total > 0 ? (
              <Pagination
                label="Páginas de mensagens"
                page={page}
                pageSize={page_size}
                total={data.total}
                onPage={(next) => void setSearch({ page: next })}
                pageSizes={PAGE_SIZES}
                onPageSize={(size) =>
                  void setSearch({ page_size: size as ContactSearch['page_size'], page: 1 })
                }
              />
            ) : null}
          </>
        )}
      </QueryState>

      {search.id ? (
        <ContactDetailDialog
          key={search.id}
          id={search.id}
          initial={openRow}
          onClose={closeDetail}
        />
      ) : null}
    </AdminPage>
  );
}

function ContactRow({ contact, onOpen }: { contact: Contact; onOpen: () => void }) {
  const navigate = Route.useNavigate();
  const open = () => {
    onOpen();
    void navigate({ search: (prev) => ({ ...prev, id: contact.id }) });
  };
  return (
    // The row is a large click target for the mouse; the name link is the keyboard way in.
    <tr
      data-status={contact.status}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button')) return;
        open();
      }}
    >
      <th scope="row" data-label="Nome">
        <Link
          from={Route.fullPath}
          search={(prev) => ({ ...prev, id: contact.id })}
          className="ops-contacts__name"
          onClick={onOpen}
        >
          {contact.name}
          {contact.status === 'novo' ? <span className="admin-sr-only"> (nova)</span> : null}
        </Link>
        {contact.phone ? (
          <span className="ops-contacts__reach ops-contacts__phone admin-muted">
            {contact.phone}
          </span>
        ) : null}
        {contact.email ? (
          <span className="ops-contacts__reach admin-muted">{contact.email}</span>
        ) : null}
      </th>
      <td data-label="Serviço">{contact.service || '—'}</td>
      <td data-label="Mensagem" className="ops-contacts__message">
        <span className="ops-clamp">{contact.message}</span>
      </td>
      <td data-label="Recebida em">
        <time dateTime={contact.created_at} title={formatLongDateTime(contact.created_at)}>
          {formatDateTime(contact.created_at)}
        </time>
      </td>
      <td data-label="Status">
        <ContactStatusBadge status={contact.status} />
      </td>
    </tr>
  );
}
