import {
  blogPageInputSchema,
  blogPostInputSchema,
  blogPostPageSchema,
  blogPostSchema,
  blogPostUpdateInputSchema,
  idParam,
  listVisibilityInput,
  MESSAGES,
  slugSchema,
} from '@oficina/core';
import { blogPosts } from '@oficina/db';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toDate, toWire } from '../serialize';
import { findRow } from '../services/crud';
import { withImageAlts, withImageAltsOne } from '../services/media-alts';
import { isPublicPost } from '../services/public-pages';
import { changedSince } from '../services/sync';
import { KEPT_FOR_EVERYONE, publicProcedure, router } from '../trpc';
import { contentProcedures } from './crud-router';
import { canSeeHidden, rest } from './meta';

const TAG = 'Blog';
const NOT_FOUND = 'Post não encontrado';
const postImages = (post: { cover_image: string | null }) => [post.cover_image];

const isPublic = isPublicPost;
const visible = (all: boolean, filter?: SQL) =>
  all ? filter : filter ? and(filter, isPublic) : isPublic;

/**
 * Publishing without a date publishes now, by the database's clock (the one the public filter
 * reads); an already published post keeps its date when saved again without one.
 */
const toRow = (input: z.output<typeof blogPostInputSchema>, publishedAtWhenUnset: SQL) => ({
  ...input,
  // drizzle accepts SQL for any column; its insert type only lists the column's own type.
  published_at: (toDate(input.published_at) ??
    (input.published ? publishedAtWhenUnset : null)) as Date | null,
});
const NOW = sql`now()`;
const ORDER = [sql`${blogPosts.published_at} desc nulls first`, desc(blogPosts.id)];
const KEEP_OR_NOW = sql`coalesce(${blogPosts.published_at}, now())`;
/** A date cleared on a post whose `published` the update leaves as stored. */
const AS_STORED_PUBLISHED = sql`case when ${blogPosts.published} then coalesce(${blogPosts.published_at}, now()) end`;

/**
 * An update's changes as columns, with the rules of `toRow` where the update names the date or
 * publishes: a date sent is kept; publishing, or clearing the date, of a published post keeps
 * its date or takes now; a draft's cleared date is null. An update naming neither the date nor
 * publishing leaves the date as stored.
 */
function changesToRow({ published_at, ...changes }: z.output<typeof blogPostUpdateInputSchema>) {
  if (published_at) return { ...changes, published_at: new Date(published_at) };
  if (published_at === undefined && changes.published !== true) return changes;
  const date =
    changes.published === undefined ? AS_STORED_PUBLISHED : changes.published ? KEEP_OR_NOW : null;
  // drizzle accepts SQL for any column; its update type only lists the column's own type.
  return { ...changes, published_at: date as Date | null };
}

const post = contentProcedures({
  table: blogPosts,
  entity: 'blog-post',
  path: '/blog-posts',
  tag: TAG,
  names: { one: 'um post', list: 'Posts publicados, do mais recente ao mais antigo' },
  notFound: NOT_FOUND,
  schema: blogPostSchema,
  createInput: blogPostInputSchema,
  updateInput: blogPostUpdateInputSchema.extend(idParam.shape),
  order: ORDER,
  shown: isPublic,
  present: toWire,
  images: postImages,
  toRow: (input) => toRow(input, NOW),
  changesToRow,
  conflictMessage: MESSAGES.slugTaken,
});

export const blogRouter = router({
  list: post.list,

  // Declared before `byId`: the REST adapter takes the first path that matches, and
  // GET /blog-posts/{id} would otherwise catch GET /blog-posts/page.
  page: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(
      rest(
        'GET',
        '/blog-posts/page',
        TAG,
        'Posts em páginas, na ordem da lista: limit/offset e o total (com updated_since, para sincronizar)',
      ),
    )
    .input(blogPageInputSchema)
    .output(blogPostPageSchema)
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const where = and(visible(all), changedSince(blogPosts.updated_at, input.updated_since));
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(...ORDER)
          .limit(input.limit)
          .offset(input.offset),
        ctx.db.select({ n: count() }).from(blogPosts).where(where),
      ]);
      return {
        items: await withImageAlts(ctx.db, rows.map(toWire), postImages),
        total: counted?.n ?? 0,
        limit: input.limit,
        offset: input.offset,
      };
    }),

  byId: post.byId,

  bySlug: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/blog-posts/slug/{slug}', TAG, 'Um post pelo slug'))
    .input(listVisibilityInput.extend({ slug: slugSchema }))
    .output(blogPostSchema)
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const row = await findRow(
        ctx.db,
        blogPosts,
        visible(all, eq(blogPosts.slug, input.slug))!,
        NOT_FOUND,
      );
      return withImageAltsOne(ctx.db, toWire(row), postImages);
    }),

  ...post.writes,
});
