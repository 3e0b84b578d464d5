import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { applyTheme, DEFAULT_THEME, readStoredTheme, type Theme } from './theme-script';

/**
 * A toggle button: "Tema escuro" pressed = dark. The server always renders the default;
 * the stored choice is read after hydration so the markup matches.
 */
export function ThemeToggle({ className = 'icon-btn' }: { className?: string }) {
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME);

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
