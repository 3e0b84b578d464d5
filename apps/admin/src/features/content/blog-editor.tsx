import type { BlogPost } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { AdminPage } from '../../components/admin-page';
import { useConfirmTrash } from '../../components/confirm-dialog';
import { DraftNotice } from '../../components/draft-notice';
import { formatDateTime, postStatus } from './blog-form';
import { PostStatusBadge } from './blog-list-page';
import { BlogPublicationFieldset } from './blog-publication-fieldset';
import { BlogSeoFieldset } from './blog-seo-fieldset';
import { BlogTextFieldset } from './blog-text-fieldset';
import { FormImageField } from './bound-fields';
import { ContentSaveBar } from './content-save-bar';
import { saveShortcut } from './save-shortcut';
import { useBlogEditor } from './use-blog-editor';

/** A post's page in the panel: the form, with back, view and delete above it. */
export function BlogEditor({ post }: { post?: BlogPost }) {
  const confirmDelete = useConfirmTrash();
  const { form, draft, submit, saving, remove, fillSlug } = useBlogEditor(post);
  const { isDirty } = form.formState;
  const [title, slug, excerpt, published, publishedAt, seoTitle, seoDescription] = useWatch({
    control: form.control,
    name: ['title', 'slug', 'excerpt', 'published', 'published_at', 'seo_title', 'seo_description'],
  });
  const status = post ? postStatus(post) : 'draft';

  return (
    <AdminPage
      title={post ? 'Editar post' : 'Novo post'}
      description={
        post ? (
          <>
            <PostStatusBadge status={status} publishedAt={post.published_at} />{' '}
            <span>Atualizado em {formatDateTime(post.updated_at)}</span>
          </>
        ) : (
          'Escreva o texto, confira a pré-visualização e salve como rascunho ou publique.'
        )
      }
      actions={
        <>
          <Link to="/blog" className="admin-btn">
            <ArrowLeft aria-hidden="true" size={18} />
            Voltar<span className="admin-sr-only"> para a lista de posts</span>
          </Link>
          {post && status === 'published' ? (
            <a className="admin-btn" href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" size={18} />
              Ver no site<span className="admin-sr-only"> (abre em nova aba)</span>
            </a>
          ) : null}
          {post ? (
            <button
              type="button"
              className="admin-btn admin-btn--danger-ghost"
              disabled={remove.isPending}
              onClick={async () => {
                if (await confirmDelete('o post', post.title)) remove.mutate({ id: post.id });
              }}
            >
              <Trash2 aria-hidden="true" size={18} />
              Excluir
            </button>
          ) : null}
        </>
      }
    >
      <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      <form className="content-form" onSubmit={submit} onKeyDown={saveShortcut(submit)} noValidate>
        <BlogTextFieldset
          form={form}
          post={post}
          fillSlug={fillSlug}
          title={title}
          slug={slug}
          excerpt={excerpt}
        />
        <div className="content-form__grid">
          <BlogPublicationFieldset form={form} published={published} publishedAt={publishedAt} />
          <div className="admin-fieldset">
            <FormImageField
              control={form.control}
              name="cover_image"
              label="Imagem de capa"
              description="Aparece no topo do post, na lista do blog e ao compartilhar o link. Opcional."
            />
          </div>
        </div>
        <BlogSeoFieldset
          form={form}
          title={title}
          slug={slug}
          excerpt={excerpt}
          seoTitle={seoTitle}
          seoDescription={seoDescription}
        />
        <ContentSaveBar
          dirty={isDirty}
          cleanStatus={post ? 'Tudo salvo' : 'Post ainda não salvo'}
          saving={saving}
          saveLabel={published ? 'Salvar e publicar' : 'Salvar rascunho'}
        />
      </form>
    </AdminPage>
  );
}
