import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  type Webhook,
  type WebhookCreated,
  type WebhookDeliveryStatus,
  type WebhookMessageType,
} from '@oficina/core';
import { toast } from '@site/features/toasts';
import { History, KeyRound, Pencil, Power, Send, Trash2 } from 'lucide-react';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { formatDateTime, formatLongDateTime } from '../ops/format';

export const eventLabel = (event: string) =>
  WEBHOOK_EVENT_LABELS[event as WebhookMessageType] ?? event;

const statusBadge = (status: WebhookDeliveryStatus) =>
  status === 'delivered' ? 'admin-badge--on' : status === 'failed' ? 'admin-badge--off' : '';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatLongDateTime(iso)}>
      {formatDateTime(iso)}
    </time>
  );
}

/** Every webhook with its events, state and latest delivery, and what can be done to it. */
export function WebhookList({
  onEdit,
  onSecret,
  shown,
  onShow,
}: {
  onEdit: (hook: Webhook) => void;
  onSecret: (created: WebhookCreated) => void;
  shown: number | null;
  onShow: (id: number | null) => void;
}) {
  const list = trpc.webhooks.list.useQuery();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const refresh = async () => {
    await utils.webhooks.list.invalidate();
    await utils.webhooks.deliveries.invalidate();
  };
  const update = trpc.webhooks.update.useMutation({
    onSuccess: async (hook) => {
      toast.success(hook.active ? 'Webhook ligado' : 'Webhook desligado');
      await refresh();
    },
    onError: (error) => reportSaveError(error, undefined, 'Não foi possível mudar o webhook.'),
  });
  const remove = trpc.webhooks.delete.useMutation({
    onSuccess: async () => {
      toast.success('Webhook excluído');
      onShow(null);
      await refresh();
    },
    onError: (error) => reportSaveError(error, undefined, 'Não foi possível excluir o webhook.'),
  });
  const rotate = trpc.webhooks.rotateSecret.useMutation({
    onSuccess: (created) => onSecret(created),
    onError: (error) => reportSaveError(error, undefined, 'Não foi possível trocar o segredo.'),
  });
  const test = trpc.webhooks.test.useMutation({
    onSuccess: async (_, { id }) => {
      toast.success('Teste enviado para a fila');
      onShow(id);
      await refresh();
    },
    onError: (error) => reportSaveError(error, undefined, 'Não foi possível enviar o teste.'),
  });

  const askDelete = async (hook: Webhook) => {
    const ok = await confirm({
      title: 'Excluir este webhook?',
      message: (
        <p>
          {hook.url} deixa de receber eventos e o histórico de envios é apagado. Isso não pode ser
          desfeito.
        </p>
      ),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok) remove.mutate({ id: hook.id });
  };
  const askRotate = async (hook: Webhook) => {
    const ok = await confirm({
      title: 'Gerar um novo segredo?',
      message: (
        <p>
          As próximas mensagens para {hook.url} serão assinadas só com o novo segredo: atualize o
          sistema que as recebe.
        </p>
      ),
      confirmLabel: 'Gerar novo segredo',
    });
    if (ok) rotate.mutate({ id: hook.id });
  };

  return (
    <QueryState query={list} loadingLabel="Carregando webhooks…">
      {(hooks) =>
        hooks.length === 0 ? (
          <EmptyState>Nenhum webhook. Crie um acima para avisar outro sistema.</EmptyState>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="admin-sr-only">Webhooks</caption>
              <thead>
                <tr>
                  <th scope="col">Endereço</th>
                  <th scope="col">Eventos</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Último envio</th>
                  <th scope="col">
                    <span className="admin-sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {hooks.map((hook) => (
                  <tr key={hook.id}>
                    <th scope="row" data-label="Endereço" className="webhooks-url">
                      {hook.url}
                      {hook.description ? (
                        <span className="admin-muted webhooks-why">{hook.description}</span>
                      ) : null}
                    </th>
                    <td data-label="Eventos">{hook.events.map(eventLabel).join(', ')}</td>
                    <td data-label="Situação">
                      <span
                        className={`admin-badge ${hook.active ? 'admin-badge--on' : 'admin-badge--off'}`}
                      >
                        {hook.active ? 'Ligado' : 'Desligado'}
                      </span>
                      {hook.disabled_at ? (
                        <span className="admin-muted webhooks-why">
                          Desligado automaticamente em {formatDateTime(hook.disabled_at)} após 3
                          dias de falhas.
                        </span>
                      ) : hook.failing_since ? (
                        <span className="admin-muted webhooks-why">
                          Falhando desde {formatDateTime(hook.failing_since)}.
                        </span>
                      ) : null}
                    </td>
                    <td data-label="Último envio">
                      {hook.last_delivery ? (
                        <>
                          <span className={`admin-badge ${statusBadge(hook.last_delivery.status)}`}>
                            {WEBHOOK_DELIVERY_STATUS_LABELS[hook.last_delivery.status]}
                          </span>{' '}
                          {eventLabel(hook.last_delivery.event)},{' '}
                          <When iso={hook.last_delivery.created_at} />
                        </>
                      ) : (
                        <span className="admin-muted">Nenhum</span>
                      )}
                    </td>
                    <td className="admin-table__actions ops-row-actions webhooks-actions">
                      <button
                        type="button"
                        className="admin-btn admin-btn--small"
                        aria-pressed={shown === hook.id}
                        onClick={() => onShow(shown === hook.id ? null : hook.id)}
                      >
                        <History aria-hidden="true" size={16} />
                        Envios
                      </button>
                      <button
                        type="button"
                        className="admin-btn admin-btn--small"
                        onClick={() => test.mutate({ id: hook.id })}
                      >
                        <Send aria-hidden="true" size={16} />
                        Testar
                      </button>
                      <button
                        type="button"
                        className="admin-btn admin-btn--small"
                        onClick={() => onEdit(hook)}
                      >
                        <Pencil aria-hidden="true" size={16} />
                        Editar
                      </button>
                      <button
                        type="button"
                        className="admin-btn admin-btn--small"
                        onClick={() => update.mutate({ id: hook.id, active: !hook.active })}
                      >
                        <Power aria-hidden="true" size={16} />
                        {hook.active ? 'Desligar' : 'Ligar'}
                      </button>
                      <button
                        type="button"
                        className="admin-btn admin-btn--small"
                        onClick={() => void askRotate(hook)}
                      >
                        <KeyRound aria-hidden="true" size={16} />
                        Novo segredo
                      </button>
                      <button
                        type="button"
                        className="admin-btn admin-btn--small admin-btn--danger-ghost"
                        onClick={() => void askDelete(hook)}
                      >
                        <Trash2 aria-hidden="true" size={16} />
                        Excluir<span className="admin-sr-only"> {hook.url}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}

/** The latest 100 messages to one webhook. */
export function WebhookDeliveries({ id }: { id: number }) {
  const deliveries = trpc.webhooks.deliveries.useQuery({ id }, { refetchInterval: 5000 });
  return (
    <section aria-labelledby="webhooks-deliveries-title">
      <h2 id="webhooks-deliveries-title" className="webhooks-title">
        Envios recentes
      </h2>
      <QueryState query={deliveries} loadingLabel="Carregando envios…">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>Nenhum envio ainda. Use “Testar” para mandar um.</EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Envios recentes</caption>
                <thead>
                  <tr>
                    <th scope="col">Evento</th>
                    <th scope="col">Situação</th>
                    <th scope="col">Tentativas</th>
                    <th scope="col">Resposta</th>
                    <th scope="col">Duração</th>
                    <th scope="col">Criado em</th>
                    <th scope="col">Próxima tentativa</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" data-label="Evento">
                        {eventLabel(row.event)}
                      </th>
                      <td data-label="Situação">
                        <span className={`admin-badge ${statusBadge(row.status)}`}>
                          {WEBHOOK_DELIVERY_STATUS_LABELS[row.status]}
                        </span>
                        {row.last_error ? (
                          <span className="admin-muted webhooks-why">{row.last_error}</span>
                        ) : null}
                      </td>
                      <td data-label="Tentativas">{row.attempts}</td>
                      <td data-label="Resposta">{row.response_status ?? '—'}</td>
                      <td data-label="Duração">
                        {row.duration_ms === null ? '—' : `${row.duration_ms} ms`}
                      </td>
                      <td data-label="Criado em">
                        <When iso={row.created_at} />
                      </td>
                      <td data-label="Próxima tentativa">
                        {row.status === 'pending' && row.next_attempt_at ? (
                          <When iso={row.next_attempt_at} />
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
