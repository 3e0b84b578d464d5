import type { BANNER_POSITIONS, BannerTone } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouterContext } from '../../lib/router-context';
import { trpc } from '../../lib/trpc';
import { type BannerContent, parseBannerContent } from './banner-content';
import './banner-slot.css';

export type BannerPosition = (typeof BANNER_POSITIONS)[number];

/**
 * Positions the site layout draws on every page, in page order: header strip above the top bar,
 * top under the header, hero at the start of <main>, bottom at its end, footer above the site
 * footer. A page that places one of them itself (the home page's hero between its sections)
 * lists it in its route's `staticData.ownBannerPositions`, and the layout leaves it out there.
 * "middle" has no place of its own: only pages with sections to put it between draw it.
 */
export const LAYOUT_BANNER_POSITIONS = [
  'header',
  'top',
  'hero',
  'bottom',
  'footer',
] as const satisfies readonly BannerPosition[];

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Banner positions the page draws itself (see LAYOUT_BANNER_POSITIONS). */
    ownBannerPositions?: readonly BannerPosition[];
  }
}

/**
 * Prefetches the banners of some positions for a route's loader. The input must be exactly the
 * one BannerSlot uses ({ position, page }), so the server-rendered HTML already carries the
 * banners and hydration finds them in the cache without a second request. Never rejects:
 * banners are decoration, and a failed query only leaves its slot empty.
 */
export async function ensureBanners(
  api: RouterContext['api'],
  page: string,
  positions: readonly BannerPosition[],
): Promise<void> {
  await Promise.allSettled(
    positions.map((position) =>
      api.banners.byPosition.ensureData({ position, page }, { retry: false }),
    ),
  );
}

/**
 * Active banners of one position for one page (GET /banners/position/{position}?page=).
 *
 * SSR/hydration contract: the page's loader should call
 * `context.api.banners.byPosition.ensureData({ position, page })` (or `ensureBanners`) with the
 * same input. With the data cached, server and browser render the same markup. Without it the
 * slot is still safe: it renders nothing on the server and in the first client render (so
 * hydration matches), then fetches and shows the banners. useQuery, not useSuspenseQuery, is
 * deliberate: a missing prefetch or a failed request must never suspend or break the page.
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
  const { data } = trpc.banners.byPosition.useQuery({ position, page });
  const banners = (data ?? []).flatMap((banner) => {
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
