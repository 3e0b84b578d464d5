import { z } from 'zod';
import {
  idSchema,
  isoDateTime,
  jsonBoolean,
  optionalImageRef,
  optionalText,
  requiredText,
  timestamps,
  updateInputOf,
} from './common';
import { imageAltsSchema } from './media';
import { nameSchemas } from './names';
import { syncVisibilityInput } from './sync';

export const slugSchema = z
  .string()
  .trim()
  .min(2)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens');

export const blogPostSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Markdown. */
  body: z.string(),
  cover_image: z.string().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  ...timestamps,
  image_alts: imageAltsSchema.optional(),
});

export const blogPostInputSchema = z.object({
  slug: slugSchema,
  title: requiredText(200, 2),
  excerpt: z.string().trim().max(500).default(''),
  body: z.string().max(200_000).default(''),
  cover_image: optionalImageRef(),
  published: jsonBoolean().default(false),
  /** When omitted on publishing, the server uses the time of publication. */
  published_at: isoDateTime()
    .nullish()
    .transform((v) => v ?? null),
  seo_title: optionalText(70),
  seo_description: optionalText(170),
});

/** PUT and PATCH: only the fields sent change (see updateInputOf). */
export const blogPostUpdateInputSchema = updateInputOf(blogPostInputSchema);

export type BlogPost = z.infer<typeof blogPostSchema>;

/** Turns a title into a URL slug ("Ar não gela?" → "ar-nao-gela"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160);
}

/** The blog list in pages, with the total: for clients that sync or page through the posts. */
export const blogPageInputSchema = syncVisibilityInput.extend({
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).max(10_000_000).default(0),
});

export const blogPostPageSchema = z.object({
  items: z.array(blogPostSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

nameSchemas({
  BlogPost: blogPostSchema,
  BlogPostPage: blogPostPageSchema,
  BlogPostInput: blogPostInputSchema,
  BlogPostUpdate: blogPostUpdateInputSchema,
});
