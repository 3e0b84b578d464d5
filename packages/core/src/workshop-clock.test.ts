import { describe, expect, it } from 'vitest';
import { workshopTime } from './workshop-clock';

describe('workshop clock (São Paulo, UTC−3)', () => {
  it('reads the date and time as a clock in Duque de Caxias shows them', () => {
    expect(workshopTime(new Date('2025-03-04T12:30:00Z'))).toEqual({
      isoDate: '2025-03-04',
      year: 2025,
      month: 3,
      day: 4,
      weekday: 2,
      minutes: 9 * 60 + 30,
    });
  });

  it('is still the day before until 03:00 UTC', () => {
    expect(workshopTime(new Date('2026-01-01T02:59:00Z')).isoDate).toBe('2025-12-31');
    expect(workshopTime(new Date('2026-01-01T02:59:00Z')).weekday).toBe(3);
    expect(workshopTime(new Date('2026-01-01T03:00:00Z')).isoDate).toBe('2026-01-01');
  });

  it('agrees with the time-zone database all year (no daylight saving time)', () => {
    const reference = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const date = new Date(Date.UTC(2025, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      const parts = Object.fromEntries(reference.formatToParts(date).map((p) => [p.type, p.value]));
      const time = workshopTime(date);
      expect(time.isoDate).toBe(`${parts.year}-${parts.month}-${parts.day}`);
      expect(time.minutes).toBe(Number(parts.hour) * 60 + Number(parts.minute));
    }
  });
});
