import { formatShortDate } from '@oficina/core';
import { useConfirm } from '../../components/confirm-dialog';
import {
  type Column,
  DataTable,
  ListPage,
  type ListTexts,
  useContentList,
  useListView,
} from '../../kit';
import { trpc } from '../../lib/trpc';
import { StarRatingView } from './star-rating';
import { type Testimonial, TestimonialEditor } from './testimonial-editor';

const COLUMNS: Column<Testimonial>[] = [
  { header: 'Cliente', cell: (testimonial) => testimonial.name },
  { header: 'Nota', cell: (testimonial) => <StarRatingView rating={testimonial.rating} /> },
  {
    header: 'Depoimento',
    cell: (testimonial) => <span className="content-clamp">{testimonial.content}</span>,
  },
  { header: 'Serviço', cell: (testimonial) => testimonial.service || '—' },
  {
    header: 'Data',
    cell: (testimonial) => formatShortDate(testimonial.created_at),
    className: 'content-nowrap',
  },
];

const TEXTS: ListTexts = {
  title: 'Depoimentos',
  description: 'O que os clientes dizem da oficina. Aparecem na página inicial do site.',
  loadingLabel: 'Carregando depoimentos…',
  createLabel: 'Novo depoimento',
  emptyText: 'Nenhum depoimento cadastrado ainda.',
  firstLabel: 'Cadastrar o primeiro depoimento',
};

export function TestimonialsPage() {
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const { list, editing, remove } = useContentList(
    trpc.testimonials,
    utils.testimonials.list,
    undefined,
    'Depoimento excluído',
  );
  const view = useListView(list.data, {
    search: (testimonial) => [testimonial.name, testimonial.content, testimonial.service],
    searchLabel: 'Buscar depoimentos',
    pageSize: 10,
  });
  return (
    <ListPage
      {...TEXTS}
      query={list}
      editing={editing}
      view={view}
      editor={() => <TestimonialEditor editing={editing} />}
    >
      {(testimonials) => (
        <DataTable
          caption="Depoimentos cadastrados"
          columns={COLUMNS}
          rows={testimonials}
          commands={{
            name: (testimonial) => `depoimento de ${testimonial.name}`,
            what: 'o depoimento',
            onEdit: editing.edit,
            remove,
            // The title names the client: "Excluir o depoimento de Ana?".
            confirm: (testimonial) =>
              confirm({
                title: `Excluir o depoimento de ${testimonial.name}?`,
                message: (
                  <p>
                    O depoimento sai do site e vai para a Lixeira, de onde pode ser restaurado por
                    30 dias.
                  </p>
                ),
                confirmLabel: 'Excluir',
                danger: true,
              }),
          }}
        />
      )}
    </ListPage>
  );
}
