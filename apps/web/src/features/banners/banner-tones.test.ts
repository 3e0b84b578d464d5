import { readFileSync } from 'node:fs';
import { BANNER_TONES } from '@oficina/core';
import { describe, expect, it } from 'vitest';

/**
 * Every banner tone, in both themes, keeps the theme's text readable (WCAG AA, 4.5:1) and its
 * edge visible (3:1), read from the stylesheets themselves so a colour change cannot skip it.
 */

const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const tokens = css('../../styles/tokens.css');
const banners = css('./banner-slot.css');

/** The `--name: #hex` declarations of the first rule whose selector is exactly `selector`. */
function declarations(source: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(source);
  if (!rule) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(
    [...(rule[1] as string).matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
  );
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const THEMES = {
  dark: { tokens: ':root,\n[data-theme="dark"]', prefix: '' },
  light: { tokens: '[data-theme="light"]', prefix: '[data-theme="light"] ' },
} as const;

describe.each(Object.entries(THEMES))('banner tones in the %s theme', (_theme, theme) => {
  const colours = declarations(tokens, theme.tokens);

  it.each(BANNER_TONES)('%s keeps text readable and the edge visible', (tone) => {
    const own = declarations(banners, `${theme.prefix}.banner--tone-${tone}`);
    const background = own['--banner-bg'] as string;
    const edge = own['--banner-edge'] as string;
    expect(background).toBeDefined();
    for (const text of ['--color-text', '--color-text-muted', '--color-heading']) {
      expect(contrast(colours[text] as string, background), text).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(edge, background)).toBeGreaterThanOrEqual(3);
  });
});
