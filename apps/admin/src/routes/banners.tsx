import type { Banner } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { BannerEditor } from '../features/marketing/banner-editor';
import { POSITION_SHORT_LABELS } from '../features/marketing/banner-form';
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

export const Route = createFileRoute('/banners')({ component: BannersPage });

const LIST = { include_inactive: 'true' } as const;

const COLUMNS: Column<Banner>[] = [
  { header: 'Nome', cell: (banner) => banner.title },
  { header: 'Posição', cell: (banner) => POSITION_SHORT_LABELS[banner.position] },
  {
    header: 'Páginas',
    cell: (banner) => describeTargetPages(banner.target_pages),
    className: 'mkt-admin-pages',
  },
  { header: 'Ordem', cell: (banner) => banner.display_order },
];

const TEXTS: ListTexts = {
  title: 'Banners',
  description: 'Faixas com título, texto e botão em posições fixas das páginas.',
  loadingLabel: 'Carregando banners…',
  createLabel: 'Novo banner',
  emptyText: 'Nenhum banner cadastrado ainda. Use “Novo banner” para criar o primeiro.',
};

function BannersPage() {
  const utils = trpc.useUtils();
  const { list, editing, refresh, remove } = useContentList(
    trpc.banners,
    utils.banners.list,
    LIST,
    'Banner excluído',
  );
  const toggle = useRowToggle(trpc.banners.update, {
    label: 'Banner ativo',
    message: (banner: Banner) => (banner.active ? 'Banner ativado' : 'Banner desativado'),
    input: (banner, active) => ({ id: banner.id, active }),
    refresh,
  });
  return (
    <ListPage
      {...TEXTS}
      query={list}
      editing={editing}
      editor={() => (
        <BannerEditor
          editing={editing.row ? { mode: 'edit', banner: editing.row } : { mode: 'create' }}
          onClose={editing.close}
        />
      )}
    >
      {(banners) => (
        <DataTable
          caption="Banners cadastrados"
          columns={COLUMNS}
          rows={banners}
          commands={{
            name: (banner) => banner.title,
            what: 'o banner',
            onEdit: editing.edit,
            remove,
          }}
          toggle={{ header: 'Ativo', ...toggle }}
          stackActions
        />
      )}
    </ListPage>
  );
}
