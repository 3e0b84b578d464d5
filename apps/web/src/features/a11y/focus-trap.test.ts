import { describe, expect, it } from 'vitest';
import { nextTrapIndex } from './focus-trap';

describe('nextTrapIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(nextTrapIndex(0, 3, false)).toBe(1);
    expect(nextTrapIndex(2, 3, false)).toBe(0);
    expect(nextTrapIndex(0, 3, true)).toBe(2);
  });

  it('enters from outside at the matching end', () => {
    expect(nextTrapIndex(-1, 3, false)).toBe(0);
    expect(nextTrapIndex(-1, 3, true)).toBe(2);
  });

  it('has nowhere to go without focusable elements', () => {
    expect(nextTrapIndex(0, 0, false)).toBe(-1);
  });
});
