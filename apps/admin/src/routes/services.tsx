import { createFileRoute } from '@tanstack/react-router';
import { nextDisplayOrder } from '../features/content/reorder';
import { ServiceEditor } from '../features/content/service-editor';
import { ListPage, type ListTexts, SortableCards, useContentList, useListView } from '../kit';
import { optimisticReorder } from '../lib/optimistic-reorder';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/services')({
  // `?novo=true` opens the create form at once (the dashboard's "Novo serviço" shortcut).
  validateSearch: (search: Record<string, unknown>): { novo?: boolean } =>
    search.novo === true || search.novo === 'true' ? { novo: true } : {},
  component: ServicesPage,
});

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
  const { list, editing, remove } = useContentList(
    trpc.services,
    utils.services.list,
    undefined,
    'Serviço excluído',
    {
      startCreating: novo,
      onClosed: () => (novo ? void navigate({ search: {}, replace: true }) : undefined),
    },
  );
  const view = useListView(list.data, {
    search: (service) => [service.title, service.description, service.price],
    searchLabel: 'Buscar serviços',
  });
  // The new order shows at once; a refusal puts the old one back and says why.
  const reorder = trpc.services.reorder.useMutation(
    optimisticReorder(utils.services.list, undefined, 'Ordem dos serviços salva'),
  );
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
          hint="Arraste pela alça ou use as setas para mudar a ordem em que os serviços aparecem."
          rows={services}
          card={(service) => ({
            media: service.image,
            title: service.title,
            meta: service.price || 'Sem preço informado',
          })}
          commands={{
            name: (service) => service.title,
            what: 'o serviço',
            onEdit: editing.edit,
            remove,
          }}
          reorder={reorder}
          locked={view.narrowed}
        />
      )}
    </ListPage>
  );
}
