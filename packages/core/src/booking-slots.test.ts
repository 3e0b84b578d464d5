import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BookingRules,
  type BusyInterval,
  bookingDays,
  isBookableStart,
  nearestAvailable,
  openIntervalsOn,
} from './booking-slots';
import type { OpeningInterval } from './opening-hours';
import { toMinutes } from './opening-hours';
import { workshopInstant, workshopIsoDateTime, workshopTime } from './workshop-clock';

/** Monday to Friday 8–12 and 13–18 (lunch break), Saturday 8–12. */
const HOURS: OpeningInterval[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opens: '08:00', closes: '12:00' },
    { weekday, opens: '13:00', closes: '18:00' },
  ]),
  { weekday: 6, opens: '08:00', closes: '12:00' },
];

const RULES: BookingRules = {
  openingHours: HOURS,
  closedDates: [{ date: '2026-03-04', note: 'Feriado' }],
  capacity: 2,
  slotMinutes: 30,
  minNoticeHours: 2,
  horizonDays: 30,
};

/** Monday 2026-03-02, 07:00 at the workshop. */
const NOW = workshopInstant('2026-03-02', 7 * 60);

const days = (overrides: Partial<Parameters<typeof bookingDays>[0]> = {}) =>
  bookingDays({
    rules: RULES,
    duration: 60,
    from: '2026-03-02',
    to: '2026-03-08',
    now: NOW,
    busy: [],
    ...overrides,
  });

const startsOf = (date: string, list = days()) =>
  list.find((day) => day.date === date)!.slots.map((slot) => slot.starts_at.slice(11, 16));

