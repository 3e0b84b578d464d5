import { formatDateTime, type Popup } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../features/toasts';
import { AdminPage } from '../components/admin-page';
import { EmptyState, QueryState } from '../components/query-state';
import { RowActions } from '../components/row-actions';
import { type PopupEditing, PopupEditor } from '../features/marketing/popup-editor';
import {
  POPUP_STYLE_LABELS,
  POPUP_TYPE_LABELS,
  popupToForm,
} from '../features/marketing/popup-form';
import { POPUP_STATUS_LABELS, popupStatus } from '../features/marketing/popup-status';
import { describeTargetPages } from '../features/marketing/target-pages';
import { afterDelete } from '../lib/after-delete';
import { reportSaveError } from '../lib/forms';
import { trpc } from '../lib/trpc';
import '../features/marketing/marketing.css';

export const Route = createFileRoute('/popups')({ component: PopupsPage });

const LIST_INPUT = { include_inactive: 'true' } as const;

const STATUS_BADGE = {
  live: 'admin-badge--on',
  scheduled: 'mkt-admin-badge--scheduled',
  expired: 'mkt-admin-badge--expired',
  inactive: 'admin-badge--off',
} as const;

function PopupsPage() {
  const list = trpc.popups.list.useQuery(LIST_INPUT);
  const [editing, setEditing] = useState<PopupEditing | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.popups.delete.useMutation(
    afterDelete('Popup excluído', () => utils.popups.invalidate()),
  );
  const toggle = trpc.popups.update.useMutation({
    onSuccess: async (popup) => {
      toast.success(popup.active ? 'Popup ativado' : 'Popup desativado');
      await utils.popups.invalidate();
    },
    onError: (error) => reportSaveError(error),
  });
  const now = new Date();

  return (
    <AdminPage
      title="Popups"
      description="Avisos que aparecem por cima das páginas do site: promoções, alertas e comunicados."
      actions={
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          <Plus aria-hidden="true" size={18} />
          Novo popup
        </button>
      }
    >
      <QueryState query={list} loadingLabel="Carregando popups…">
        {(popups) =>
          popups.length === 0 ? (
            <EmptyState>
              Nenhum popup cadastrado ainda. Use “Novo popup” para criar o primeiro.
            </EmptyState>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-sr-only">Popups cadastrados</caption>
                <thead>
                  <tr>
                    <th scope="col">Título e situação</th>
                    <th scope="col">Tipo e estilo</th>
                    <th scope="col">Datas</th>
                    <th scope="col">Páginas</th>
                    <th scope="col">Prioridade</th>
                    <th scope="col">Ativo</th>
                    <th scope="col">
                      <span className="admin-sr-only">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {popups.map((popup) => {
                    const status = popupStatus(popup, now);
                    const switching = toggle.isPending && toggle.variables?.id === popup.id;
                    return (
                      <tr key={popup.id}>
                        <th scope="row" data-label="Título">
                          {popup.title}
                          <br />
                          <span className={`admin-badge ${STATUS_BADGE[status]}`}>
                            {POPUP_STATUS_LABELS[status]}
                          </span>
                        </th>
                        <td data-label="Tipo e estilo">
                          {POPUP_TYPE_LABELS[popup.type]}
                          <br />
                          <span className="admin-muted">{POPUP_STYLE_LABELS[popup.style]}</span>
                        </td>
                        <td data-label="Datas" className="mkt-admin-dates">
                          <PopupDates popup={popup} />
                        </td>
                        <td data-label="Páginas" className="mkt-admin-pages">
                          {describeTargetPages(popup.target_pages)}
                        </td>
                        <td data-label="Prioridade">{popup.priority}</td>
                        <td data-label="Ativo">
                          <ActiveSwitch
                            popup={popup}
                            disabled={switching}
                            onToggle={() =>
                              toggle.mutate({
                                ...popupToForm(popup),
                                id: popup.id,
                                active: !popup.active,
                              })
                            }
                          />
                        </td>
                        <td className="admin-table__actions">
                          <div className="mkt-admin-actions">
                            <RowActions
                              name={popup.title}
                              what="o popup"
                              toTrash
                              onEdit={() => setEditing({ mode: 'edit', popup })}
                              onDelete={() => remove.mutate({ id: popup.id })}
                              deleting={remove.isPending}
                            />
                          </div>
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
      {editing ? <PopupEditor editing={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}

function PopupDates({ popup }: { popup: Popup }) {
  return (
    <>
      <span className="admin-muted">A partir de:</span>{' '}
      {formatDateTime(popup.start_date, 'imediato')}
      <br />
      <span className="admin-muted">Até:</span> {formatDateTime(popup.expiry_date, 'sem data')}
    </>
  );
}

/** Turns a popup on or off right from the list (the rest of it is sent unchanged). */
function ActiveSwitch({
  popup,
  disabled,
  onToggle,
}: {
  popup: Popup;
  disabled: boolean;
  onToggle: () => void;
}) {
  const id = `popup-active-${popup.id}`;
  return (
    <div className="admin-switch mkt-admin-toggle">
      <input
        type="checkbox"
        role="switch"
        aria-checked={popup.active}
        id={id}
        checked={popup.active}
        disabled={disabled}
        onChange={onToggle}
      />
      <label htmlFor={id}>
        <span className="admin-sr-only">Popup ativo: {popup.title}</span>
      </label>
    </div>
  );
}
