import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../../components/fields';
import {
  type BlogFormInput,
  type BlogFormOutput,
  SEO_DESCRIPTION_RECOMMENDED,
  SEO_TITLE_RECOMMENDED,
} from './blog-form';
import { CountedHint } from './counted-hint';

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** The title and description search engines show, with how Google would show them. */
export function BlogSeoFieldset({
  form,
  title,
  slug,
  excerpt,
  seoTitle,
  seoDescription,
}: {
  form: UseFormReturn<BlogFormInput, unknown, BlogFormOutput>;
  title: string | undefined;
  slug: string | undefined;
  excerpt: string | undefined;
  seoTitle: string | null | undefined;
  seoDescription: string | null | undefined;
}) {
  const errors = form.formState.errors;
  return (
    <fieldset className="admin-fieldset">
      <legend>Google e redes sociais (SEO)</legend>
      <div className="admin-form admin-form--columns">
        <div className="admin-form">
          <TextField
            label="Título para o Google"
            placeholder={title || undefined}
            hint={
              <CountedHint length={(seoTitle ?? '').length} recommended={SEO_TITLE_RECOMMENDED}>
                Vazio usa o título do post.
              </CountedHint>
            }
            error={errors.seo_title?.message}
            {...form.register('seo_title')}
          />
          <TextAreaField
            label="Descrição para o Google"
            rows={3}
            placeholder={excerpt || undefined}
            hint={
              <CountedHint
                length={(seoDescription ?? '').length}
                recommended={SEO_DESCRIPTION_RECOMMENDED}
              >
                Vazio usa o resumo.
              </CountedHint>
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
  );
}
