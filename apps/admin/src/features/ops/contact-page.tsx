import { CONTACT_SPAM_RETENTION_DAYS } from '@oficina/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useRef } from 'react';
import { AdminPage } from '../../components/admin-page';
import { PagedList, SearchBox, ToolbarSelect } from '../../kit/table/paged-list';
import { useLastPageClamp, usePagedSearch } from '../../kit/table/use-paged-search';
import { useSearchText } from '../../kit/table/use-search-text';
import { trpc } from '../../lib/trpc';
import { ContactDetailDialog } from './contact-detail-dialog';
import {
  type ContactSearch,
  contactView,
  exportUrl,
  PAGE_SIZES,
  parseSortOption,
  SORT_OPTIONS,
  STATUS_FILTERS,
} from './contact-search';
import { ContactTable } from './contact-table';
import { formatNumber } from './format';
import './ops.css';

const route = getRouteApi('/contact');

/** "Mensagens de contato": the inbox, filtered, searched, sorted and paged in the address. */
export function ContactPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
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
  const { setSearch, paging } = usePagedSearch<ContactSearch>(search, navigate, PAGE_SIZES);
  // A message opened meanwhile stays open: only the list's query changes.
  const [text, setText] = useSearchText(search.q, (value) =>
    setSearch({ q: value || undefined, page: undefined }, true),
  );
  useLastPageClamp(list, page, page_size, (last) => setSearch({ page: last }, true));

  // Opened from this list: closing goes back (the phone's back button closes it too).
  const openedHere = useRef(false);
  const closeDetail = () => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      setSearch({ id: undefined }, true);
    }
  };

  const filtering = Boolean(status || q);
  const clearFilters = () => {
    setText('');
    setSearch({ status: undefined, q: undefined, page: 1 });
  };

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
              onClick={() => setSearch({ status: filter.value, page: 1, id: undefined })}
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
        <SearchBox
          label="Buscar mensagens"
          placeholder="Buscar nome, telefone, e-mail…"
          title="Busca no nome, telefone, e-mail, veículo e texto da mensagem"
          maxLength={200}
          value={text}
          onChange={setText}
        />
        <ToolbarSelect
          className="ops-inline-field ops-phone-only"
          label="Ordenar"
          value={`${sort}:${order}`}
          options={SORT_OPTIONS}
          onChange={(value) => setSearch({ ...parseSortOption(value), page: 1 })}
        />
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

      <PagedList
        query={list}
        loadingLabel="Carregando mensagens…"
        count={['mensagem', 'mensagens']}
        note={filtering && !list.isPlaceholderData ? ' encontradas com estes filtros' : ''}
        fetching
        empty={
          status === 'spam' && !q ? (
            'Nenhuma mensagem retida como spam.'
          ) : filtering ? (
            <>
              Nenhuma mensagem com estes filtros.{' '}
              <button type="button" className="admin-btn admin-btn--small" onClick={clearFilters}>
                Limpar filtros
              </button>
            </>
          ) : (
            'Nenhuma mensagem recebida ainda. Elas aparecem aqui quando alguém usa o formulário de contato do site.'
          )
        }
        paging={paging('Páginas de mensagens')}
      >
        {(items, busy) => (
          <ContactTable
            items={items}
            total={list.data?.total ?? 0}
            view={view}
            busy={busy}
            onSort={(next) => setSearch({ ...next, page: 1 })}
            onOpen={() => {
              openedHere.current = true;
            }}
          />
        )}
      </PagedList>

      {search.id ? (
        <ContactDetailDialog
          key={search.id}
          id={search.id}
          initial={list.data?.items.find((item) => item.id === search.id)}
          onClose={closeDetail}
        />
      ) : null}
    </AdminPage>
  );
}
