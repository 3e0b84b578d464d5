import {
  type BlogPost,
  blogPostEntity,
  blogPostInputSchema,
  formatDateTime as formatCoreDateTime,
} from '@oficina/core';
import { z } from 'zod';
import { entityDefaults } from '../../kit/entity-fields';
import { isoToLocalInput, localInputToIso } from '../../lib/datetime-local';

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

/** A new post's values, as the post's declaration in core gives them (a draft, empty). */
export const EMPTY_POST: BlogFormInput = {
  ...entityDefaults(blogPostEntity),
  // The image picker and the date input hold '' for none.
  cover_image: '',
  published_at: '',
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

/** "10/03/2025 14:30" on the workshop's clock; '' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  return formatCoreDateTime(iso, '');
}

/** Search-engine guidance: longer titles and descriptions are cut in the results. */
export const SEO_TITLE_RECOMMENDED = 60;
export const SEO_DESCRIPTION_RECOMMENDED = 160;
