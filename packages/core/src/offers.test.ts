import { describe, expect, it } from 'vitest';
import { COUNTDOWN_WINDOW_MS, deadlineView, isOfferValid, offerEndsAt } from './offers';

describe('offerEndsAt', () => {
  it('is midnight after the last day on the workshop clock, when isOfferValid turns false', () => {
    const end = offerEndsAt('2025-01-31');
    expect(end?.toISOString()).toBe('2025-02-01T03:00:00.000Z');
    const offer = { valid_until: '2025-01-31' };
    expect(isOfferValid(offer, new Date((end?.getTime() ?? 0) - 1))).toBe(true);
    expect(isOfferValid(offer, end as Date)).toBe(false);
  });

  it('rolls over months and years and refuses malformed dates', () => {
    expect(offerEndsAt('2024-12-31')?.toISOString()).toBe('2025-01-01T03:00:00.000Z');
    expect(offerEndsAt('2024-02-29')?.toISOString()).toBe('2024-03-01T03:00:00.000Z');
    expect(offerEndsAt('31/12/2024')).toBeNull();
    expect(offerEndsAt('')).toBeNull();
  });
});

describe('deadlineView', () => {
  const end = new Date('2025-02-01T03:00:00.000Z');

  it('names the last day while the end is far', () => {
    const now = new Date(end.getTime() - COUNTDOWN_WINDOW_MS - 60_000);
    expect(deadlineView(end, now)).toEqual({ kind: 'date', lastDay: '2025-01-31' });
    // A popup that expires at 23:59:59 names the same day.
    expect(deadlineView(new Date('2025-01-31T23:59:59-03:00'), now)).toEqual({
      kind: 'date',
      lastDay: '2025-01-31',
    });
  });

  it('counts whole seconds once the end is within the window', () => {
    expect(deadlineView(end, new Date(end.getTime() - COUNTDOWN_WINDOW_MS))).toEqual({
      kind: 'countdown',
      seconds: 48 * 3600,
    });
    expect(deadlineView(end, new Date(end.getTime() - 1500))).toEqual({
      kind: 'countdown',
      seconds: 2,
    });
    expect(deadlineView(end, new Date(end.getTime() - 1))).toEqual({
      kind: 'countdown',
      seconds: 1,
    });
  });

  it('is over at the end', () => {
    expect(deadlineView(end, end)).toEqual({ kind: 'ended' });
    expect(deadlineView(end, new Date(end.getTime() + 5000))).toEqual({ kind: 'ended' });
  });
});
