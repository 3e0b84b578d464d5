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
