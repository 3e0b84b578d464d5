import type { Faq } from '@oficina/core';
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
import { FaqEditor } from './faq-editor';
import { nextDisplayOrder } from './reorder';

/** The panel sees hidden questions too. */
const LIST = { include_inactive: 'true' } as const;

const TEXTS: ListTexts = {
  title: 'Perguntas frequentes',
  description: 'As perguntas e respostas da página FAQ do site, na ordem em que aparecem.',
  loadingLabel: 'Carregando perguntas…',
  createLabel: 'Nova pergunta',
  emptyText: 'Nenhuma pergunta cadastrada ainda.',
  firstLabel: 'Cadastrar a primeira pergunta',
};

export function FaqsPage() {
  const utils = trpc.useUtils();
  const { list, editing, refresh, remove } = useContentList(
    trpc.faqs,
    utils.faqs.list,
    LIST,
    'Pergunta excluída',
  );
  const view = useListView(list.data, {
    search: (faq) => [faq.question, faq.answer],
    searchLabel: 'Buscar perguntas',
    active: (faq) => faq.active,
    statusLabels: { active: 'Visíveis no site', hidden: 'Ocultas' },
  });
  const reorder = trpc.faqs.reorder.useMutation(
    optimisticReorder(utils.faqs.list, LIST, 'Ordem das perguntas salva'),
  );
  const toggle = useRowToggle(trpc.faqs.update, {
    label: 'Visível',
    message: (faq: Faq) => (faq.active ? 'Pergunta visível no site' : 'Pergunta oculta do site'),
    input: (faq, active) => ({ ...faq, active }),
    refresh,
  });
  return (
    <ListPage
      {...TEXTS}
      query={list}
      editing={editing}
      view={view}
      editor={() => <FaqEditor editing={editing} nextOrder={nextDisplayOrder(list.data)} />}
    >
      {(faqs) => (
        <SortableCards
          label="Perguntas frequentes, na ordem do site"
          hint="Arraste pela alça ou use as setas para mudar a ordem. Perguntas ocultas não aparecem no site."
          rows={faqs}
          card={(faq) => ({
            title: faq.question,
            badge: !faq.active && 'Oculta',
            meta: faq.answer,
          })}
          commands={{
            name: (faq) => faq.question,
            what: 'a pergunta',
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
