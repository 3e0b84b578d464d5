import { type BlogPost, slugify } from '@oficina/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, Save, Trash2, WandSparkles } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../features/toasts';
import { AdminPage } from '../../components/admin-page';
import { useConfirmTrash } from '../../components/confirm-dialog';
import { DraftNotice } from '../../components/draft-notice';
import { TextAreaField, TextField } from '../../components/fields';
import { ImageField } from '../../components/image-field';
import { PageLoading } from '../../components/page-loading';
import { localInputToIso } from '../../lib/datetime-local';
import { errorMessage, httpStatusOf } from '../../lib/errors';
import { reportSaveError } from '../../lib/forms';
import { friendlyResolver } from '../../lib/friendly-errors';
import { draftKey } from '../../lib/local-draft';
import { trpc } from '../../lib/trpc';
import { useLocalDraft } from '../../lib/use-local-draft';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import {
  type BlogFormInput,
  type BlogFormOutput,
  blogFormSchema,
  EMPTY_POST,
  formatDateTime,
  formToInput,
  postStatus,
  postToForm,
  SEO_DESCRIPTION_RECOMMENDED,
  SEO_TITLE_RECOMMENDED,
} from './blog-form';
import { BLOG_LIST, PostStatusBadge } from './blog-list-page';
import { MarkdownEditor } from './markdown-editor';
import './content.css';

const byIdInput = (id: number) => ({ id, include_inactive: 'true' }) as const;

