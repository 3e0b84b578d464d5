import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, toasterTheme } from './toast-options';

describe('toasts', () => {
  it('uses the spec limits', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('follows the site theme, dark by default', () => {
    expect(toasterTheme('light')).toBe('light');
    expect(toasterTheme('dark')).toBe('dark');
    expect(toasterTheme(null)).toBe('dark');
  });
});
