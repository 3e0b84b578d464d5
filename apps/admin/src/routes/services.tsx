import type { Service } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { nextDisplayOrder } from '../features/content/reorder';
import { ServiceEditor } from '../features/content/service-editor';
import {
  ListPage,
  type ListTexts,
  SortableCards,
  useContentList,
  useListView,
  useRowToggle,
} from '../kit';
import { optimisticReorder } from '../lib/optimistic-reorder';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/services')({
  // `?novo=true` opens the create form at once (the dashboard's "Novo serviço" shortcut).
  validateSearch: (search: Record<string, unknown>): { novo?: boolean } =>
    search.novo === true || search.novo === 'true' ? { novo: true } : {},
  component: ServicesPage,
});

/** The panel sees hidden services too. */
const LIST = { include_inactive: 'true' } as const;

const TEXTS: ListTexts = {
  title: 'Serviços',
  description: 'Os serviços aparecem na página Serviços e no rodapé do site.',
  loadingLabel: 'Carregando serviços…',
  createLabel: 'Novo serviço',
  emptyText: 'Nenhum serviço cadastrado ainda.',
  firstLabel: 'Cadastrar o primeiro serviço',
};

function ServicesPage() {
  const { novo } = Route.useSearch();
  const navigate = Route.useNavigate();
  const utils = trpc.useUtils();
  const { list, editing, refresh, remove } = useContentList(
    trpc.services,
    utils.services.list,
    LIST,
    'Serviço excluído',
    {
      startCreating: novo,
      onClosed: () => (novo ? void navigate({ search: {}, replace: true }) : undefined),
    },
  );
  const view = useListView(list.data, {
    search: (service) => [service.title, service.description, service.price],
    searchLabel: 'Buscar serviços',
    active: (service) => service.active,
    statusLabels: { active: 'Visíveis no site', hidden: 'Ocultos' },
  });
  // The new order shows at once; a refusal puts the old one back and says why.
  const reorder = trpc.services.reorder.useMutation(
    optimisticReorder(utils.services.list, LIST, 'Ordem dos serviços salva'),
  );
  const toggle = useRowToggle(trpc.services.update, {
    label: 'Visível',
    message: (service: Service) =>
      service.active ? 'Serviço visível no site' : 'Serviço oculto do site',
    input: (service, active) => ({ ...service, active }),
    refresh,
  });
  return (
    <ListPage
      {...TEXTS}
      query={list}
      editing={editing}
      view={view}
      editor={() => <ServiceEditor editing={editing} nextOrder={nextDisplayOrder(list.data)} />}
    >
      {(services) => (
        <SortableCards
          label="Serviços, na ordem do site"
          hint="Arraste pela alça ou use as setas para mudar a ordem em que os serviços aparecem. Serviços ocultos não aparecem no site."
          rows={services}
          card={(service) => ({
            media: service.image,
            title: service.title,
            badge: !service.active && 'Oculto',
            meta: service.price || 'Sem preço informado',
          })}
          commands={{
            name: (service) => service.title,
            what: 'o serviço',
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
