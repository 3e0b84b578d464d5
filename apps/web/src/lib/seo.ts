import { SHARE_IMAGE, shareImagePath } from '@oficina/core';

/**
 * Per-page <head> tags: title, description, canonical, Open Graph, Twitter card, keywords,
 * author and geo tags, all driven by the public settings (the SEO keys).
 *
 * The share image is the page's own PNG, drawn by the server from its title (GET /og/….png,
 * apps/server/src/plugins/share-images.ts): WhatsApp and the other crawlers show no SVG, and a
 * picture naming the page tells one shared link from another.
 *
 * How a route uses it. `settings` is the output of `trpc.settings.public` (key → value). The
 * root loader already ensureData's it, so reading it again in the route's own loader costs no
 * request (same query, same cache entry) and hands it to `head()` through loaderData:
 *
 *   export const Route = createFileRoute('/servicos')({
 *     loader: async ({ context }) => {
 *       const [settings] = await Promise.all([
 *         context.api.settings.public.ensureData(),
 *         context.api.services.list.ensureData({}),
 *       ]);
 *       return { settings };
 *     },
 *     head: ({ loaderData }) =>
 *       pageHead({
 *         title: 'Serviços',
 *         description: 'Recarga de gás, higienização, compressor…',
 *         path: '/servicos',
 *         settings: loaderData?.settings ?? {},
 *       }),
 *   });
 *
 * Only page routes call pageHead; the root route must not add its own canonical link (links
 * are not de-duplicated by TanStack Router, so there would be two). Meta tags with the same
 * name/property are de-duplicated, the deepest route winning.
 */

export type PublicSettings = Record<string, string>;

export interface PageHeadInput {
  /** The page's own title; the site name is appended. Empty or equal to the site name → only the site name. */
  title: string;
  description: string;
  /** Site path of the page ("/servicos"); query and hash are dropped from the canonical URL. */
  path: string;
  /**
   * The title the share image shows, when it is not `title` (a post drawn with its title, not
   * its SEO title): its alternative text reads the same.
   */
  shareTitle?: string;
  settings: PublicSettings;
  /** Open Graph type: 'website' (default) or 'article' for blog posts. */
  type?: 'website' | 'article';
  /** Extra keywords placed before the site's default ones. */
  keywords?: string[];
  /** Keeps the page out of search results (demo pages, for instance). */
  noindex?: boolean;
}

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | {
      property: string;
      content: string;
    };
type LinkTag = { rel: string; href: string };

export interface PageHead {
  meta: MetaTag[];
  links: LinkTag[];
}

const FALLBACK_SITE_NAME = 'Oficina';

/**
 * The site's public address without a trailing slash: `site_url` of the public settings, which
 * the server fills from its PUBLIC_URL ("" when absent, so links stay relative).
 */
export function siteOrigin(settings: PublicSettings): string {
  return (settings.site_url ?? '').trim().replace(/\/+$/, '');
}

/** An absolute URL for a site path or an http(s) URL; anything else (javascript:, data:) → null. */
export function absoluteUrl(
  ref: string | null | undefined,
  settings: PublicSettings,
): string | null {
  const value = (ref ?? '').trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${siteOrigin(settings)}${value}`;
  return null;
}

/** The canonical path: leading slash, no query or hash, no trailing slash except for "/". */
function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : '/';
}

export function pageTitle(title: string, settings: PublicSettings): string {
  const site = settings.site_name?.trim() || FALLBACK_SITE_NAME;
  const own = title.trim();
  return own && own !== site ? `${own} — ${site}` : site;
}

/** "-22.7858; -43.3054" → ["-22.7858", "-43.3054"], or null when unset or malformed. */
export function parseGeoPosition(value: string | undefined): [string, string] | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*;\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? '');
  return match ? [match[1]!, match[2]!] : null;
}

function keywordList(extra: string[] | undefined, defaults: string | undefined): string {
  const all = [...(extra ?? []), ...(defaults ?? '').split(',')]
    .map((k) => k.trim())
    .filter(Boolean);
  return [...new Set(all)].join(', ');
}

export function pageHead(input: PageHeadInput): PageHead {
  const { settings } = input;
  const title = pageTitle(input.title, settings);
  const siteName = settings.site_name?.trim() || FALLBACK_SITE_NAME;
  const description = input.description.trim();
  const path = canonicalPath(input.path);
  const url = `${siteOrigin(settings)}${path}`;
  const image = absoluteUrl(shareImagePath(path), settings);
  const imageAlt = pageTitle(input.shareTitle ?? input.title, settings);
  const keywords = keywordList(input.keywords, settings.default_keywords);
  const author = settings.author?.trim();
  const handle = settings.twitter_handle?.trim().replace(/^@?/, '@');
  const geo = parseGeoPosition(settings.geo_position);

  const named = (name: string, content: string | null | undefined) =>
    content ? [{ name, content }] : [];
  const property = (prop: string, content: string | null | undefined) =>
    content ? [{ property: prop, content }] : [];

  const meta: MetaTag[] = [
    { title },
    ...named('description', description),
    ...named('keywords', keywords),
    ...named('author', author),
    ...named('robots', input.noindex ? 'noindex, follow' : 'index, follow'),
    ...property('og:title', title),
    ...property('og:description', description),
    ...property('og:url', url),
    ...property('og:type', input.type ?? 'website'),
    ...property('og:locale', 'pt_BR'),
    ...property('og:site_name', siteName),
    ...property('og:image', image),
    ...property('og:image:type', SHARE_IMAGE.type),
    ...property('og:image:width', String(SHARE_IMAGE.width)),
    ...property('og:image:height', String(SHARE_IMAGE.height)),
    ...property('og:image:alt', imageAlt),
    ...named('twitter:card', 'summary_large_image'),
    ...named('twitter:title', title),
    ...named('twitter:description', description),
    ...named('twitter:image', image),
    ...named('twitter:image:alt', imageAlt),
    ...named('twitter:site', handle && handle !== '@' ? handle : null),
    ...named('geo.region', settings.geo_region?.trim()),
    ...named('geo.placename', settings.geo_placename?.trim()),
    ...named('geo.position', geo ? `${geo[0]};${geo[1]}` : null),
    ...named('ICBM', geo ? `${geo[0]}, ${geo[1]}` : null),
  ];

  return { meta, links: [{ rel: 'canonical', href: url }] };
}
