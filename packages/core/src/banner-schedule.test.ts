import { describe, expect, it } from 'vitest';
import { bannerState, isBannerInEffect, nextScheduleBoundary } from './banner-schedule';

const now = new Date('2026-03-10T12:00:00-03:00');
const banner = (starts_at: string | null, ends_at: string | null, active = true) => ({
  active,
  starts_at,
  ends_at,
});

describe('isBannerInEffect', () => {
  it('shows an active banner with no dates', () => {
    expect(isBannerInEffect(banner(null, null), now)).toBe(true);
  });

  it('hides a banner before its start and from its end on', () => {
    expect(isBannerInEffect(banner('2026-03-10T12:00:01-03:00', null), now)).toBe(false);
    expect(isBannerInEffect(banner(null, '2026-03-10T12:00:00-03:00'), now)).toBe(false);
    expect(isBannerInEffect(banner('2026-03-10T12:00:00-03:00', null), now)).toBe(true);
    expect(isBannerInEffect(banner(null, '2026-03-10T15:00:01Z'), now)).toBe(true);
  });

  it('hides an inactive banner whatever its dates', () => {
    expect(isBannerInEffect(banner(null, null, false), now)).toBe(false);
  });
});

describe('bannerState', () => {
  it('names each state', () => {
    expect(bannerState(banner(null, null), now)).toBe('live');
    expect(bannerState(banner('2026-03-11T08:00:00-03:00', null), now)).toBe('scheduled');
    expect(bannerState(banner(null, '2026-03-01T08:00:00-03:00'), now)).toBe('ended');
    expect(bannerState(banner(null, '2026-03-01T08:00:00-03:00', false), now)).toBe('inactive');
  });
});

describe('nextScheduleBoundary', () => {
  it('picks the nearest date still ahead', () => {
    const dates = [
      null,
      '2026-03-09T00:00:00Z',
      new Date('2026-03-12T00:00:00Z'),
      '2026-03-11T00:00:00Z',
    ];
    expect(nextScheduleBoundary(dates, now)?.toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });

  it('is null when nothing lies ahead', () => {
    expect(nextScheduleBoundary([null, '2026-03-09T00:00:00Z'], now)).toBeNull();
  });
});
