import type { BlogPost } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { useConfirmTrash } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { afterDelete } from '../../lib/after-delete';
import { trpc } from '../../lib/trpc';
import { formatDateTime, type PostStatus, postStatus, STATUS_LABEL } from './blog-form';
import './content.css';

export const BLOG_LIST = { include_inactive: 'true' } as const;

export type StatusFilter = 'todos' | 'rascunhos' | 'agendados' | 'publicados';

const FILTERS: { value: StatusFilter; label: string; status?: PostStatus }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'publicados', label: 'Publicados', status: 'published' },
  { value: 'agendados', label: 'Agendados', status: 'scheduled' },
  { value: 'rascunhos', label: 'Rascunhos', status: 'draft' },
];

export function parseStatusFilter(value: unknown): StatusFilter {
  return FILTERS.some((filter) => filter.value === value) ? (value as StatusFilter) : 'todos';
}

export function BlogListPage({
  filter,
  onFilter,
}: {
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
}) {
  const list = trpc.blog.list.useQuery(BLOG_LIST);
  const utils = trpc.useUtils();
  const confirmDelete = useConfirmTrash();
  const remove = trpc.blog.delete.useMutation(
    afterDelete('Post excluído', () => utils.blog.list.invalidate()),
  );

  const newPost = (
    <Link to="/blog/new" className="admin-btn admin-btn--primary">
      <Plus aria-hidden="true" size={18} />
      Novo post
    </Link>
  );

  return (
    <AdminPage
      title="Blog"
      description="Artigos com dicas para os clientes. Rascunhos só aparecem aqui no painel."
      actions={newPost}
    >
      <QueryState query={list} loadingLabel="Carregando posts…">
        {(posts) => {
          if (posts.length === 0) {
            return (
              <EmptyState>
                <p>Nenhum post escrito ainda.</p>
                <Link to="/blog/new" className="admin-btn admin-btn--primary">
                  <Plus aria-hidden="true" size={18} />
                  Escrever o primeiro post
                </Link>
              </EmptyState>
            );
          }
          const now = new Date();
          const withStatus = posts.map((post) => ({ post, status: postStatus(post, now) }));
          const wanted = FILTERS.find((candidate) => candidate.value === filter)?.status;
          const shown = wanted ? withStatus.filter((row) => row.status === wanted) : withStatus;
          return (
            <>
              <fieldset className="content-filter">
                <legend className="admin-sr-only">Mostrar posts</legend>
                {FILTERS.map((option) => {
                  const count = option.status
                    ? withStatus.filter((row) => row.status === option.status).length
                    : posts.length;
                  return (
                    <button
                      key={option.value}
                      type="button"
                      className="admin-btn admin-btn--small"
                      aria-pressed={filter === option.value}
                      onClick={() => onFilter(option.value)}
                    >
                      {option.label} ({count})
                    </button>
                  );
                })}
              </fieldset>
              {shown.length === 0 ? (
                <EmptyState>
                  <p>Nenhum post nesta situação.</p>
                  <button type="button" className="admin-btn" onClick={() => onFilter('todos')}>
                    Mostrar todos
                  </button>
                </EmptyState>
              ) : (
                <div className="admin-table-wrap">
                  <table className="admin-table">
                    <caption className="admin-sr-only">
                      Posts do blog{filter === 'todos' ? '' : `: ${filter}`}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Título</th>
                        <th scope="col">Situação</th>
                        <th scope="col">Atualizado</th>
                        <th scope="col">
                          <span className="admin-sr-only">Ações</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map(({ post, status }) => (
                        <PostRow
                          key={post.id}
                          post={post}
                          status={status}
                          deleting={remove.isPending}
                          onDelete={async () => {
                            if (await confirmDelete('o post', post.title)) {
                              remove.mutate({ id: post.id });
                            }
                          }}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}

function PostRow({
  post,
  status,
  deleting,
  onDelete,
}: {
  post: BlogPost;
  status: PostStatus;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <tr>
      <th scope="row" data-label="Título">
        <Link to="/blog/$id" params={{ id: String(post.id) }}>
          {post.title}
        </Link>
        <div className="admin-muted admin-mono content-slug">/blog/{post.slug}</div>
      </th>
      <td data-label="Situação">
        <PostStatusBadge status={status} publishedAt={post.published_at} />
      </td>
      <td data-label="Atualizado" className="content-nowrap">
        {formatDateTime(post.updated_at)}
      </td>
      <td className="admin-table__actions">
        <Link
          to="/blog/$id"
          params={{ id: String(post.id) }}
          className="admin-btn admin-btn--small"
        >
          <Pencil aria-hidden="true" size={16} />
          Editar<span className="admin-sr-only"> {post.title}</span>
        </Link>
        {status === 'published' ? (
          <a
            className="admin-btn admin-btn--small"
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noreferrer"
          >
            <ExternalLink aria-hidden="true" size={16} />
            Ver no site<span className="admin-sr-only"> {post.title} (abre em nova aba)</span>
          </a>
        ) : null}
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--danger-ghost"
          disabled={deleting}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" size={16} />
          Excluir<span className="admin-sr-only"> {post.title}</span>
        </button>
      </td>
    </tr>
  );
}

export function PostStatusBadge({
  status,
  publishedAt,
}: {
  status: PostStatus;
  publishedAt: string | null;
}) {
  return (
    <span className="content-status">
      <span
        className={`admin-badge ${status === 'draft' ? 'admin-badge--off' : 'admin-badge--on'}`}
      >
        {STATUS_LABEL[status]}
      </span>
      {status !== 'draft' && publishedAt ? (
        <span className="content-status__date">
          {status === 'scheduled' ? 'para ' : 'em '}
          {formatDateTime(publishedAt)}
        </span>
      ) : null}
    </span>
  );
}
