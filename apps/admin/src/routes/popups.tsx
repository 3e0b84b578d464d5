import { formatDateTime, type Popup } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { PopupEditor } from '../features/marketing/popup-editor';
import {
  POPUP_STYLE_LABELS,
  POPUP_TYPE_LABELS,
  popupToForm,
} from '../features/marketing/popup-form';
import { POPUP_STATUS_LABELS, popupStatus } from '../features/marketing/popup-status';
import { describeTargetPages } from '../features/marketing/target-pages';
import {
  type Column,
  DataTable,
  ListPage,
  type ListTexts,
  useContentList,
  useRowToggle,
} from '../kit';
import { trpc } from '../lib/trpc';
import '../features/marketing/marketing.css';

export const Route = createFileRoute('/popups')({ component: PopupsPage });

const LIST = { include_inactive: 'true' } as const;

const STATUS_BADGE = {
  live: 'admin-badge--on',
  scheduled: 'mkt-admin-badge--scheduled',
  expired: 'mkt-admin-badge--expired',
  inactive: 'admin-badge--off',
} as const;

function columns(now: Date): Column<Popup>[] {
  return [
    {
      header: 'Título e situação',
      cell: (popup) => {
        const status = popupStatus(popup, now);
        return (
          <>
            {popup.title}
            <br />
            <span className={`admin-badge ${STATUS_BADGE[status]}`}>
              {POPUP_STATUS_LABELS[status]}
            </span>
          </>
        );
      },
    },
    {
      header: 'Tipo e estilo',
      cell: (popup) => (
        <>
          {POPUP_TYPE_LABELS[popup.type]}
          <br />
          <span className="admin-muted">{POPUP_STYLE_LABELS[popup.style]}</span>
        </>
      ),
    },
    {
      header: 'Datas',
      className: 'mkt-admin-dates',
      cell: (popup) => (
        <>
          <span className="admin-muted">A partir de:</span>{' '}
          {formatDateTime(popup.start_date, 'imediato')}
          <br />
          <span className="admin-muted">Até:</span> {formatDateTime(popup.expiry_date, 'sem data')}
        </>
      ),
    },
    {
      header: 'Páginas',
      className: 'mkt-admin-pages',
      cell: (popup) => describeTargetPages(popup.target_pages),
    },
    { header: 'Prioridade', cell: (popup) => popup.priority },
  ];
}

const TEXTS: ListTexts = {
  title: 'Popups',
  description:
    'Avisos que aparecem por cima das páginas do site: promoções, alertas e comunicados.',
  loadingLabel: 'Carregando popups…',
  createLabel: 'Novo popup',
  emptyText: 'Nenhum popup cadastrado ainda. Use “Novo popup” para criar o primeiro.',
};

function PopupsPage() {
  const utils = trpc.useUtils();
  const { list, editing, refresh, remove } = useContentList(
    trpc.popups,
    utils.popups.list,
    LIST,
    'Popup excluído',
  );
  const toggle = useRowToggle(trpc.popups.update, {
    label: 'Popup ativo',
    message: (popup: Popup) => (popup.active ? 'Popup ativado' : 'Popup desativado'),
    input: (popup, active) => ({ ...popupToForm(popup), id: popup.id, active }),
    refresh,
  });
  return (
    <ListPage
      {...TEXTS}
      query={list}
      editing={editing}
      editor={() => (
        <PopupEditor
          editing={editing.row ? { mode: 'edit', popup: editing.row } : { mode: 'create' }}
          onClose={editing.close}
        />
      )}
    >
      {(popups) => (
        <DataTable
          caption="Popups cadastrados"
          columns={columns(new Date())}
          rows={popups}
          commands={{ name: (popup) => popup.title, what: 'o popup', onEdit: editing.edit, remove }}
          toggle={{ header: 'Ativo', ...toggle }}
          stackActions
        />
      )}
    </ListPage>
  );
}
