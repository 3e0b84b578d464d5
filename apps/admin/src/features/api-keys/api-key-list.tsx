import { type ApiKey, ROLE_LABELS } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { Trash2 } from 'lucide-react';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { formatDateTime, formatLongDateTime } from '../ops/format';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatLongDateTime(iso)}>
      {formatDateTime(iso)}
    </time>
  );
}

/** Every live key with its last use, and "Revogar" after a confirmation. */
export function ApiKeyList() {
  const list = trpc.apiKeys.list.useQuery();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const revoke = trpc.apiKeys.revoke.useMutation({
    onSuccess: async () => {
      toast.success('Chave revogada');
      await utils.apiKeys.list.invalidate();
    },
    onError: (error) => reportSaveError(error, undefined, 'Não foi possível revogar a chave.'),
  });

  const askRevoke = async (key: ApiKey) => {
    const ok = await confirm({
      title: `Revogar a chave “${key.name}”?`,
      message: (
        <p>
          Os pedidos feitos com ela passam a ser recusados na hora. Quem a usa (um sistema, uma
          integração) precisará de uma chave nova. Isso não pode ser desfeito.
        </p>
      ),
      confirmLabel: 'Revogar',
      danger: true,
    });
    if (ok) revoke.mutate({ id: key.id });
  };

  return (
    <QueryState query={list} loadingLabel="Carregando chaves…">
      {(keys) =>
        keys.length === 0 ? (
          <EmptyState>
            Nenhuma chave de API. Crie uma acima para conectar uma integração.
          </EmptyState>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="admin-sr-only">Chaves de API</caption>
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">Papel</th>
                  <th scope="col">Criada por</th>
                  <th scope="col">Criada em</th>
                  <th scope="col">Último uso</th>
                  <th scope="col">
                    <span className="admin-sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.map((key) => {
                  const busy = revoke.isPending && revoke.variables?.id === key.id;
                  return (
                    <tr key={key.id}>
                      <th scope="row" data-label="Nome">
                        {key.name}
                        {!key.active && (
                          <>
                            {' '}
                            <span className="admin-badge admin-badge--off">Sem efeito</span>
                          </>
                        )}
                      </th>
                      <td data-label="Papel">{ROLE_LABELS[key.role]}</td>
                      <td data-label="Criada por">
                        {key.created_by ? (
                          key.created_by.username
                        ) : (
                          <span className="admin-muted">Conta excluída</span>
                        )}
                        {!key.active && (
                          <span className="admin-muted api-key-list__why">
                            {key.created_by
                              ? 'Não funciona enquanto essa conta estiver desativada ou com papel abaixo do da chave.'
                              : 'Não funciona mais: quem a criou foi excluído. Crie outra e revogue esta.'}
                          </span>
                        )}
                      </td>
                      <td data-label="Criada em">
                        <When iso={key.created_at} />
                      </td>
                      <td data-label="Último uso">
                        {key.last_used_at ? (
                          <When iso={key.last_used_at} />
                        ) : (
                          <span className="admin-muted">Nunca usada</span>
                        )}
                      </td>
                      <td className="admin-table__actions ops-row-actions">
                        <button
                          type="button"
                          className="admin-btn admin-btn--small admin-btn--danger-ghost"
                          aria-disabled={busy || undefined}
                          onClick={() => {
                            if (!busy) void askRevoke(key);
                          }}
                        >
                          <Trash2 aria-hidden="true" size={16} />
                          Revogar<span className="admin-sr-only"> {key.name}</span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}
