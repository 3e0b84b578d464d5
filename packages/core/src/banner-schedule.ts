/** The dates of a banner, as stored (Date) or sent on the wire (ISO text). */
export interface BannerSchedule {
  active: boolean;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
}

const time = (value: string | Date | null): number | null =>
  value === null ? null : new Date(value).getTime();

/** Active, already started and not yet ended: the rule public reads apply on the server. */
export function isBannerInEffect(banner: BannerSchedule, now: Date): boolean {
  if (!banner.active) return false;
  const starts = time(banner.starts_at);
  const ends = time(banner.ends_at);
  if (starts !== null && starts > now.getTime()) return false;
  if (ends !== null && ends <= now.getTime()) return false;
  return true;
}

export type BannerState = 'live' | 'scheduled' | 'ended' | 'inactive';

/** Where a banner stands now: off, showing, waiting for its start, or past its end. */
export function bannerState(banner: BannerSchedule, now: Date): BannerState {
  if (!banner.active) return 'inactive';
  if (isBannerInEffect(banner, now)) return 'live';
  const ends = time(banner.ends_at);
  return ends !== null && ends <= now.getTime() ? 'ended' : 'scheduled';
}

/**
 * The first moment after `now` at which one of these dates passes (a banner starts or ends),
 * or null when none lies ahead. Cached public answers must not outlive it.
 */
export function nextScheduleBoundary(
  dates: Iterable<string | Date | null>,
  now: Date,
): Date | null {
  let next: number | null = null;
  for (const value of dates) {
    const at = time(value);
    if (at !== null && at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
}
