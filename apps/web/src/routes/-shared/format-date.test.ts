import { describe, expect, it } from 'vitest';
import { formatDate, isoDay } from './format-date';

describe('formatDate', () => {
  it("prints the day in pt-BR in the shop's time zone", () => {
    // 02:00 UTC on the 5th is still the 4th in Rio de Janeiro.
    expect(formatDate('2025-03-05T02:00:00Z')).toBe('4 de março de 2025');
    expect(isoDay('2025-03-05T02:00:00Z')).toBe('2025-03-04');
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('não é data')).toBe('');
    expect(isoDay(undefined)).toBeUndefined();
  });
});
