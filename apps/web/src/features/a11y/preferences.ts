export const A11Y_STORAGE_KEY = 'a11y-preferences';

export const FONT_SIZES = ['normal', 'large', 'x-large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  normal: 'Normal',
  large: 'Grande',
  'x-large': 'Muito Grande',
};

/** What the visitor chose. reducedMotion is absent until chosen: then the OS setting applies. */
export interface StoredA11yPreferences {
  fontSize: FontSize;
  highContrast: boolean;
  reducedMotion?: boolean;
}

/** What the page applies. */
export interface A11yPreferences {
  fontSize: FontSize;
  highContrast: boolean;
  reducedMotion: boolean;
}

export const DEFAULT_STORED: StoredA11yPreferences = { fontSize: 'normal', highContrast: false };

/** Accepts only well-formed values, so a tampered or outdated entry cannot break the page. */
export function parseStoredPreferences(value: unknown): StoredA11yPreferences {
  if (typeof value !== 'object' || value === null) return DEFAULT_STORED;
  const record = value as Record<string, unknown>;
  const fontSize = FONT_SIZES.includes(record.fontSize as FontSize)
    ? (record.fontSize as FontSize)
    : 'normal';
  const parsed: StoredA11yPreferences = { fontSize, highContrast: record.highContrast === true };
  if (typeof record.reducedMotion === 'boolean') parsed.reducedMotion = record.reducedMotion;
  return parsed;
}

export function resolvePreferences(
  stored: StoredA11yPreferences,
  osPrefersReducedMotion: boolean,
): A11yPreferences {
  return {
    fontSize: stored.fontSize,
    highContrast: stored.highContrast,
    reducedMotion: stored.reducedMotion ?? osPrefersReducedMotion,
  };
}

/** The attributes set on <html>; the shell's CSS reacts to them. */
export function preferenceAttributes(prefs: A11yPreferences): Record<string, string> {
  return {
    'data-font-size': prefs.fontSize,
    'data-contrast': prefs.highContrast ? 'high' : 'normal',
    'data-reduced-motion': prefs.reducedMotion ? 'true' : 'false',
  };
}

/**
 * Inline <head> script: applies stored preferences before the first paint, so a visitor who
 * chose a larger font never sees the page reflow after hydration. Mirrors preferenceAttributes.
 */
export const A11Y_SCRIPT = `(function(){try{var d=document.documentElement,p=JSON.parse(localStorage.getItem('${A11Y_STORAGE_KEY}')||'{}'),f=p.fontSize;d.setAttribute('data-font-size',f==='large'||f==='x-large'?f:'normal');d.setAttribute('data-contrast',p.highContrast===true?'high':'normal');var r=typeof p.reducedMotion==='boolean'?p.reducedMotion:matchMedia('(prefers-reduced-motion: reduce)').matches;d.setAttribute('data-reduced-motion',r?'true':'false')}catch(e){}})();`;
