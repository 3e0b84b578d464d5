import { type ClosedDate, type OpeningInterval, toMinutes } from './opening-hours';
import {
  daysBetween,
  shiftIsoDate,
  workshopInstant,
  workshopIsoDateTime,
  workshopTime,
} from './workshop-clock';

/**
 * The booking calendar: which start times a service may take, from the workshop's opening hours
 * on its own clock (São Paulo), whatever the server's or the visitor's time zone. Pure and
 * shared: the API answers availability with it and checks every new or moved booking with the
 * same rule.
 */

/** One day's opening replaced for a date (a holiday eve that closes early, a Saturday open longer). */
export interface SpecialHours {
  date: string;
  opens: string;
  closes: string;
  note?: string;
}

export interface BookingRules {
  openingHours: readonly OpeningInterval[];
  closedDates: readonly ClosedDate[];
  /** Dates whose hours replace the week's (every interval given for that date). */
  specialHours?: readonly SpecialHours[];
  /** Cars served at once. */
  capacity: number;
  /** Start times are this many minutes apart, from each opening. */
  slotMinutes: number;
  /** No start sooner than this after now. */
  minNoticeHours: number;
  /** No start on a day further than this from today (the workshop's calendar). */
  horizonDays: number;
}

/** A booking as far as the calendar cares: when it holds its place. */
export interface BusyInterval {
  starts_at: Date;
  ends_at: Date;
}

export interface Slot {
  starts_at: string;
  ends_at: string;
  available: boolean;
}

export interface BookingDay {
  date: string;
  slots: Slot[];
}

/** The longest a day can be asked for at once: 31 days, `from` and `to` included. */
export const MAX_AVAILABILITY_DAYS = 31;

/**
 * Which limits apply: a visitor (and an integration) books within the notice and the horizon;
 * the owner, taking a booking by phone or moving one, only never in the past.
 */
export type BookingAudience = 'public' | 'staff';

/** The intervals the workshop is open on `date` (sorted), or none on a closed date. */
export function openIntervalsOn(
  rules: Pick<BookingRules, 'openingHours' | 'closedDates' | 'specialHours'>,
  date: string,
): Array<{ opens: number; closes: number }> {
  if (rules.closedDates.some((closed) => closed.date === date)) return [];
  const special = (rules.specialHours ?? []).filter((entry) => entry.date === date);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const intervals = special.length
    ? special
    : rules.openingHours.filter((interval) => interval.weekday === weekday);
  return intervals
    .map((interval) => ({ opens: toMinutes(interval.opens), closes: toMinutes(interval.closes) }))
    .filter((interval) => interval.opens < interval.closes)
    .sort((a, b) => a.opens - b.opens);
}

/** Every start time of `date` a service of `duration` fits in, whole, inside one opening interval. */
export function startsOn(
  rules: BookingRules,
  date: string,
  duration: number,
): Array<{ starts: Date; ends: Date }> {
  const step = Math.max(1, rules.slotMinutes);
  const starts: Array<{ starts: Date; ends: Date }> = [];
  for (const interval of openIntervalsOn(rules, date)) {
    for (let minute = interval.opens; minute + duration <= interval.closes; minute += step) {
      starts.push({
        starts: workshopInstant(date, minute),
        ends: workshopInstant(date, minute + duration),
      });
    }
  }
  return starts;
}

/** Whether a start time is one a booking may take, before counting who else is there. */
export function withinBookingWindow(
  rules: BookingRules,
  starts: Date,
  now: Date,
  audience: BookingAudience,
): boolean {
  if (starts.getTime() <= now.getTime()) return false;
  if (audience === 'staff') return true;
  if (starts.getTime() < now.getTime() + rules.minNoticeHours * 3_600_000) return false;
  const today = workshopTime(now).isoDate;
  return daysBetween(today, workshopTime(starts).isoDate) <= rules.horizonDays;
}

/**
 * How many of `busy` overlap [starts, ends). `busy` must be sorted by start; only those that
 * begin before `ends` can overlap, and of them only those that end after `starts`.
 */
export function overlapping(
  busy: readonly BusyInterval[],
  starts: Date,
  ends: Date,
  /** Where to begin in `busy` (earlier intervals are known to end before `starts`). */
  first = 0,
): number {
  let count = 0;
  const from = starts.getTime();
  const to = ends.getTime();
  for (let index = first; index < busy.length; index++) {
    const interval = busy[index]!;
    if (interval.starts_at.getTime() >= to) break;
    if (interval.ends_at.getTime() > from) count++;
  }
  return count;
}

/** Index of the first busy interval that may overlap something starting at `from` (binary search). */
function firstReaching(busy: readonly BusyInterval[], from: number, longest: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (busy[middle]!.starts_at.getTime() + longest <= from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The days from `from` to `to` with the start times a service of `duration` minutes may take:
 * whole inside one opening interval of its day (never on a closed date), after now and the
 * notice, within the horizon, and `available` while fewer than `capacity` of `busy` (the
 * bookings that hold a place: not cancelled) overlap it.
 */
export function bookingDays(options: {
  rules: BookingRules;
  duration: number;
  from: string;
  to: string;
  now: Date;
  busy: readonly BusyInterval[];
  audience?: BookingAudience;
}): BookingDay[] {
  const { rules, duration, now } = options;
  const audience = options.audience ?? 'public';
  const busy = [...options.busy].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  const longest = busy.reduce(
    (max, interval) => Math.max(max, interval.ends_at.getTime() - interval.starts_at.getTime()),
    0,
  );
  const days: BookingDay[] = [];
  const count = daysBetween(options.from, options.to);
  for (let offset = 0; offset <= count; offset++) {
    const date = shiftIsoDate(options.from, offset);
    const slots: Slot[] = [];
    for (const { starts, ends } of startsOn(rules, date, duration)) {
      if (!withinBookingWindow(rules, starts, now, audience)) continue;
      const taken = overlapping(busy, starts, ends, firstReaching(busy, starts.getTime(), longest));
      slots.push({
        starts_at: workshopIsoDateTime(starts),
        ends_at: workshopIsoDateTime(ends),
        available: taken < rules.capacity,
      });
    }
    days.push({ date, slots });
  }
  return days;
}

/**
 * Whether `starts` is one of the start times of its day for a service of `duration`, inside the
 * window (a booking asked for at 09:10 on a 30-minute grid, or across the lunch break, is not).
 */
export function isBookableStart(
  rules: BookingRules,
  starts: Date,
  duration: number,
  now: Date,
  audience: BookingAudience,
): boolean {
  if (!withinBookingWindow(rules, starts, now, audience)) return false;
  const date = workshopTime(starts).isoDate;
  return startsOn(rules, date, duration).some((slot) => slot.starts.getTime() === starts.getTime());
}

/** Up to `limit` available start times nearest to `wanted` (ties: the earlier first). */
export function nearestAvailable(days: readonly BookingDay[], wanted: Date, limit = 3): string[] {
  return days
    .flatMap((day) => day.slots)
    .filter((slot) => slot.available)
    .map((slot) => ({ slot, distance: Math.abs(Date.parse(slot.starts_at) - wanted.getTime()) }))
    .sort(
      (a, b) =>
        a.distance - b.distance || Date.parse(a.slot.starts_at) - Date.parse(b.slot.starts_at),
    )
    .slice(0, limit)
    .map(({ slot }) => slot.starts_at);
}
