/**
 * The workshop's clock: São Paulo time, UTC−3 all year since Brazil ended daylight saving time
 * in 2019. Read by arithmetic instead of through Intl: a browser's first Intl formatter loads
 * its locale data, a task of 40–60 ms on a phone that would run during hydration.
 */
const OFFSET_MINUTES = -3 * 60;

export interface WorkshopTime {
  /** YYYY-MM-DD */
  isoDate: string;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday, as Date#getDay. */
  weekday: number;
  /** Minutes since midnight. */
  minutes: number;
}

/** What the workshop's wall clock and calendar show at `date`. */
export function workshopTime(date: Date): WorkshopTime {
  const local = new Date(date.getTime() + OFFSET_MINUTES * 60_000);
  return {
    isoDate: local.toISOString().slice(0, 10),
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant the workshop's wall clock reads `minutes` after midnight on `isoDate`. */
export function workshopInstant(isoDate: string, minutes: number): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + (minutes - OFFSET_MINUTES) * 60_000);
}

/** `isoDate` moved by `days` calendar days ("2026-02-28", 1 → "2026-03-01"). */
export function shiftIsoDate(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * An instant written as the workshop reads it: ISO 8601 with its offset,
 * "2026-03-02T09:00:00-03:00". Integrations show it as is, without converting time zones.
 */
export function workshopIsoDateTime(date: Date): string {
  const local = workshopTime(date);
  const sign = OFFSET_MINUTES < 0 ? '-' : '+';
  const offset = Math.abs(OFFSET_MINUTES);
  const seconds = new Date(date.getTime() + OFFSET_MINUTES * 60_000).getUTCSeconds();
  return `${local.isoDate}T${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}:${pad(seconds)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** "HH:MM" of a count of minutes since midnight. */
export function clockText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
