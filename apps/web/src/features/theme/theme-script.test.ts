import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_ATTRIBUTE, defaultThemeFor, THEME_SCRIPT } from './theme-script';

/** Runs the inline head script against a stand-in <html> and storage. */
function runThemeScript(pageDefault: string | null, stored: string | null | 'throws') {
  const attributes = new Map<string, string>();
  if (pageDefault !== null) {
    attributes.set(DEFAULT_THEME_ATTRIBUTE, pageDefault);
    attributes.set('data-theme', pageDefault);
  }
  const document = {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
  };
  const localStorage = {
    getItem: () => {
      if (stored === 'throws') throw new Error('SecurityError');
      return stored;
    },
  };
  new Function('document', 'localStorage', THEME_SCRIPT)(document, localStorage);
  return attributes.get('data-theme');
}

describe('theme before first paint', () => {
  it('reads the dark_mode setting: only "false" makes light the default', () => {
    expect(defaultThemeFor('false')).toBe('light');
    expect(defaultThemeFor('true')).toBe('dark');
    expect(defaultThemeFor(undefined)).toBe('dark');
  });

  it("applies the page's default on a first visit", () => {
    expect(runThemeScript('light', null)).toBe('light');
    expect(runThemeScript('dark', null)).toBe('dark');
    expect(runThemeScript(null, null)).toBe('dark');
  });

  it("lets the visitor's stored choice win over the default", () => {
    expect(runThemeScript('light', 'dark')).toBe('dark');
    expect(runThemeScript('dark', 'light')).toBe('light');
    expect(runThemeScript('light', 'anything-else')).toBe('light');
  });

  it('leaves the server-rendered default when storage cannot be read', () => {
    expect(runThemeScript('light', 'throws')).toBe('light');
  });
});
