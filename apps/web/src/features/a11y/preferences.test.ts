import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  A11Y_SCRIPT,
  A11Y_STORAGE_KEY,
  parseStoredPreferences,
  preferenceAttributes,
  resolvePreferences,
} from './preferences';

describe('a11y preferences', () => {
  it('parses only valid stored values', () => {
    expect(parseStoredPreferences(undefined)).toEqual({ fontSize: 'normal', highContrast: false });
    expect(
      parseStoredPreferences({ fontSize: 'x-large', highContrast: true, reducedMotion: false }),
    ).toEqual({ fontSize: 'x-large', highContrast: true, reducedMotion: false });
    expect(parseStoredPreferences({ fontSize: 'huge', highContrast: 'yes' })).toEqual({
      fontSize: 'normal',
      highContrast: false,
    });
  });

  it('follows the OS for reduced motion until the visitor chooses', () => {
    const stored = parseStoredPreferences({});
    expect(resolvePreferences(stored, true).reducedMotion).toBe(true);
    expect(resolvePreferences({ ...stored, reducedMotion: false }, true).reducedMotion).toBe(false);
  });

  it('maps to the <html> attributes the shell CSS reads', () => {
    expect(
      preferenceAttributes({ fontSize: 'large', highContrast: true, reducedMotion: true }),
    ).toEqual({
      'data-font-size': 'large',
      'data-contrast': 'high',
      'data-reduced-motion': 'true',
    });
  });

  it('has an inline script that sets the same attributes before paint', () => {
    const attrs: Record<string, string> = {};
    const stored = { fontSize: 'x-large', highContrast: true };
    runInNewContext(A11Y_SCRIPT, {
      document: { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } },
      localStorage: {
        getItem: (key: string) => (key === A11Y_STORAGE_KEY ? JSON.stringify(stored) : null),
      },
      matchMedia: () => ({ matches: true }),
      JSON,
    });
    expect(attrs).toEqual(
      preferenceAttributes(resolvePreferences(parseStoredPreferences(stored), true)),
    );
  });
});
