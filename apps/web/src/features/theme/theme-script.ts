/** localStorage key for the visitor's theme choice. */
export const THEME_STORAGE_KEY = 'theme';

export type Theme = 'dark' | 'light';

/** The product's default when the page names none (the panel): dark. */
export const DEFAULT_THEME: Theme = 'dark';

/**
 * Attribute of <html> naming the site's default theme, rendered from the `dark_mode` setting.
 * A kept page is the same bytes for every visitor, so the default travels in the page itself,
 * and the visitor's own stored choice is applied over it by the script below.
 */
export const DEFAULT_THEME_ATTRIBUTE = 'data-default-theme';

/** The `dark_mode` setting as a theme: only "false" makes light the default. */
export function defaultThemeFor(darkMode: string | undefined): Theme {
  return darkMode === 'false' ? 'light' : 'dark';
}

/**
 * Runs inline, first thing in <head>, before the first paint: a stored choice ('light' or
 * 'dark') wins, else the page's default theme applies, so nobody sees a flash of the wrong
 * theme. Kept tiny and dependency-free; storage can throw (privacy mode), hence the try — the
 * server already rendered the default into data-theme.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement;try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');d.setAttribute('data-theme',t==='light'||t==='dark'?t:d.getAttribute('${DEFAULT_THEME_ATTRIBUTE}')==='light'?'light':'dark')}catch(e){}})();`;

/** The page's default theme (from its <html> attribute), or the product's. */
export function pageDefaultTheme(): Theme {
  if (typeof document === 'undefined') return DEFAULT_THEME;
  return document.documentElement.getAttribute(DEFAULT_THEME_ATTRIBUTE) === 'light'
    ? 'light'
    : DEFAULT_THEME;
}

/** The visitor's stored choice, else the page's default. */
export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage unavailable: the page's default applies.
  }
  return pageDefaultTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable: the choice still applies for this page view.
  }
}
