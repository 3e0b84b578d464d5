import { createHash } from 'node:crypto';
import {
  type ApiDeps,
  createCaller,
  createContext,
  QueueFull,
  restErrorFor,
  WorkQueue,
} from '@oficina/api';
import { SHARE_IMAGE, SITE_PAGES, sharedPagePath } from '@oficina/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../cache/content-version';
import type { RenderAllowance } from '../cache/page-cache';
import { type CachedVariant, VariantCache } from '../media/variant-cache';
import { coverForCard } from '../share-image/cover-picture';
import { drawShareCard, type ShareCard } from '../share-image/draw-card';
import { sendError } from './api-errors';

/**
 * The picture a shared link shows: `GET /og/<page>.png` (/og/index.png for the home page,
 * /og/blog/<slug>.png for a post), drawn from the page's title, the site's name and its
 * address, over the post's cover when it has one. Content comes from the same procedures the site uses, called in-process as an
 * anonymous visitor, so a draft or a post not yet due is a 404 here as on the site.
 *
 * Drawing one takes about 50 ms of CPU, so each is drawn once and kept: per content version,
 * the card a page shows is remembered, and the PNG is kept under what it says, so a write that
 * changes nothing on a card (a new FAQ) costs a few queries, not a new picture.
 */

/**
 * Crawlers ask again at will, browsers revalidate with the ETag every time; a CDN may keep a
 * copy an hour, so a changed title reaches new shares within the hour.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';
/** About a hundred pictures (70–130 KB each): every page and the recent posts. */
const KEPT_BYTES = 8 * 1024 * 1024;
/** Pages whose card is remembered (with the version it was read at), at most. */
const KNOWN_PAGES = 2000;
/**
 * One drawing at a time, so a crawler opening every post at once takes one core, not both; a
 * few more wait their turn, beyond that the answer is "try again shortly".
 */
const DRAWINGS_WAITING = 32;
const RETRY_AFTER_SECONDS = '5';

const TITLES = new Map(SITE_PAGES.map((page) => [page.path, page.title]));
const POST = /^\/blog\/([^/]+)$/;

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** "https://www.oficina.com.br/" → "www.oficina.com.br" ("" when unset or malformed). */
function hostOf(siteUrl: string | undefined): string {
  try {
    return siteUrl ? new URL(siteUrl).host : '';
  } catch {
    return '';
  }
}

/** "Duque de Caxias" and "BR-RJ" → "Duque de Caxias (RJ)". */
function placeOf(settings: Record<string, string>): string {
  const city = settings.geo_placename?.trim() ?? '';
  const state = (settings.geo_region?.trim() ?? '').replace(/^BR-/i, '');
  return city && state ? `${city} (${state})` : city;
}

export async function registerShareImages(
  app: FastifyInstance,
  deps: ApiDeps,
  options: { version: ContentVersion; allowRender?: RenderAllowance },
): Promise<void> {
  const caller = () =>
    createCaller(createContext(deps, { ip: null, userAgent: null, token: null }));
  const images = new VariantCache(KEPT_BYTES);
  const drawings = new WorkQueue(1, DRAWINGS_WAITING);
  const drawing = new Map<string, Promise<CachedVariant>>();
  /** Page path → the key of its card and the content version it was read at. */
  const known = new Map<string, { key: string; version: number }>();

  /** What the page's picture says, or null when there is no such public page or post. */
  async function cardFor(page: string): Promise<ShareCard | null> {
    const slug = POST.exec(page)?.[1];
    const title = TITLES.get(page);
    if (title === undefined && slug === undefined) return null;
    const api = caller();
    const [settings, company, post] = await Promise.all([
      api.settings.public(),
      api.company.get().catch(() => null),
      slug === undefined
        ? null
        : api.blog.bySlug({ slug }).catch((error: unknown) => {
            // Missing, or a slug no post can have: no picture, as there is no page.
            const status = restErrorFor(error)?.status;
            if (status === 404 || status === 400) return null;
            throw error;
          }),
    ]);
    if (slug !== undefined && !post) return null;
    const siteName = settings.site_name?.trim() || company?.name?.trim() || 'Oficina';
    const footer = hostOf(settings.site_url);
    if (post)
      return {
        kicker: siteName,
        tag: 'Blog',
        title: post.title,
        footer,
        ...(post.cover_image ? { cover: post.cover_image } : {}),
      };
    // The home page is titled by the site's name; its description says what the site is.
    if (!title)
      return {
        kicker: placeOf(settings) || footer || siteName,
        title: siteName,
        subtitle: company?.description?.trim() || undefined,
        footer,
      };
    return { kicker: siteName, title, footer };
  }

  /** The picture for a card: kept, being drawn for another request, or drawn now. */
  async function imageFor(card: ShareCard): Promise<{ key: string; image: CachedVariant }> {
    const key = digest(JSON.stringify(card));
    const kept = images.get(key);
    if (kept) return { key, image: kept };
    let pending = drawing.get(key);
    if (!pending) {
      pending = drawings
        .run(async () => drawShareCard(card, await coverForCard(deps.db, card.cover)))
        .then((bytes) => {
          const image = { bytes, etag: `"${digest(bytes).slice(0, 32)}"` };
          images.set(key, image);
          return image;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return { key, image: await pending };
  }

  const send = (reply: FastifyReply, image: CachedVariant, cacheControl: string) =>
    reply.header('cache-control', cacheControl).header('etag', image.etag);

  app.get('/og/*', async (request, reply) => {
    const page = sharedPagePath(request.url.split('?', 1)[0] ?? '');
    if (!page) return reply.callNotFound();

    const version = options.version.value;
    const last = known.get(page);
    let image = last?.version === version ? images.get(last.key) : undefined;
    if (!image) {
      // Reading the page and drawing its card cost what a page render does: a client asking
      // for made-up pages (/og/blog/<anything>.png) spends its render allowance.
      const wait = options.allowRender?.(request) ?? 0;
      if (wait > 0) {
        reply.header('retry-after', String(wait)).header('cache-control', 'no-store');
        return sendError(request, reply, 429);
      }
      let card: ShareCard | null;
      try {
        card = await cardFor(page);
      } catch (error) {
        // The database is out of reach: the last picture is better than none, as for pages;
        // not for shared caches, as it may be out of date.
        const stale = last && images.get(last.key);
        if (!stale) throw error;
        request.log.error(
          { err: error, url: request.url },
          'share image unreadable; sending the last copy',
        );
        return answer(request, send(reply, stale, 'no-store'), stale);
      }
      if (!card) return reply.callNotFound();
      let key: string;
      try {
        ({ key, image } = await imageFor(card));
      } catch (error) {
        if (!(error instanceof QueueFull)) throw error;
        reply.header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
        return sendError(request, reply, 503);
      }
      // Under the version it was read at: a write meanwhile makes the next request look again.
      known.delete(page);
      if (known.size >= KNOWN_PAGES) known.delete(known.keys().next().value!);
      known.set(page, { key, version });
    }
    return answer(request, send(reply, image, CACHE_CONTROL), image);
  });
}

/** The picture, or 304 to a client that has this one already. */
function answer(request: FastifyRequest, reply: FastifyReply, image: CachedVariant) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && (ifNoneMatch === '*' || ifNoneMatch.includes(image.etag)))
    return reply.code(304).send();
  return reply.type(SHARE_IMAGE.type).send(image.bytes);
}
