import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDateTime, formatShortDate, isoDay } from './dates';

const TIME_ZONE = 'America/Sao_Paulo';

describe('dates on the workshop clock', () => {
  it("writes the day in Portuguese in São Paulo's calendar", () => {
    // 02:00 UTC on the 5th is still the 4th in Rio de Janeiro.
    expect(formatDate('2025-03-05T02:00:00Z')).toBe('4 de março de 2025');
    expect(formatShortDate('2025-03-05T02:00:00Z')).toBe('04/03/2025');
    expect(isoDay('2025-03-05T02:00:00Z')).toBe('2025-03-04');
    expect(formatDateTime('2025-12-31T21:05:00.000Z')).toBe('31/12/2025 18:05');
    expect(formatDateTime('2025-01-02T03:00:00Z')).toBe('02/01/2025 00:00');
    expect(formatLongDateTime('2025-12-31T21:05:00.000Z')).toBe(
      'quarta-feira, 31 de dezembro de 2025 às 18:05',
    );
  });

  it('agrees with Intl in pt-BR for every month, weekday and hour', () => {
    const long = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: TIME_ZONE });
    const longWithTime = new Intl.DateTimeFormat('pt-BR', {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 2, 3, 15, 23]) {
        const date = new Date(Date.UTC(2026, month, 10 + (hour % 7), hour, 7));
        expect(formatDate(date)).toBe(long.format(date));
        expect(formatLongDateTime(date)).toBe(longWithTime.format(date));
      }
    }
  });

  it('answers the fallback for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('ontem')).toBe('—');
    expect(formatDate(undefined, '')).toBe('');
    expect(formatLongDateTime('')).toBe('—');
    expect(isoDay('não é data')).toBeUndefined();
  });
});