/** /admin/blog/$id: loads the post (drafts included) and opens it in the editor. */
export function BlogEditPage({ id }: { id: number }) {
  const post = trpc.blog.byId.useQuery(byIdInput(id), {
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

function BlogEditor({ post }: { post?: BlogPost }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const confirmDelete = useConfirmTrash();
  const form = useForm<BlogFormInput, unknown, BlogFormOutput>({
    resolver: friendlyResolver(blogFormSchema),
    defaultValues: post ? postToForm(post) : EMPTY_POST,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const draft = useLocalDraft(draftKey('blog', post?.id ?? 'novo'), form);

  // The slug follows the title until someone types one; a published post keeps its address.
  const slugFollowsTitle = useRef(!post || (!post.published && post.slug === slugify(post.title)));

  const [title, slug, excerpt, published, publishedAt, seoTitle, seoDescription] = useWatch({
    control: form.control,
    name: ['title', 'slug', 'excerpt', 'published', 'published_at', 'seo_title', 'seo_description'],
  });

  const onSaveError = (error: unknown) => {
    if (httpStatusOf(error) === 409) {
      form.setError('slug', { type: 'server', message: errorMessage(error) });
      form.setFocus('slug');
    }
    reportSaveError(error, form.setError);
  };

  const afterSave = (saved: BlogPost) => {
    draft.clear();
    toast.success('Post salvo');
    form.reset(postToForm(saved));
    utils.blog.byId.setData(byIdInput(saved.id), saved);
    void utils.blog.list.invalidate(BLOG_LIST);
  };

  const create = trpc.blog.create.useMutation({
    onSuccess: (saved) => {
      afterSave(saved);
      void navigate({
        to: '/blog/$id',
        params: { id: String(saved.id) },
        replace: true,
        ignoreBlocker: true,
      });
    },
    onError: onSaveError,
  });
  const update = trpc.blog.update.useMutation({ onSuccess: afterSave, onError: onSaveError });
  const remove = trpc.blog.delete.useMutation({
    onSuccess: () => {
      toast.success('Post excluído');
      void utils.blog.list.invalidate(BLOG_LIST);
      void navigate({ to: '/blog', search: {}, ignoreBlocker: true });
    },
    onError: (error) => reportSaveError(error),
  });
  const saving = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const input = formToInput(values);
    if (post) update.mutate({ id: post.id, ...input });
    else create.mutate(input);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void submit();
    }
  };

  const fillSlug = (from: string) =>
    form.setValue('slug', slugify(from), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle.current) fillSlug(event.target.value);
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => {
      // Clearing the slug hands it back to the title.
      slugFollowsTitle.current = event.target.value === '';
    },
  });

  const status = post ? postStatus(post) : 'draft';
  const scheduledFor = published && publishedAt ? localInputToIso(publishedAt) : null;
  const willBeScheduled = scheduledFor !== null && new Date(scheduledFor).getTime() > Date.now();

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
      <form className="content-form" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
        <fieldset className="admin-fieldset">
          <legend>Texto</legend>
          <TextField label="Título" required error={errors.title?.message} {...titleField} />
          <div className="content-slug-field">
            <TextField
              label="Endereço (slug)"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              hint={
                <>
                  O post fica em <span className="admin-mono">/blog/{slug || '…'}</span>. Criado a
                  partir do título: só letras minúsculas, números e hífens.
                  {post?.published ? ' Mudar o endereço quebra links já compartilhados.' : ''}
                </>
              }
              error={errors.slug?.message}
              {...slugField}
            />
            <button
              type="button"
              className="admin-btn admin-btn--small"
              onClick={() => {
                fillSlug(title ?? '');
                slugFollowsTitle.current = !post?.published;
              }}
            >
              <WandSparkles aria-hidden="true" size={16} />
              Gerar do título
            </button>
          </div>
          <TextAreaField
            label="Resumo"
            rows={3}
            hint={
              <Counted length={(excerpt ?? '').length} max={500}>
                Aparece na lista do blog e abaixo do título.
              </Counted>
            }
            error={errors.excerpt?.message}
            {...form.register('excerpt')}
          />
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <MarkdownEditor
                label="Texto do post"
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                rows={20}
                error={errors.body?.message}
              />
            )}
          />
        </fieldset>

        <div className="content-form__grid">
          <fieldset className="admin-fieldset">
            <legend>Publicação</legend>
            <Controller
              control={form.control}
              name="published"
              render={({ field }) => (
                <fieldset className="content-subfieldset content-choice">
                  <legend>Situação</legend>
                  <label className="content-choice__option">
                    <input
                      type="radio"
                      name={field.name}
                      checked={!field.value}
                      onChange={() => field.onChange(false)}
                      ref={field.ref}
                    />
                    <span>
                      <strong>Rascunho</strong>
                      <span className="admin-field__hint">Só aparece aqui no painel.</span>
                    </span>
                  </label>
                  <label className="content-choice__option">
                    <input
                      type="radio"
                      name={field.name}
                      checked={Boolean(field.value)}
                      onChange={() => field.onChange(true)}
                    />
                    <span>
                      <strong>Publicado</strong>
                      <span className="admin-field__hint">Aparece no blog do site.</span>
                    </span>
                  </label>
                </fieldset>
              )}
            />
            {published ? (
              <TextField
                label="Data de publicação"
                type="datetime-local"
                hint={
                  willBeScheduled
                    ? `Agendado: o post aparece no site em ${formatDateTime(scheduledFor)}.`
                    : 'Vazio: a data e a hora em que você salvar. Uma data futura agenda o post.'
                }
                error={errors.published_at?.message}
                {...form.register('published_at')}
              />
            ) : null}
          </fieldset>

          <div className="admin-fieldset">
            <Controller
              control={form.control}
              name="cover_image"
              render={({ field }) => (
                <ImageField
                  label="Imagem de capa"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  description="Aparece no topo do post, na lista do blog e ao compartilhar o link. Opcional."
                  error={errors.cover_image?.message}
                />
              )}
            />
          </div>
        </div>

        <fieldset className="admin-fieldset">
          <legend>Google e redes sociais (SEO)</legend>
          <div className="admin-form admin-form--columns">
            <div className="admin-form">
              <TextField
                label="Título para o Google"
                placeholder={title || undefined}
                hint={
                  <Counted length={(seoTitle ?? '').length} recommended={SEO_TITLE_RECOMMENDED}>
                    Vazio usa o título do post.
                  </Counted>
                }
                error={errors.seo_title?.message}
                {...form.register('seo_title')}
              />
              <TextAreaField
                label="Descrição para o Google"
                rows={3}
                placeholder={excerpt || undefined}
                hint={
                  <Counted
                    length={(seoDescription ?? '').length}
                    recommended={SEO_DESCRIPTION_RECOMMENDED}
                  >
                    Vazio usa o resumo.
                  </Counted>
                }
                error={errors.seo_description?.message}
                {...form.register('seo_description')}
              />
            </div>
            <div className="admin-preview">
              <p className="admin-preview__label">Prévia no Google</p>
              <div className="content-snippet">
                <span className="content-snippet__url">
                  {window.location.host}/blog/{slug || '…'}
                </span>
                <span className="content-snippet__title">
                  {cut(seoTitle || title || 'Título do post', SEO_TITLE_RECOMMENDED)}
                </span>
                <span className="content-snippet__description">
                  {cut(
                    seoDescription || excerpt || 'O resumo do post aparece aqui.',
                    SEO_DESCRIPTION_RECOMMENDED,
                  )}
                </span>
              </div>
            </div>
          </div>
        </fieldset>

        <div className="content-savebar">
          <p
            className="content-savebar__status"
            data-dirty={isDirty || undefined}
            aria-live="polite"
          >
            {isDirty ? 'Alterações não salvas' : post ? 'Tudo salvo' : 'Post ainda não salvo'}
          </p>
          <button type="submit" className="admin-btn admin-btn--primary" disabled={saving}>
            <Save aria-hidden="true" size={18} />
            {saving ? 'Salvando…' : published ? 'Salvar e publicar' : 'Salvar rascunho'}
          </button>
        </div>
      </form>
    </AdminPage>
  );
}

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** A hint with a character count; over the recommended length it says so. */
function Counted({
  length,
  recommended,
  max,
  children,
}: {
  length: number;
  recommended?: number;
  max?: number;
  children: ReactNode;
}) {
  const limit = recommended ?? max ?? 0;
  const over = length > limit;
  return (
    <>
      {children}{' '}
      <span className="content-counter" data-over={over || undefined}>
        {length}/{limit}
        {recommended
          ? over
            ? ' caracteres: acima do recomendado, o Google pode cortar o texto.'
            : ' caracteres recomendados.'
          : ' caracteres.'}
      </span>
    </>
  );
}
