import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { type BannerPosition, BannerSlot, bannerPageOf } from '../../features/banners';
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
  // Every banner position is drawn around every page, in the flow and in the server's HTML (the
  // root loader fetched the page's banners), so nothing moves when the page hydrates; an empty
  // position draws nothing. The page shown is the resolved one: while the next page loads, the
  // banners stay those of the page on screen. A position the page places itself between its
  // own sections (route staticData `ownBannerPositions`) is left out here.
  const bannerPage = useRouterState({
    select: (state) => bannerPageOf((state.resolvedLocation ?? state.location).pathname),
  });
  const ownBanners = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.staticData?.ownBannerPositions ?? []).join(' '),
  });
  const slot = (position: BannerPosition) =>
    ownBanners.split(' ').includes(position) ? null : (
      <BannerSlot position={position} page={bannerPage} className="container" />
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
        {/* Pages without sections of their own to put it between end their content with it. */}
        {slot('middle')}
        {slot('bottom')}
      </main>
      {slot('footer')}
      <SiteFooter />
    </div>
  );
}
