import type { PortfolioItem } from '@oficina/core';
import {
  ListPage,
  type ListTexts,
  SortableCards,
  useContentList,
  useListView,
  useRowToggle,
} from '../../kit';
import { optimisticReorder } from '../../lib/optimistic-reorder';
import { trpc } from '../../lib/trpc';
import { PortfolioEditor, portfolioInput } from './portfolio-editor';
import { nextDisplayOrder } from './reorder';

const LIST = { include_inactive: 'true' } as const;

/** "Onix 2019 · Ar-condicionado · 3 imagens": what a card says under the title. */
function summary(item: PortfolioItem) {
  const about = [item.vehicle, item.service].filter(Boolean).join(' · ') || item.description;
  const images = item.images.length === 1 ? '1 imagem' : `${item.images.length} imagens`;
  return `${about} · ${images}`;
}

const TEXTS: ListTexts = {
  title: 'Portfólio',
  description: 'Trabalhos realizados pela oficina, mostrados na página Portfólio do site.',
  loadingLabel: 'Carregando portfólio…',
  createLabel: 'Novo trabalho',
  emptyText: 'Nenhum trabalho no portfólio ainda.',
  firstLabel: 'Cadastrar o primeiro trabalho',
};

export function PortfolioPage() {
  const utils = trpc.useUtils();
  const { list, editing, refresh, remove } = useContentList(
    trpc.portfolio,
    utils.portfolio.list,
    LIST,
    'Trabalho excluído',
  );
  const view = useListView(list.data, { active: (item) => item.active });
  const reorder = trpc.portfolio.reorder.useMutation(
    optimisticReorder(utils.portfolio.list, LIST, 'Ordem do portfólio salva'),
  );
  const toggle = useRowToggle(trpc.portfolio.update, {
    label: 'Visível',
    message: (item: PortfolioItem) => `Trabalho ${item.active ? 'visível no' : 'oculto do'} site`,
    input: (item, active) => ({ id: item.id, ...portfolioInput(item), active }),
    refresh,
  });
  return (
    <ListPage
      {...TEXTS}
      query={list}
      editing={editing}
      view={view}
      editor={() => <PortfolioEditor editing={editing} nextOrder={nextDisplayOrder(list.data)} />}
    >
      {(items) => (
        <SortableCards
          label="Trabalhos do portfólio, na ordem do site"
          hint="Arraste pela alça ou use as setas para mudar a ordem em que os trabalhos aparecem."
          rows={items}
          card={(item) => ({
            media: item.images[0] ?? '',
            title: item.title,
            badge: !item.active && 'Oculto',
            meta: summary(item),
          })}
          commands={{
            name: (item) => item.title,
            what: 'o trabalho',
            onEdit: editing.edit,
            remove,
          }}
          toggle={toggle}
          reorder={reorder}
          locked={view.narrowed}
        />
      )}
    </ListPage>
  );
}
