import { type BlogPost, blogPostInputSchema } from '@oficina/core';
import { z } from 'zod';

/**
 * The blog editor's form: the API's own schema, except the publication date, which the form
 * holds as a `<input type="datetime-local">` value (local time, no zone) and sends as ISO.
 */
export const blogFormSchema = blogPostInputSchema.extend({
  published_at: z
    .string()
    .refine((value) => value === '' || localInputToIso(value) !== null, 'Data inválida'),
});

export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogFormOutput = z.output<typeof blogFormSchema>;

/** "2025-03-10T14:30" (the browser's time zone) → ISO with offset; null when not a date. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO timestamp → the value of a datetime-local input, in the browser's time zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export const EMPTY_POST: BlogFormInput = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  cover_image: '',
  published: false,
  published_at: '',
  seo_title: '',
  seo_description: '',
};

export function postToForm(post: BlogPost): BlogFormInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    cover_image: post.cover_image ?? '',
    published: post.published,
    published_at: isoToLocalInput(post.published_at),
    seo_title: post.seo_title ?? '',
    seo_description: post.seo_description ?? '',
  };
}

/** What the API receives. An empty date on publishing lets the server use "now". */
export function formToInput(values: BlogFormOutput): z.input<typeof blogPostInputSchema> {
  return {
    ...values,
    published_at: values.published_at ? localInputToIso(values.published_at) : null,
  };
}

export type PostStatus = 'draft' | 'scheduled' | 'published';

/** Draft, published, or published with a date still to come (not on the site yet). */
export function postStatus(
  post: Pick<BlogPost, 'published' | 'published_at'>,
  now: Date = new Date(),
): PostStatus {
  if (!post.published) return 'draft';
  if (post.published_at && new Date(post.published_at).getTime() > now.getTime()) {
    return 'scheduled';
  }
  return 'published';
}

export const STATUS_LABEL: Record<PostStatus, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendado',
  published: 'Publicado',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** "10/03/2025, 14:30" */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** Search-engine guidance: longer titles and descriptions are cut in the results. */
export const SEO_TITLE_RECOMMENDED = 60;
export const SEO_DESCRIPTION_RECOMMENDED = 160;
