import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { PageLoading } from '../../components/page-loading';
import { errorMessage, httpStatusOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { BlogEditor } from './blog-editor';
import { blogByIdInput } from './use-blog-editor';
import './content.css';

/** /admin/blog/$id: loads the post (drafts included) and opens it in the editor. */
export function BlogEditPage({ id }: { id: number }) {
  const post = trpc.blog.byId.useQuery(blogByIdInput(id), {
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => httpStatusOf(error) !== 404 && count < 2,
  });
  if (!Number.isInteger(id) || id <= 0 || httpStatusOf(post.error) === 404) {
    return (
      <AdminPage title="Post não encontrado">
        <p>Este post não existe ou foi excluído.</p>
        <Link to="/blog" className="admin-btn">
          <ArrowLeft aria-hidden="true" size={18} />
          Voltar para o blog
        </Link>
      </AdminPage>
    );
  }
  if (post.isPending) return <PageLoading label="Carregando o post…" />;
  if (!post.data) {
    return (
      <AdminPage title="Editar post">
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorMessage(post.error, 'Não foi possível carregar o post.')}</p>
          <button type="button" className="admin-btn" onClick={() => void post.refetch()}>
            Tentar novamente
          </button>
        </div>
      </AdminPage>
    );
  }
  return <BlogEditor key={post.data.id} post={post.data} />;
}

/** /admin/blog/new */
export function BlogNewPage() {
  return <BlogEditor />;
}
