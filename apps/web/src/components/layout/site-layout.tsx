import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { type BannerPosition, BannerSlot } from '../../features/banners';
import { HealthNotice } from '../../features/health';
import { TOP_NOTICES_ID } from '../../lib/top-notices';
import { MaintenanceNotice } from './maintenance-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

export const MAIN_ID = 'conteudo';

/**
 * Skip link, top notices, the contact top bar, header, the page's <main> and footer. Pages
 * render inside <main> (no <main> of their own).
 *
 * Only the header sticks. The top bar (phone, address, hours) sits above it in the flow, so it
 * scrolls away with the page and a phone keeps just the slim header bar on screen, without any
 * script and without moving the content when the page starts scrolling.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);
  // Positions the page draws itself are left out of the layout (no banner shown twice).
  const ownBanners = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.staticData?.ownBannerPositions ?? []).join(' '),
  });
  // Server-rendered with the page (the root loader fetched them), in the flow: no layout shift.
  const slot = (position: BannerPosition, inContainer = true) =>
    ownBanners.split(' ').includes(position) ? null : (
      <BannerSlot
        position={position}
        page={pathname}
        className={inContainer ? 'container' : undefined}
      />
    );

  // After a client-side navigation, move focus to the new page so screen readers and keyboard
  // users start there instead of on the link they left (the first load is left alone).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a href={`#${MAIN_ID}`} className="skip-link">
        Pular para o conteúdo
      </a>
      <HealthNotice />
      <MaintenanceNotice />
      <div id={TOP_NOTICES_ID} className="site-notices" />
      {slot('header')}
      <TopBar />
      <SiteHeader />
      {slot('top')}
      <main ref={mainRef} id={MAIN_ID} className="site-main" tabIndex={-1}>
        {slot('hero')}
        {children}
        {slot('bottom')}
      </main>
      {slot('footer')}
      <SiteFooter />
    </div>
  );
}
