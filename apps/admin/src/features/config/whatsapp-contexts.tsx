import type { WhatsappContext, WhatsappSettings } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { useState } from 'react';
import { EmptyState, QueryState } from '../../components/query-state';
import { RowActions } from '../../components/row-actions';
import { CreateButton } from '../../kit';
import { reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { type ContextEditing, contextLabel } from './whatsapp-context';
import { WhatsAppContextEditor } from './whatsapp-context-editor';

const CONTEXTS_INPUT = { include_inactive: 'true' } as const;

/** The per-button messages: a table of them, and the editor for a new or chosen one. */
export function WhatsAppContexts({ settings }: { settings: WhatsappSettings | undefined }) {
  const list = trpc.whatsapp.contexts.useQuery(CONTEXTS_INPUT);
  const [editing, setEditing] = useState<ContextEditing | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.whatsapp.deleteContext.useMutation({
    onSuccess: async () => {
      toast.success('Mensagem excluída');
      await utils.whatsapp.contexts.invalidate();
    },
    onError: (error) => reportSaveError(error),
  });

  return (
    <section className="config-wa-contexts" aria-labelledby="wa-contexts-title">
      <header className="admin-page__header">
        <div>
          <h2 id="wa-contexts-title">Mensagens por botão</h2>
          <p className="admin-page__description">
            Cada botão de WhatsApp do site pode ter a sua mensagem e o seu texto. Inativos usam a
            mensagem padrão.
          </p>
        </div>
        <div className="admin-page__actions">
          <CreateButton label="Nova mensagem" onClick={() => setEditing({ mode: 'create' })} />
        </div>
      </header>
      <QueryState query={list} loadingLabel="Carregando mensagens…">
        {(contexts) =>
          contexts.length === 0 ? (
            <EmptyState>Nenhuma mensagem por botão cadastrada.</EmptyState>
          ) : (
            <ContextsTable
              contexts={contexts}
              deleting={remove.isPending}
              onEdit={(context) => setEditing({ mode: 'edit', context })}
              onDelete={(context) => remove.mutate({ name: context.name })}
            />
          )
        }
      </QueryState>
      {editing ? (
        <WhatsAppContextEditor
          editing={editing}
          existing={list.data ?? []}
          settings={settings}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function ContextsTable({
  contexts,
  deleting,
  onEdit,
  onDelete,
}: {
  contexts: WhatsappContext[];
  deleting: boolean;
  onEdit: (context: WhatsappContext) => void;
  onDelete: (context: WhatsappContext) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="admin-sr-only">Mensagens dos botões de WhatsApp</caption>
        <thead>
          <tr>
            <th scope="col">Onde aparece</th>
            <th scope="col">Texto do botão</th>
            <th scope="col">Mensagem</th>
            <th scope="col">Situação</th>
            <th scope="col">
              <span className="admin-sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {contexts.map((context) => (
            <tr key={context.id}>
              <th scope="row" data-label="Onde aparece">
                {contextLabel(context)}
              </th>
              <td data-label="Texto do botão">{context.button_text}</td>
              <td data-label="Mensagem" className="config-wa-message">
                {context.message_template}
              </td>
              <td data-label="Situação">
                <span
                  className={`admin-badge ${context.active ? 'admin-badge--on' : 'admin-badge--off'}`}
                >
                  {context.active ? 'Ativa' : 'Inativa'}
                </span>
              </td>
              <td className="admin-table__actions">
                <RowActions
                  name={contextLabel(context)}
                  what="a mensagem"
                  onEdit={() => onEdit(context)}
                  onDelete={() => onDelete(context)}
                  deleting={deleting}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
