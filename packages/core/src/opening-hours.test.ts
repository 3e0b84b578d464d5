import { describe, expect, it } from 'vitest';
import { isOpenAt } from './opening-hours';

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const at = (iso: string) => new Date(iso);

describe('opening hours: Mon–Fri 8–18, Sat 8–12 (São Paulo time)', () => {
  it('is open on a weekday inside hours', () => {
    expect(isOpenAt(at('2026-11-18T13:00:00Z'))).toBe(true); // Wed 10:00
  });

  it('opens at 8:00 and closes at 18:00 on weekdays', () => {
    expect(isOpenAt(at('2026-11-18T10:59:00Z'))).toBe(false); // Wed 07:59
    expect(isOpenAt(at('2026-11-18T11:00:00Z'))).toBe(true); // Wed 08:00
    expect(isOpenAt(at('2026-11-18T20:59:00Z'))).toBe(true); // Wed 17:59
    expect(isOpenAt(at('2026-11-18T21:00:00Z'))).toBe(false); // Wed 18:00
  });

  it('closes at noon on Saturday and all Sunday', () => {
    expect(isOpenAt(at('2026-11-21T14:00:00Z'))).toBe(true); // Sat 11:00
    expect(isOpenAt(at('2026-11-21T15:00:00Z'))).toBe(false); // Sat 12:00
    expect(isOpenAt(at('2026-11-22T14:00:00Z'))).toBe(false); // Sun 11:00
  });
});
