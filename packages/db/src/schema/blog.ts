import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown. */
    body: text('body').notNull().default(''),
    cover_image: text('cover_image'),
    published: boolean('published').notNull().default(false),
    published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.published, t.published_at)],
);
