import { describe, expect, it } from 'vitest';
import { formatDateTimeBr, isoToLocalInput, localInputToIso } from './datetime-local';

describe('datetime-local ↔ ISO', () => {
  it('reads an instant as wall-clock time in the local zone', () => {
    const local = new Date(2025, 5, 1, 14, 30);
    expect(isoToLocalInput(local.toISOString())).toBe('2025-06-01T14:30');
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('')).toBe('');
    expect(isoToLocalInput('não é data')).toBe('');
  });

  it('turns wall-clock time back into the same instant', () => {
    expect(localInputToIso('2025-06-01T14:30')).toBe(new Date(2025, 5, 1, 14, 30).toISOString());
    expect(localInputToIso('2025-12-31T23:59:30')).toBe(
      new Date(2025, 11, 31, 23, 59, 30).toISOString(),
    );
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2025-06-01')).toBeNull();
  });

  it('round-trips to the minute', () => {
    for (const value of ['2024-02-29T00:00', '2025-01-01T09:05', '2025-10-12T23:59']) {
      expect(isoToLocalInput(localInputToIso(value))).toBe(value);
    }
  });

  it('formats for the list in Brazilian order', () => {
    expect(formatDateTimeBr(new Date(2025, 0, 5, 8, 3).toISOString())).toBe('05/01/2025 08:03');
    expect(formatDateTimeBr(null)).toBe('');
  });
});
