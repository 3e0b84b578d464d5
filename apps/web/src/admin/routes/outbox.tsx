import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type OutboxMail } from '@oficina/core';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useId } from 'react';
import { z } from 'zod';
import { AdminPage } from '../components/admin-page';
import { EmptyState, QueryState } from '../components/query-state';
import { formatCount, formatDateTime, formatLongDateTime } from '../features/ops/format';
import { outboxReason } from '../features/ops/outbox-reason';
import { Pagination } from '../features/ops/pagination';
import { trpc } from '../lib/trpc';
import '../features/ops/ops.css';
import '../features/ops/outbox.css';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Filter and page in the address: back/forward and reload keep the view. */
const outboxSearchSchema = z.object({
  status: lenient(z.enum(OUTBOX_STATUSES)),
  page: lenient(z.coerce.number().int().min(1).max(100_000)),
  page_size: lenient(z.coerce.number().pipe(z.union(PAGE_SIZES.map((size) => z.literal(size))))),
});

type OutboxSearch = z.output<typeof outboxSearchSchema>;

export const Route = createFileRoute('/outbox')({
  validateSearch: (raw: Record<string, unknown>): OutboxSearch => outboxSearchSchema.parse(raw),
  component: OutboxPage,
});

const KIND_LABELS: Record<string, string> = {
  lead: 'Aviso de nova mensagem',
  password_reset: 'Link de nova senha',
};

function OutboxPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const pageSize = search.page_size ?? DEFAULT_PAGE_SIZE;
  const list = trpc.outbox.list.useQuery(
    { status: search.status, page, page_size: pageSize },
    { placeholderData: keepPreviousData, refetchInterval: 10_000 },
  );
  const filterId = useId();

  const setSearch = (patch: Partial<OutboxSearch>) =>
    navigate({
      search: (prev) => {
        const next = { ...prev, ...patch };
        return {
          ...next,
          page: next.page === 1 ? undefined : next.page,
          page_size: next.page_size === DEFAULT_PAGE_SIZE ? undefined : next.page_size,
        };
      },
    });

  return (
    <AdminPage
      title="Caixa de saída"
      description="E-mails que o sistema envia: avisos de novas mensagens do site e links de nova senha. Sem um servidor de e-mail configurado (SMTP_URL), eles ficam só aqui e no log do servidor."
    >
      <div className="ops-toolbar">
        <div className="ops-inline-field">
          <label htmlFor={filterId}>Mostrar</label>
          <select
            id={filterId}
            className="ops-select"
            value={search.status ?? ''}
            onChange={(event) =>
              void setSearch({
                status: (event.target.value || undefined) as OutboxSearch['status'],
                page: 1,
              })
            }
          >
            <option value="">Todos os e-mails</option>
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {OUTBOX_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={list} loadingLabel="Carregando e-mails…">
        {(data) => (
          <>
            <p className="ops-total" aria-live="polite">
              <strong>{formatCount(data.total, 'e-mail', 'e-mails')}</strong>
            </p>
            {data.items.length === 0 ? (
              <EmptyState>
                {search.status
                  ? 'Nenhum e-mail com esta situação.'
                  : 'Nenhum e-mail ainda. Os avisos de novas mensagens aparecem aqui.'}
              </EmptyState>
            ) : (
              <ul className="outbox-list" aria-busy={list.isPlaceholderData || undefined}>
                {data.items.map((mail) => (
                  <OutboxItem key={mail.id} mail={mail} />
                ))}
              </ul>
            )}
            {data.total > 0 ? (
              <Pagination
                label="Páginas da caixa de saída"
                page={page}
                pageSize={pageSize}
                total={data.total}
                onPage={(next) => void setSearch({ page: next })}
                pageSizes={PAGE_SIZES}
                onPageSize={(size) =>
                  void setSearch({ page_size: size as OutboxSearch['page_size'], page: 1 })
                }
              />
            ) : null}
          </>
        )}
      </QueryState>
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
        <span className="admin-muted">{KIND_LABELS[mail.kind] ?? mail.kind}</span>
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
        <p className="outbox-item__error">
          <strong>Motivo:</strong> {outboxReason(mail.last_error)}
        </p>
      ) : null}
      <details className="outbox-item__body">
        <summary>Ver o texto</summary>
        <pre>{mail.text}</pre>
      </details>
    </li>
  );
}
