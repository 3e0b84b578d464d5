import { Link, useRouterState } from '@tanstack/react-router';
import { CalendarCheck, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchButton } from '../../features/search';
import { ThemeToggle } from '../../features/theme';
import { useWhatsAppLink } from '../../features/whatsapp';
import { Brand } from './brand';
import { NAV_LINKS } from './nav-links';
import './site-header.css';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const scheduleHref = useWhatsAppLink('header_schedule');

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // Opening moves focus into the menu, so keyboard users land on its first link.
  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  // A click outside the header closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // Esc closes the menu and gives focus back to its button; tabbing out of the header closes
  // it too (a disclosure, not a modal: focus is not trapped).
  useEffect(() => {
    if (!open) return;
    const header = headerRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!header?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    header?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      header?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <header ref={headerRef} className="site-header">
      <div className="container site-header__bar">
        <Brand />
        <nav
          ref={navRef}
          id={navId}
          className="main-nav"
          data-open={open ? 'true' : 'false'}
          aria-label="Menu principal"
        >
          <ul className="main-nav__list list-reset">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="main-nav__link"
                  activeOptions={{ exact: link.to === '/' }}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <a
            href={scheduleHref}
            className="btn btn--whatsapp btn--block main-nav__cta"
            target="_blank"
            rel="noopener noreferrer"
          >
            <CalendarCheck aria-hidden="true" size={18} />
            Agendar Serviço
            <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
          </a>
        </nav>
        <div className="site-header__actions">
          <SearchButton className="site-header__search" />
          <ThemeToggle />
          <a
            href={scheduleHref}
            className="btn btn--whatsapp btn--sm site-header__cta"
            target="_blank"
            rel="noopener noreferrer"
          >
            <CalendarCheck aria-hidden="true" size={18} />
            Agendar Serviço
            <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="icon-btn site-header__menu-toggle"
            aria-expanded={open}
            aria-controls={navId}
            aria-label="Menu"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </button>
        </div>
      </div>
    </header>
  );
}
