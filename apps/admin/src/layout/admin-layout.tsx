import { ThemeToggle } from '@site/features/theme';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth, useLogout } from '../auth/use-auth';
import { NAV_GROUPS } from './nav-items';

/** A stable id for a nav group's heading ("Conteúdo do site" → "admin-nav-conteudo-do-site"). */
const groupHeadingId = (label: string) =>
  `admin-nav-${label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

/** Sidebar on wide screens, a drawer on phones; the page itself in <main>. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const auth = useAuth();
  const logout = useLogout();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A route change closes the drawer; focus goes back to the button that opened it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  const sidebar = useRef<HTMLElement>(null);

  // While the phone drawer is open it is the only thing that scrolls: a swipe over it must move
  // the menu, not the page behind (overscroll-behavior in admin.css keeps the swipe from
  // chaining at the menu's ends). The current page's link is brought into view so the owner
  // sees where they are in a list taller than the screen. On wide screens the sidebar is no
  // drawer and the button that opens it is hidden, so none of this runs there.
  useEffect(() => {
    if (!menuOpen) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    sidebar.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => {
      body.style.overflow = previousOverflow;
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const username = auth.status === 'authenticated' ? auth.user.username : '';

  return (
    <div className="admin-shell" data-menu-open={menuOpen || undefined}>
      <a className="admin-skip" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="admin-topbar">
        <button
          ref={menuButton}
          type="button"
          className="admin-icon-btn admin-topbar__menu"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span className="admin-sr-only">{menuOpen ? 'Fechar menu' : 'Abrir menu'}</span>
        </button>
        <Link to="/" className="admin-topbar__brand">
          <img src="/media/favicon.svg" alt="" width="28" height="28" />
          <span>Painel</span>
        </Link>
        <div className="admin-topbar__actions">
          <a
            className="admin-icon-btn"
            href="/"
            target="_blank"
            rel="noreferrer"
            title="Ver o site"
          >
            <ExternalLink aria-hidden="true" size={20} />
            <span className="admin-sr-only">Ver o site (abre em nova aba)</span>
          </a>
          <ThemeToggle className="admin-icon-btn" />
          <span className="admin-topbar__user" title="Usuário conectado">
            {username}
          </span>
          <button
            type="button"
            className="admin-btn admin-btn--ghost"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden="true" size={18} />
            Sair
          </button>
        </div>
      </header>
      <nav
        ref={sidebar}
        id="admin-sidebar"
        className="admin-sidebar"
        aria-label="Páginas do painel"
      >
        {NAV_GROUPS.map((group) => (
          // Each group has a heading and its list is named by it: screen-reader users jump
          // between groups by heading and hear which group a link belongs to.
          <div key={group.label} className="admin-sidebar__group">
            <h2 id={groupHeadingId(group.label)} className="admin-sidebar__heading">
              {group.label}
            </h2>
            <ul aria-labelledby={groupHeadingId(group.label)}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to as '/'}
                    className="admin-sidebar__link"
                    activeOptions={{ exact: item.to === '/' }}
                    activeProps={{ 'aria-current': 'page', className: 'is-active' }}
                    // Tapping the page already shown changes no route: close the drawer here too.
                    onClick={() => setMenuOpen(false)}
                  >
                    <item.icon aria-hidden="true" size={18} />
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {menuOpen ? (
        <button
          type="button"
          className="admin-backdrop"
          aria-label="Fechar menu"
          tabIndex={-1}
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <main id="conteudo" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
