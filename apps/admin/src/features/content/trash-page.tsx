import { TRASH_RETENTION_DAYS, type TrashItem } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { RotateCcw } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { EmptyState, QueryState } from '../../components/query-state';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { formatDateTime, formatLongDateTime } from '../ops/format';
import { daysLeftLabel, trashTitle, trashTypeLabel } from './trash';
import './content.css';

const ALL = {};

/** The Lixeira: what was deleted in the last 30 days, each item with its "Restaurar" button. */
export function TrashPage() {
  const list = trpc.trash.list.useQuery(ALL);
  const utils = trpc.useUtils();
  const restore = trpc.trash.restore.useMutation({
    onSuccess: async (_result, input) => {
      const item = list.data?.find((i) => i.entity === input.entity && i.id === input.id);
      toast.success(item ? `Restaurado: ${trashTitle(item)}` : 'Item restaurado');
      // The item is back in its own list too, whichever it was.
      await utils.invalidate();
    },
    onError: (error) => {
      reportSaveError(error);
    },
  });

  return (
    <AdminPage
      title="Lixeira"
      description={`O conteúdo excluído fica aqui por ${TRASH_RETENTION_DAYS} dias e pode ser restaurado com tudo o que tinha. Depois disso, é apagado de vez.`}
    >
      <QueryState query={list} loadingLabel="Carregando a lixeira…">
        {(items) =>
          items.length === 0 ? (
            <EmptyState>
              <p>A lixeira está vazia.</p>
            </EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Itens na lixeira</caption>
                <thead>
                  <tr>
                    <th scope="col">Tipo</th>
                    <th scope="col">Título</th>
                    <th scope="col">Excluído em</th>
                    <th scope="col">Restam</th>
                    <th scope="col">
                      <span className="admin-sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <TrashRow
                      key={`${item.entity}-${item.id}`}
                      item={item}
                      restoring={
                        restore.isPending &&
                        restore.variables?.entity === item.entity &&
                        restore.variables.id === item.id
                      }
                      onRestore={() => restore.mutate({ entity: item.entity, id: item.id })}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

function TrashRow({
  item,
  restoring,
  onRestore,
}: {
  item: TrashItem;
  restoring: boolean;
  onRestore: () => void;
}) {
  const title = trashTitle(item);
  return (
    <tr>
      <td data-label="Tipo" className="content-nowrap">
        <span className="admin-badge">{trashTypeLabel(item.entity)}</span>
      </td>
      <th scope="row" data-label="Título">
        <span className="content-clamp">{title}</span>
      </th>
      <td data-label="Excluído em" className="content-nowrap">
        <time dateTime={item.deleted_at} title={formatLongDateTime(item.deleted_at)}>
          {formatDateTime(item.deleted_at)}
        </time>
      </td>
      <td data-label="Restam" className="content-nowrap">
        {daysLeftLabel(item.purge_at)}
      </td>
      <td className="admin-table__actions">
        <button type="button" className="admin-btn" disabled={restoring} onClick={onRestore}>
          <RotateCcw aria-hidden="true" size={16} />
          Restaurar<span className="admin-sr-only"> {title}</span>
        </button>
      </td>
    </tr>
  );
}
