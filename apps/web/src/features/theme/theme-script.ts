/** localStorage key for the visitor's theme choice. */
export const THEME_STORAGE_KEY = 'theme';

export type Theme = 'dark' | 'light';

/** The product's default: dark unless the visitor chose light. */
export const DEFAULT_THEME: Theme = 'dark';

/**
 * Runs inline, first thing in <head>, before the first paint: a stored 'light' choice is
 * applied before any CSS renders, so a light-theme visitor never sees a dark flash.
 * Kept tiny and dependency-free; storage can throw (privacy mode), hence the try.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');document.documentElement.setAttribute('data-theme',t==='light'?'light':'dark')}catch(e){}})();`;

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable: the choice still applies for this page view.
  }
}
