import { useRouterState } from '@tanstack/react-router';
import { CalendarCheck, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchButton } from '../../features/search';
import { ThemeToggle } from '../../features/theme';
import { useWhatsAppLink } from '../../features/whatsapp';
import { isCurrentPage, useAppLinks } from '../../lib/app-links';
import { usePublicSettings } from '../../lib/site-data';
import { Brand } from './brand';
import { NAV_LINKS } from './nav-links';
import './site-header.css';

/**
 * The menu's links are plain anchors: the header's `useAppLinks` makes them navigate and preload
 * like router links, without a component and a router subscription per link.
 */
function NavList({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <ul className="main-nav__list list-reset">
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <a
            href={link.to}
            className="main-nav__link"
            aria-current={isCurrentPage(pathname, link.to) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header: brand, the main navigation, search, theme and the scheduling link.
 *
 * Wide screens show the navigation inline in the bar. Narrower ones get it from a menu button
 * that is a <details>/<summary> disclosure: it opens without JavaScript, and the browser itself
 * tells assistive technology whether it is expanded. The two navigations are never shown
 * together (CSS hides one), so only one is ever in the accessibility tree.
 *
 * The disclosure's open state belongs to the <details> element; React only mirrors it (from
 * the toggle event) to install the closing behaviour, and closes it by clearing `open`.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const whatsappSchedule = useWhatsAppLink('header_schedule');
  // The booking page while online booking is on; WhatsApp, as before, while it is off.
  const booking = usePublicSettings().booking_enabled !== 'false';
  const scheduleHref = booking ? '/agendar' : whatsappSchedule;
  useAppLinks(headerRef);

  const close = useCallback(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, []);

  // A menu opened before the script ran is already open: pick it up.
  useEffect(() => {
    if (menuRef.current?.open) setOpen(true);
  }, []);

  // A navigation closes the mobile menu (not the first render: a menu opened before the
  // script ran stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  // Opening moves focus into the menu, so keyboard users land on its first link.
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('.main-nav a')?.focus();
  }, [open]);

  // A click outside the header closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  // Esc closes the menu and gives focus back to its button; tabbing out of the header closes
  // it too (a disclosure, not a modal: focus is not trapped).
  useEffect(() => {
    if (!open) return;
    const header = headerRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!header?.contains(event.relatedTarget as Node | null)) close();
    };
    document.addEventListener('keydown', onKey);
    header?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      header?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  return (
    <header ref={headerRef} className="site-header">
      <div className="container site-header__bar">
        <Brand current={pathname === '/'} />
        <nav className="main-nav main-nav--bar" aria-label="Menu principal">
          <NavList pathname={pathname} />
        </nav>
        <div className="site-header__actions">
          <SearchButton className="site-header__search" />
          <ThemeToggle />
          <ScheduleLink href={scheduleHref} className="btn--sm site-header__cta" />
          <details
            ref={menuRef}
            className="site-menu"
            onToggle={(event) => setOpen(event.currentTarget.open)}
          >
            <summary ref={toggleRef} className="icon-btn site-menu__toggle" aria-label="Menu">
              <Menu
                className="site-menu__icon site-menu__icon--open"
                aria-hidden="true"
                size={22}
              />
              <X className="site-menu__icon site-menu__icon--close" aria-hidden="true" size={22} />
            </summary>
            <nav className="main-nav main-nav--panel" aria-label="Menu principal">
              <NavList pathname={pathname} onNavigate={close} />
              <ScheduleLink href={scheduleHref} className="btn--block main-nav__cta" />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/**
 * "Agendar Serviço": the booking page, or WhatsApp while online booking is off; in the bar on
 * wide screens, at the foot of the phone menu.
 */
function ScheduleLink({ href, className }: { href: string; className: string }) {
  if (href.startsWith('/')) {
    return (
      <a href={href} className={`btn btn--primary ${className}`}>
        <CalendarCheck aria-hidden="true" size={18} />
        Agendar Serviço
      </a>
    );
  }
  return (
    <a
      href={href}
      className={`btn btn--whatsapp ${className}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <CalendarCheck aria-hidden="true" size={18} />
      Agendar Serviço
      <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
    </a>
  );
}
