import { describe, expect, it } from 'vitest';
import {
  formatOpeningHours,
  isOpenAt,
  OPENING_HOURS,
  OPENING_HOURS_TEXT,
  type OpeningInterval,
  openingStatus,
  openingStatusText,
  parseOpeningHoursText,
} from './opening-hours';

// São Paulo is UTC-3 all year (no daylight saving since 2019). 2026-11-18 is a Wednesday.
const at = (iso: string) => new Date(iso);
const days = (list: number[], opens: string, closes: string): OpeningInterval[] =>
  list.map((weekday) => ({ weekday, opens, closes }));

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

describe('formatOpeningHours', () => {
  it('writes the demo hours as the site always showed them', () => {
    expect(formatOpeningHours(OPENING_HOURS)).toBe(OPENING_HOURS_TEXT);
  });

  it('groups consecutive days and writes minutes only when there are some', () => {
    expect(formatOpeningHours(days([1, 2, 3, 4, 5], '07:30', '16:45'))).toBe(
      'Seg a Sex: 7h30 às 16h45',
    );
  });

  it('joins a lunch break with "e", names two days with "e" and leaves gaps apart', () => {
    const hours = [
      ...days([1, 2], '08:00', '12:00'),
      ...days([1, 2], '13:00', '18:00'),
      ...days([4], '08:00', '12:00'),
      ...days([6, 0], '09:00', '13:00'),
    ];
    expect(formatOpeningHours(hours)).toBe(
      'Seg e Ter: 8h às 12h e 13h às 18h | Qui: 8h às 12h | Sáb e Dom: 9h às 13h',
    );
  });

  it('is empty for a week without hours', () => {
    expect(formatOpeningHours([])).toBe('');
  });
});

describe('parseOpeningHoursText (the free text kept before)', () => {
  it('reads the demo text into its structure', () => {
    expect(parseOpeningHoursText('Seg a Sex: 8h às 18h | Sáb: 8h às 12h')).toEqual(OPENING_HOURS);
  });

  it('reads common spellings: full names, hyphens, colons, minutes, lunch breaks', () => {
    expect(parseOpeningHoursText('Segunda a Sexta 07:30 - 16:45')).toEqual(
      days([1, 2, 3, 4, 5], '07:30', '16:45'),
    );
    expect(parseOpeningHoursText('Seg-Sex: 8h-12h e 13h-18h; Sábado: fechado')).toEqual([
      ...days([1, 2, 3, 4, 5], '08:00', '12:00'),
      ...days([1, 2, 3, 4, 5], '13:00', '18:00'),
    ]);
    expect(parseOpeningHoursText('Sáb e Dom: 9h30 às 13h')).toEqual(days([6, 0], '09:30', '13:00'));
  });

  it('guesses nothing from text it cannot read', () => {
    expect(parseOpeningHoursText('Seg a Sex 8h–18h, exceto feriados')).toBeNull();
    expect(parseOpeningHoursText('Horário comercial')).toBeNull();
    expect(parseOpeningHoursText('Seg a Sex: 18h às 8h')).toBeNull();
    expect(parseOpeningHoursText('')).toBeNull();
  });
});

describe('openingStatus and its badge text', () => {
  const badge = (iso: string, closed: { date: string; note: string }[] = []) =>
    openingStatusText(openingStatus(at(iso), OPENING_HOURS, closed));

  it('is open inside hours and says until when', () => {
    expect(openingStatus(at('2026-11-18T13:00:00Z'), OPENING_HOURS)).toEqual({
      open: true,
      closesAt: '18:00',
    });
    expect(badge('2026-11-18T13:00:00Z')).toBe('Aberto agora');
  });

  it('before opening says today, after closing says tomorrow', () => {
    expect(badge('2026-11-18T09:00:00Z')).toBe('Fechado — abre hoje às 8h'); // Wed 06:00
    expect(badge('2026-11-18T22:00:00Z')).toBe('Fechado — abre amanhã às 8h'); // Wed 19:00
  });

  it('uses the São Paulo date, not UTC: Wed 22:30 there is already Thursday in UTC', () => {
    expect(badge('2026-11-19T01:30:00Z')).toBe('Fechado — abre amanhã às 8h');
  });

  it('crosses the weekend: Saturday afternoon opens on Monday', () => {
    expect(badge('2026-11-21T18:00:00Z')).toBe('Fechado — abre na segunda-feira às 8h');
  });

  it('skips closed dates, in the middle of a day too', () => {
    const christmas = [{ date: '2026-12-25', note: 'Natal' }]; // a Friday
    expect(badge('2026-12-25T13:00:00Z', christmas)).toBe('Fechado — abre amanhã às 8h');
    expect(badge('2026-12-24T22:00:00Z', christmas)).toBe('Fechado — abre no sábado às 8h');
  });

  it('names the date when the next opening is a week or more away', () => {
    const vacation = Array.from({ length: 10 }, (_, i) => ({
      date: `2027-01-${String(i + 1).padStart(2, '0')}`,
      note: 'Férias',
    }));
    expect(badge('2026-12-31T22:00:00Z', vacation)).toBe('Fechado — abre em 11/01 às 8h');
  });

  it('with no hours at all just says closed', () => {
    expect(openingStatusText(openingStatus(at('2026-11-18T13:00:00Z'), []))).toBe('Fechado');
  });
});
