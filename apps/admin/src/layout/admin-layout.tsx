import { ThemeToggle } from '@site/features/theme';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth, useLogout } from '../auth/use-auth';
import { NAV_GROUPS } from './nav-items';

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
      <nav id="admin-sidebar" className="admin-sidebar" aria-label="Páginas do painel">
        {NAV_GROUPS.map((group) => (
          <div key={group.label} className="admin-sidebar__group">
            <p className="admin-sidebar__heading">{group.label}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to as '/'}
                    className="admin-sidebar__link"
                    activeOptions={{ exact: item.to === '/' }}
                    activeProps={{ 'aria-current': 'page', className: 'is-active' }}
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