describe('booking days from the opening hours', () => {
  it('offers a service only where it fits whole inside one interval (the lunch break kept)', () => {
    const monday = startsOf('2026-03-02');
    // 09:00 is the first start after the 2-hour notice from 07:00.
    expect(monday[0]).toBe('09:00');
    expect(monday).toContain('11:00');
    expect(monday).not.toContain('11:30'); // would run into lunch
    expect(monday).not.toContain('12:00');
    expect(monday).toContain('13:00');
    expect(monday.at(-1)).toBe('17:00');
  });

  it('writes times with the workshop offset', () => {
    expect(days()[0]!.slots[0]!.starts_at).toBe('2026-03-02T09:00:00-03:00');
    expect(days()[0]!.slots[0]!.ends_at).toBe('2026-03-02T10:00:00-03:00');
  });

  it('has no slot on a closed date, nor on Sunday', () => {
    expect(startsOf('2026-03-04')).toEqual([]);
    expect(startsOf('2026-03-08')).toEqual([]);
    expect(startsOf('2026-03-07')).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('honours special hours for a date over the week', () => {
    const special = bookingDays({
      rules: { ...RULES, specialHours: [{ date: '2026-03-03', opens: '10:00', closes: '12:00' }] },
      duration: 60,
      from: '2026-03-03',
      to: '2026-03-03',
      now: NOW,
      busy: [],
    });
    expect(special[0]!.slots.map((slot) => slot.starts_at.slice(11, 16))).toEqual([
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('follows the slot length, the notice and the horizon settings', () => {
    const hourly = days({ rules: { ...RULES, slotMinutes: 60 } });
    expect(startsOf('2026-03-03', hourly)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    const longNotice = days({ rules: { ...RULES, minNoticeHours: 26 } });
    expect(startsOf('2026-03-02', longNotice)).toEqual([]);
    expect(startsOf('2026-03-03', longNotice)[0]).toBe('09:00');
    const short = days({ rules: { ...RULES, horizonDays: 1 } });
    expect(startsOf('2026-03-03', short).length).toBeGreaterThan(0);
    expect(startsOf('2026-03-05', short)).toEqual([]);
  });

  it('marks a slot full once capacity bookings overlap it', () => {
    const at = (hhmm: string, minutes = 60): BusyInterval => ({
      starts_at: workshopInstant('2026-03-03', toMinutes(hhmm)),
      ends_at: workshopInstant('2026-03-03', toMinutes(hhmm) + minutes),
    });
    const tuesday = (busy: BusyInterval[], capacity = 2) =>
      days({ busy, rules: { ...RULES, capacity } }).find((day) => day.date === '2026-03-03')!;
    const free = (busy: BusyInterval[], capacity?: number) =>
      tuesday(busy, capacity)
        .slots.filter((slot) => !slot.available)
        .map((slot) => slot.starts_at.slice(11, 16));
    expect(free([at('09:00')])).toEqual([]);
    expect(free([at('09:00'), at('09:30')])).toEqual(['09:00', '09:30']);
    expect(free([at('09:00')], 1)).toEqual(['08:30', '09:00', '09:30']);
  });

  it('never offers a time in the past or sooner than the notice, on any clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 20 }),
        fc.integer({ min: 0, max: 48 }),
        fc.integer({ min: 15, max: 480 }),
        fc.constantFrom(5, 15, 30, 45, 60),
        (offsetMinutes, notice, duration, slotMinutes) => {
          const now = new Date(NOW.getTime() + offsetMinutes * 60_000);
          const from = workshopTime(now).isoDate;
          const result = bookingDays({
            rules: { ...RULES, minNoticeHours: notice, slotMinutes },
            duration,
            from,
            to: '2026-04-10',
            now,
            busy: [],
          }).slice(0, 31);
          for (const day of result) {
            const intervals = openIntervalsOn(RULES, day.date);
            for (const slot of day.slots) {
              const starts = Date.parse(slot.starts_at);
              const ends = Date.parse(slot.ends_at);
              expect(starts).toBeGreaterThanOrEqual(now.getTime() + notice * 3_600_000);
              expect(ends - starts).toBe(duration * 60_000);
              const local = workshopTime(new Date(starts));
              expect(local.isoDate).toBe(day.date);
              expect(
                intervals.some(
                  (interval) =>
                    local.minutes >= interval.opens && local.minutes + duration <= interval.closes,
                ),
              ).toBe(true);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts overlaps like a brute force would, for any set of bookings', () => {
    const interval = fc
      .record({
        day: fc.integer({ min: 2, max: 7 }),
        start: fc.integer({ min: 14, max: 40 }),
        length: fc.integer({ min: 1, max: 16 }),
      })
      .map(({ day, start, length }) => {
        const date = `2026-03-0${day}`;
        return {
          starts_at: workshopInstant(date, start * 30),
          ends_at: workshopInstant(date, start * 30 + length * 30),
        };
      });
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (busy, capacity) => {
          for (const day of days({ busy, rules: { ...RULES, capacity } })) {
            for (const slot of day.slots) {
              const starts = Date.parse(slot.starts_at);
              const ends = Date.parse(slot.ends_at);
              const taken = busy.filter(
                (b) => b.starts_at.getTime() < ends && b.ends_at.getTime() > starts,
              ).length;
              expect(slot.available).toBe(taken < capacity);
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('the server time zone does not matter', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('gives the same days in Tokyo, Kiritimati and Honolulu as in São Paulo', () => {
    process.env.TZ = 'America/Sao_Paulo';
    const reference = JSON.stringify(days());
    for (const zone of ['Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'UTC']) {
      process.env.TZ = zone;
      expect(JSON.stringify(days())).toBe(reference);
      expect(workshopIsoDateTime(workshopInstant('2026-03-02', 9 * 60))).toBe(
        '2026-03-02T09:00:00-03:00',
      );
    }
  });
});

describe('checking a requested start', () => {
  it('takes only starts on the grid, inside the hours and the window', () => {
    const at = (iso: string) => new Date(iso);
    expect(isBookableStart(RULES, at('2026-03-03T09:00:00-03:00'), 60, NOW, 'public')).toBe(true);
    expect(isBookableStart(RULES, at('2026-03-03T12:00:00Z'), 60, NOW, 'public')).toBe(true);
    expect(isBookableStart(RULES, at('2026-03-03T09:10:00-03:00'), 60, NOW, 'public')).toBe(false);
    expect(isBookableStart(RULES, at('2026-03-03T11:30:00-03:00'), 60, NOW, 'public')).toBe(false);
    expect(isBookableStart(RULES, at('2026-03-04T09:00:00-03:00'), 60, NOW, 'public')).toBe(false);
    expect(isBookableStart(RULES, at('2026-03-02T08:00:00-03:00'), 60, NOW, 'public')).toBe(false);
    // The owner is not held to the notice or the horizon, only to the past.
    expect(isBookableStart(RULES, at('2026-03-02T08:00:00-03:00'), 60, NOW, 'staff')).toBe(true);
    expect(isBookableStart(RULES, at('2026-05-04T09:00:00-03:00'), 60, NOW, 'public')).toBe(false);
    expect(isBookableStart(RULES, at('2026-05-04T09:00:00-03:00'), 60, NOW, 'staff')).toBe(true);
  });

  it('suggests the nearest free starts', () => {
    const list = days();
    expect(nearestAvailable(list, new Date('2026-03-03T10:00:00-03:00'))).toEqual([
      '2026-03-03T10:00:00-03:00',
      '2026-03-03T09:30:00-03:00',
      '2026-03-03T10:30:00-03:00',
    ]);
  });
});
