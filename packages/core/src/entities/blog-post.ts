import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { optionalImageRef, optionalText, requiredText } from '../schemas/common';
import { imageAltsSchema } from '../schemas/media';
import { nameSchemas } from '../schemas/names';
import { syncVisibilityInput } from '../schemas/sync';
import { createdAt, rowId, updatedAt } from './columns';
import { defineEntity, optionalDateTime } from './define-entity';

/** A post of the blog; its body is Markdown. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: rowId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown. */
    body: text('body').notNull().default(''),
    cover_image: text('cover_image'),
    published: boolean('published').notNull().default(false),
    /** When omitted on publishing, the server uses the time of publication. */
    published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.published, t.published_at)],
);

export const slugSchema = z
  .string()
  .trim()
  .min(2)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens');

export const blogPostEntity = defineEntity(blogPosts, {
  rules: {
    slug: slugSchema,
    title: requiredText(200, 2),
    excerpt: z.string().trim().max(500),
    body: z.string().max(200_000),
    cover_image: optionalImageRef(),
    published_at: optionalDateTime(),
    seo_title: optionalText(70),
    seo_description: optionalText(170),
  },
  fields: {
    slug: 'Endereço (slug)',
    title: 'Título',
    excerpt: { label: 'Resumo', multiline: true },
    body: { label: 'Texto do post', multiline: true },
    cover_image: 'Imagem de capa',
    published: 'Situação',
    published_at: 'Data de publicação',
    seo_title: 'Título para o Google',
    seo_description: 'Descrição para o Google',
  },
  output: { image_alts: imageAltsSchema.optional() },
});

export const {
  schema: blogPostSchema,
  input: blogPostInputSchema,
  update: blogPostUpdateInputSchema,
} = blogPostEntity;

export type BlogPost = z.infer<typeof blogPostSchema>;

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
