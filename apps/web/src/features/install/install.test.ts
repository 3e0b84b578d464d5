import { describe, expect, it } from 'vitest';
import { shouldOfferInstall } from './install-logic';

describe('shouldOfferInstall', () => {
  it('needs the install event and no earlier dismissal', () => {
    expect(shouldOfferInstall(null, true)).toBe(true);
    expect(shouldOfferInstall(null, false)).toBe(false);
    expect(shouldOfferInstall('2025-01-01T00:00:00.000Z', true)).toBe(false);
  });
});
