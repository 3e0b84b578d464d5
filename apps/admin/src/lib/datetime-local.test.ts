import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime-local';

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

  it('refuses a day or time that does not exist instead of rolling it over', () => {
    expect(localInputToIso('2025-13-45T99:99')).toBeNull();
    expect(localInputToIso('2025-02-30T10:00')).toBeNull();
    expect(localInputToIso('2025-06-01T24:00')).toBeNull();
  });
});
