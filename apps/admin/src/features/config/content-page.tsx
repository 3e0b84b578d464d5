import type { EditableContent } from '@oficina/core';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { CreateButton } from '../../kit';
import { afterDelete } from '../../lib/after-delete';
import { trpc } from '../../lib/trpc';
import { ContentEditor } from './content-editor';
import type { ContentEditing } from './content-form';
import { contentLabel, contentMatches, groupContent } from './content-labels';
import { ContentRow } from './content-row';
import './config.css';

const ALL = {};

/** /admin/content: the site's texts, grouped by page, with a search box. */
export function ContentPage() {
  const list = trpc.editableContent.list.useQuery(ALL);
  const [editing, setEditing] = useState<ContentEditing | null>(null);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const remove = trpc.editableContent.delete.useMutation(
    afterDelete('Texto excluído', () => utils.editableContent.invalidate()),
  );

  const confirmDelete = (item: EditableContent) =>
    confirm({
      title: 'Excluir este texto?',
      message: (
        <p>
          <strong>{contentLabel(item)}</strong> será excluído definitivamente. Onde ele aparecia, o
          site volta a mostrar o texto padrão (ou nada). Esta ação não pode ser desfeita.
        </p>
      ),
      confirmLabel: 'Excluir',
      danger: true,
    });

  return (
    <AdminPage
      title="Textos do site"
      description="Títulos, chamadas e textos legais que aparecem nas páginas do site, agrupados por página."
      actions={<CreateButton label="Novo texto" onClick={() => setEditing({ mode: 'create' })} />}
    >
      <QueryState query={list} loadingLabel="Carregando textos…">
        {(items) => {
          if (items.length === 0) {
            return <EmptyState>Nenhum texto cadastrado ainda.</EmptyState>;
          }
          const groups = groupContent(items.filter((item) => contentMatches(item, search)));
          return (
            <>
              <div className="admin-field config-search">
                <label htmlFor={searchId}>Procurar texto</label>
                <div className="config-search__box">
                  <Search aria-hidden="true" size={18} />
                  <input
                    id={searchId}
                    type="search"
                    value={search}
                    placeholder="Ex.: garantia, título, privacidade"
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
              </div>
              {groups.length === 0 ? (
                <EmptyState>Nenhum texto encontrado para “{search}”.</EmptyState>
              ) : null}
              {groups.map((group) => (
                <section
                  key={group.section}
                  className="config-content-group"
                  aria-labelledby={`content-${group.section}`}
                >
                  <h2 id={`content-${group.section}`}>
                    {group.label}{' '}
                    <span className="admin-muted config-count">({group.items.length})</span>
                  </h2>
                  <ul className="config-content-list">
                    {group.items.map((item) => (
                      <ContentRow
                        key={item.key}
                        item={item}
                        deleting={remove.isPending}
                        onEdit={() => setEditing({ mode: 'edit', item })}
                        confirmDelete={() => confirmDelete(item)}
                        onDelete={() => remove.mutate({ key: item.key })}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          );
        }}
      </QueryState>
      {editing ? (
        <ContentEditor
          editing={editing}
          existing={list.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}
