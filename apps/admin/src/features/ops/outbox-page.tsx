import {
  mailErrorText,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  type OutboxMail,
  outboxKindLabel,
} from '@oficina/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { AdminPage } from '../../components/admin-page';
import { PagedList, ToolbarSelect } from '../../kit/table/paged-list';
import { lenient, pagingSearch } from '../../kit/table/paged-search';
import { usePagedSearch } from '../../kit/table/use-paged-search';
import { trpc } from '../../lib/trpc';
import { formatCount, formatDateTime, formatLongDateTime } from './format';
import './outbox.css';

const PAGE_SIZES = [20, 50, 100] as const;

/** Filter and page in the address: back/forward and reload keep the view. */
const outboxSearchSchema = z.object({
  status: lenient(z.enum(OUTBOX_STATUSES)),
  ...pagingSearch(PAGE_SIZES),
});

export type OutboxSearch = z.output<typeof outboxSearchSchema>;

export const validateOutboxSearch = (raw: Record<string, unknown>): OutboxSearch =>
  outboxSearchSchema.parse(raw);

const route = getRouteApi('/outbox');

const STATUS_OPTIONS = OUTBOX_STATUSES.map((status) => ({
  value: status,
  label: OUTBOX_STATUS_LABELS[status],
}));

/** "Caixa de saída": the e-mails the system sends, refreshed every 10 seconds. */
export function OutboxPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { page, pageSize, setSearch, paging } = usePagedSearch<OutboxSearch>(
    search,
    navigate,
    PAGE_SIZES,
  );
  const list = trpc.outbox.list.useQuery(
    { status: search.status, page, page_size: pageSize },
    { placeholderData: keepPreviousData, refetchInterval: 10_000 },
  );

  return (
    <AdminPage
      title="Caixa de saída"
      description="E-mails que o sistema envia: avisos de novas mensagens do site e links de nova senha. Enquanto nenhum servidor de e-mail estiver configurado no servidor do site, eles ficam só aqui e no registro do servidor."
    >
      <div className="ops-toolbar">
        <ToolbarSelect
          label="Mostrar"
          value={search.status ?? ''}
          all="Todos os e-mails"
          options={STATUS_OPTIONS}
          onChange={(value) =>
            setSearch({ status: (value || undefined) as OutboxSearch['status'], page: 1 })
          }
        />
      </div>
      <PagedList
        query={list}
        loadingLabel="Carregando e-mails…"
        count={['e-mail', 'e-mails']}
        empty={
          search.status
            ? 'Nenhum e-mail com esta situação.'
            : 'Nenhum e-mail ainda. Os avisos de novas mensagens aparecem aqui.'
        }
        paging={paging('Páginas da caixa de saída')}
      >
        {(items, busy) => (
          <ul className="outbox-list" aria-busy={busy}>
            {items.map((mail) => (
              <OutboxItem key={mail.id} mail={mail} />
            ))}
          </ul>
        )}
      </PagedList>
    </AdminPage>
  );
}

/** When it went, when it will be tried again, or why it was given up. */
function statusLine(mail: OutboxMail): string {
  if (mail.status === 'sent') return `Enviado em ${formatDateTime(mail.sent_at)}`;
  const tries = formatCount(mail.attempts, 'tentativa', 'tentativas');
  if (mail.status === 'failed') return `Não enviado após ${tries}`;
  return mail.attempts === 0
    ? 'Aguardando o envio'
    : `${tries}; próxima às ${formatDateTime(mail.next_attempt_at)}`;
}
function OutboxItem({ mail }: { mail: OutboxMail }) {
  return (
    <li className="outbox-item">
      <div className="outbox-item__head">
        <span className={`admin-badge outbox-status outbox-status--${mail.status}`}>
          {OUTBOX_STATUS_LABELS[mail.status]}
        </span>
        <span className="admin-muted">{outboxKindLabel(mail.kind)}</span>
        <time
          className="admin-muted ops-nowrap"
          dateTime={mail.created_at}
          title={formatLongDateTime(mail.created_at)}
        >
          {formatDateTime(mail.created_at)}
        </time>
      </div>
      <p className="outbox-item__subject">{mail.subject}</p>
      <p className="outbox-item__to">
        <span className="admin-muted">Para:</span> {mail.to}
      </p>
      <p className="outbox-item__status admin-muted">{statusLine(mail)}</p>
      {mail.last_error && mail.status !== 'sent' ? (
        <div className="outbox-item__error">
          <p>
            <strong>Motivo:</strong> {mailErrorText(mail.last_error)}
          </p>
          {/* The mail library's own text, for whoever sets the mail server up. */}
          <details className="outbox-item__detail">
            <summary>Detalhe técnico</summary>
            <code>{mail.last_error}</code>
          </details>
        </div>
      ) : null}
      <details className="outbox-item__body">
        <summary>Ver o texto</summary>
        <pre>{mail.text}</pre>
      </details>
    </li>
  );
}
