import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePublicSettings } from '../../lib/site-data';
import { applyTheme, defaultThemeFor, readStoredTheme, type Theme } from './theme-script';

/**
 * A toggle button: "Tema escuro" pressed = dark. The server renders the site's default theme
 * (the `dark_mode` setting); the stored choice is read after hydration so the markup matches.
 */
export function ThemeToggle({ className = 'icon-btn' }: { className?: string }) {
  const [theme, setTheme] = useState<Theme>(defaultThemeFor(usePublicSettings().dark_mode));

  useEffect(() => {
    setTheme(readStoredTheme());
  }, []);

  const isDark = theme === 'dark';
  const toggle = () => {
    const next: Theme = isDark ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className={className}
      aria-pressed={isDark}
      aria-label="Tema escuro"
      title={isDark ? 'Mudar para o tema claro' : 'Mudar para o tema escuro'}
      onClick={toggle}
    >
      {isDark ? <Moon aria-hidden="true" size={20} /> : <Sun aria-hidden="true" size={20} />}
    </button>
  );
}
