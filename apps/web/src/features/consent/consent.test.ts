import { describe, expect, it } from 'vitest';
import { consentValue, parseConsent } from './consent-store';

describe('consent', () => {
  it('reads only the two stored choices', () => {
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('rejected')).toBe('rejected');
    expect(parseConsent(null)).toBe('pending');
    expect(parseConsent('yes')).toBe('pending');
  });

  it('is null until a choice exists', () => {
    expect(consentValue('unknown')).toBeNull();
    expect(consentValue('pending')).toBeNull();
    expect(consentValue('accepted')).toBe(true);
    expect(consentValue('rejected')).toBe(false);
  });
});
