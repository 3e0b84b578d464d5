import { describe, expect, it } from 'vitest';
import { PUSH_FAILURE_FALLBACK, pushFailureText } from './push-failure';

describe('pushFailureText', () => {
  it('never shows the browser’s English text', () => {
    const refused = new DOMException('Registration failed - permission denied', 'AbortError');
    expect(pushFailureText(refused)).toMatch(/^O navegador recusou as notificações/);
    expect(pushFailureText(refused)).not.toMatch(/failed|denied/);
    expect(pushFailureText(new DOMException('x', 'NotSupportedError'))).toMatch(/anônima/);
  });

  it('keeps the panel’s own Portuguese messages', () => {
    const own = 'O navegador não respondeu em 15 segundos.';
    expect(pushFailureText(new Error(own), [own])).toBe(own);
  });

  it('falls back to a Portuguese sentence for anything else', () => {
    expect(pushFailureText(new TypeError('Failed to fetch'))).toBe(PUSH_FAILURE_FALLBACK);
    expect(pushFailureText('weird')).toBe(PUSH_FAILURE_FALLBACK);
  });
});
