import type { BANNER_POSITIONS, BannerTone } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouterContext } from '../../lib/router-context';
import { trpc } from '../../lib/trpc';
import { type BannerContent, parseBannerContent } from './banner-content';
import './banner-slot.css';

export type BannerPosition = (typeof BANNER_POSITIONS)[number];

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Banner positions the page draws itself, between its own sections; the site layout leaves
     * them out there (SiteLayout), so no position is drawn twice.
     */
    ownBannerPositions?: readonly BannerPosition[];
  }
}

/**
 * Positions the site layout draws on every page, in page order: header strip above the top bar,
 * top under the header, hero at the start of <main>, middle and bottom after the page's content,
 * footer above the site footer. A page that places one of them itself (the home page's hero and
 * middle between its sections) lists it in its route's `staticData.ownBannerPositions`, and the
 * layout leaves it out there, so no position is drawn twice.
 */
export const LAYOUT_BANNER_POSITIONS = [
  'header',
  'top',
  'hero',
  'middle',
  'bottom',
  'footer',
] as const satisfies readonly BannerPosition[];

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Banner positions the page draws itself, between its own sections; the site layout leaves
     * them out there (SiteLayout), so no position is drawn twice.
     */
    ownBannerPositions?: readonly BannerPosition[];
  }
}

/** Longer paths (the procedure's limit) have no banners: not worth a request. */
const MAX_PAGE_LENGTH = 200;

/** The one query of a page's banners, every position at once (GET /banners/page?page=). */
const bannersInput = (page: string) => ({ page });

/**
 * Prefetches a page's banners for a loader. The root loader calls it for every page, so the
 * server-rendered HTML already carries the banners (in the flow: nothing moves when the page
 * hydrates) and hydration finds them in the cache without a second request. One read covers
 * every position; a page that draws a position itself reads the same query. Never rejects:
 * banners are decoration, and a failed query only leaves the slots empty.
 */
export async function ensureBanners(api: RouterContext['api'], page: string): Promise<void> {
  if (page.length > MAX_PAGE_LENGTH) return;
  await api.banners.onPage.ensureData(bannersInput(page), { retry: false }).catch(() => undefined);
}

/**
 * Active banners of one position for one page, from the page's one banner query.
 *
 * SSR/hydration contract: the root loader calls `ensureBanners(api, pathname)`; a page that
 * passes another `page` must call it in its own loader. With the data cached, server and browser
 * render the same markup. Without it the slot is still safe: it renders nothing on the server
 * and in the first client render (so hydration matches), then fetches and shows the banners.
 * useQuery, not useSuspenseQuery, is deliberate: a missing prefetch or a failed request must
 * never suspend or break the page. An empty position renders nothing at all (no wrapper, no
 * margin).
 */
export function BannerSlot({
  position,
  page,
  fallback = null,
  className,
}: {
  position: BannerPosition;
  page: string;
  /** Extra classes for the slot (the layout's slots add the page container). */
  className?: string;
  /** Shown when the position has no banner (the demo page says so); nothing by default. */
  fallback?: ReactNode;
}) {
  const { data } = trpc.banners.onPage.useQuery(bannersInput(page), {
    enabled: page.length <= MAX_PAGE_LENGTH,
  });
  const banners = (data ?? []).flatMap((banner) => {
    if (banner.position !== position) return [];
    const content = parseBannerContent(banner.content);
    return content ? [{ id: banner.id, content, tone: banner.tone }] : [];
  });
  if (banners.length === 0) return fallback;
  return (
    <div
      className={`banner-slot banner-slot--${position}${className ? ` ${className}` : ''}`}
      data-position={position}
    >
      {banners.map(({ id, content, tone }) => (
        <BannerCard key={id} content={content} position={position} tone={tone} />
      ))}
    </div>
  );
}

/** One banner as the site shows it (also the admin panel's live preview). */
export function BannerCard({
  content,
  position,
  tone = 'brand',
}: {
  content: BannerContent;
  position: BannerPosition;
  /** Older answers (a page cached before tones existed) carry none: the brand look. */
  tone?: BannerTone;
}) {
  const { title, subtitle, cta_text, cta_link } = content;
  const toned = tone === 'brand' ? '' : ' banner--toned';
  return (
    <aside
      className={`banner banner--${position} banner--tone-${tone}${toned}`}
      aria-label={title || subtitle}
    >
      <div className="banner__text">
        {title ? <p className="banner__title">{title}</p> : null}
        {subtitle ? <p className="banner__subtitle">{subtitle}</p> : null}
      </div>
      {cta_text && cta_link ? <BannerCta text={cta_text} link={cta_link} /> : null}
    </aside>
  );
}

function BannerCta({ text, link }: { text: string; link: string }) {
  if (link.startsWith('/')) {
    return (
      <Link to={link} className="banner__cta">
        {text}
      </Link>
    );
  }
  return (
    <a href={link} className="banner__cta" target="_blank" rel="noopener noreferrer">
      {text}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
