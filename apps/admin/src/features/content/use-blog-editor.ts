import { type BlogPost, slugify } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
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
  formToInput,
  postToForm,
} from './blog-form';
import { BLOG_LIST } from './blog-list-page';

export const blogByIdInput = (id: number) => ({ id, include_inactive: 'true' }) as const;

/**
 * The post editor's form and its saving: a new post moves to its own address once created, a
 * taken slug is marked on the slug field, and the local draft is dropped once saved.
 */
export function useBlogEditor(post: BlogPost | undefined) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const form = useForm<BlogFormInput, unknown, BlogFormOutput>({
    resolver: friendlyResolver(blogFormSchema),
    defaultValues: post ? postToForm(post) : EMPTY_POST,
  });
  useUnsavedChanges(form.formState.isDirty);
  const draft = useLocalDraft(draftKey('blog', post?.id ?? 'novo'), form);

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
    utils.blog.byId.setData(blogByIdInput(saved.id), saved);
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

  const submit = form.handleSubmit((values) => {
    const input = formToInput(values);
    if (post) update.mutate({ id: post.id, ...input });
    else create.mutate(input);
  });

  return {
    form,
    draft,
    submit,
    saving: create.isPending || update.isPending,
    remove,
    fillSlug: (from: string) =>
      form.setValue('slug', slugify(from), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  };
}
