import { type BlogPost, slugify } from '@oficina/core';
import { WandSparkles } from 'lucide-react';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../../components/fields';
import type { BlogFormInput, BlogFormOutput } from './blog-form';
import { FormMarkdownEditor } from './bound-fields';
import { CountedHint } from './counted-hint';

/** Title, address (slug), summary and the post's text. */
export function BlogTextFieldset({
  form,
  post,
  fillSlug,
  title,
  slug,
  excerpt,
}: {
  form: UseFormReturn<BlogFormInput, unknown, BlogFormOutput>;
  post: BlogPost | undefined;
  fillSlug: (from: string) => void;
  title: string | undefined;
  slug: string | undefined;
  excerpt: string | undefined;
}) {
  const errors = form.formState.errors;
  // The slug follows the title until someone types one; a published post keeps its address.
  const slugFollowsTitle = useRef(!post || (!post.published && post.slug === slugify(post.title)));

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

  return (
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
          <CountedHint length={(excerpt ?? '').length} max={500}>
            Aparece na lista do blog e abaixo do título.
          </CountedHint>
        }
        error={errors.excerpt?.message}
        {...form.register('excerpt')}
      />
      <FormMarkdownEditor control={form.control} name="body" label="Texto do post" rows={20} />
    </fieldset>
  );
}
