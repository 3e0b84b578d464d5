import { SITE_PAGES } from '@oficina/core';
import { blogPosts, type Database } from '@oficina/db';
import { and, eq, lte, sql } from 'drizzle-orm';

/** A post visitors can open: published, with a publication time that has come. */
export const isPublicPost = and(
  eq(blogPosts.published, true),
  lte(blogPosts.published_at, sql`now()`),
)!;

const FIXED_PAGES = new Set(SITE_PAGES.map((page) => page.path));
const POST_PATH = /^\/blog\/([a-z0-9-]{1,200})$/;

/**
 * Whether `path` is a page a visitor can open on the site: one of the site's fixed pages, or a
 * public post by its slug. A trailing slash is the same page. Anything else (made-up paths,
 * drafts, deleted posts) is not, and must not become a row of figures.
 */
export async function isPublicPagePath(db: Database, path: string): Promise<string | null> {
  const page = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  if (FIXED_PAGES.has(page)) return page;
  const slug = POST_PATH.exec(page)?.[1];
  if (!slug) return null;
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublicPost))
    .limit(1);
  return post ? page : null;
}
