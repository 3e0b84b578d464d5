import type { SocialLink } from '@oficina/core';
import { SocialIcon } from '@site/components/layout/social-icons';
import { createFileRoute } from '@tanstack/react-router';
import {
  platformLabel,
  SocialLinkEditor,
  socialLinkInput,
} from '../features/config/social-link-editor';
import { nextDisplayOrder } from '../features/content/reorder';
import { ListPage, type ListTexts, SortableCards, useContentList, useRowToggle } from '../kit';
import { optimisticReorder } from '../lib/optimistic-reorder';
import { trpc } from '../lib/trpc';
import '../features/config/config.css';

export const Route = createFileRoute('/social-links')({ component: SocialLinksPage });

const LIST = { include_inactive: 'true' } as const;

const TEXTS: ListTexts = {
  title: 'Redes sociais',
  description: 'Os ícones do rodapé do site. Só os links ativos aparecem, na ordem desta lista.',
  loadingLabel: 'Carregando redes sociais…',
  createLabel: 'Novo link',
  emptyText: 'Nenhuma rede social cadastrada ainda.',
};

function SocialLinksPage() {
  const utils = trpc.useUtils();
  const links = utils.socialLinks.list;
  const { list, editing, refresh, remove } = useContentList(
    trpc.socialLinks,
    links,
    LIST,
    'Link excluído',
  );
  const reorder = trpc.socialLinks.reorder.useMutation(
    optimisticReorder(links, LIST, 'Ordem das redes sociais salva'),
  );
  const toggle = useRowToggle(trpc.socialLinks.update, {
    label: 'Ativo',
    message: (link: SocialLink) =>
      `${link.name} ${link.active ? 'aparece no site' : 'ocultado do site'}`,
    input: (link, active) => socialLinkInput(link, { active: active ? 1 : 0 }),
    refresh,
    // The switch moves at once; the list is re-read when the server answers.
    onMutate: ({ id, active }) => {
      const value = active ? 1 : 0;
      links.setData(LIST, (old) =>
        old?.map((row) => (row.id === id ? { ...row, active: value } : row)),
      );
    },
  });
  return (
    <ListPage
      {...TEXTS}
      query={list}
      editing={editing}
      editor={() => <SocialLinkEditor editing={editing} nextOrder={nextDisplayOrder(list.data)} />}
    >
      {(rows) => (
        <SortableCards
          label="Redes sociais, na ordem do rodapé"
          hint="Arraste pela alça ou use as setas para mudar a ordem. A ordem é salva na hora."
          rows={rows}
          card={card}
          commands={{ name: (link) => link.name, what: 'o link', onEdit: editing.edit, remove }}
          toggle={toggle}
          reorder={reorder}
        />
      )}
    </ListPage>
  );
}

/** The platform's icon, the name (and the platform when the name is another), the address. */
function card(link: SocialLink) {
  const platform = platformLabel(link.platform);
  return {
    media: (
      <span className="config-social__icon" title={platform}>
        <SocialIcon platform={link.platform} />
      </span>
    ),
    title: (
      <>
        {link.name}
        {link.name === platform ? null : (
          <span className="admin-muted config-social__platform"> · {platform}</span>
        )}
      </>
    ),
    meta: (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {link.url.replace(/^https?:\/\//, '')}
        <span className="admin-sr-only"> (abre em nova aba)</span>
      </a>
    ),
  };
}
