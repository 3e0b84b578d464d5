import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'conteudo';

/** Skip link, header, the page's <main> and footer. Pages render inside <main> (no <main> of their own). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);

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
      <SiteHeader />
      <main ref={mainRef} id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
