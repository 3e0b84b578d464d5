import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimLayer, releaseLayer } from './layers';
import { FIRST_VISIT_QUIET_MS, type Layer, mayOpen, type Situation } from './rules';

const settled: Situation = {
  consentDecided: true,
  isFirstVisit: true,
  msSinceVisitStart: 0,
  overlayOnScreen: false,
};
const LAYERS: Layer[] = ['modal', 'corner', 'top-banner', 'install-card'];

describe('mayOpen', () => {
  it('keeps every layer closed while the consent choice is pending', () => {
    for (const layer of LAYERS) {
      expect(mayOpen(layer, { ...settled, consentDecided: false }, 5000)).toBe(false);
      expect(mayOpen(layer, { ...settled, consentDecided: false, isFirstVisit: false })).toBe(
        false,
      );
    }
  });

  it('never opens an overlay over another one; a top banner pushes the page, so it may', () => {
    const busy = { ...settled, overlayOnScreen: true, isFirstVisit: false };
    expect(mayOpen('modal', busy)).toBe(false);
    expect(mayOpen('corner', busy)).toBe(false);
    expect(mayOpen('install-card', busy)).toBe(false);
    expect(mayOpen('top-banner', busy, 2000)).toBe(2000);
  });

  it("holds a full-page popup and the install card until a first visit's quiet time is over", () => {
    for (const layer of ['modal', 'install-card'] as const) {
      expect(mayOpen(layer, settled, 5000)).toBe(FIRST_VISIT_QUIET_MS);
      expect(mayOpen(layer, { ...settled, msSinceVisitStart: 4000 }, 5000)).toBe(
        FIRST_VISIT_QUIET_MS - 4000,
      );
      // The own delay wins when it ends later.
      expect(mayOpen(layer, { ...settled, msSinceVisitStart: 12_000 }, 5000)).toBe(5000);
      expect(mayOpen(layer, { ...settled, msSinceVisitStart: 60_000 }, 5000)).toBe(5000);
      expect(mayOpen(layer, settled, 20_000)).toBe(20_000);
    }
  });

  it('leaves corner cards, top banners and returning visits to their own delay', () => {
    expect(mayOpen('corner', settled, 4000)).toBe(4000);
    expect(mayOpen('top-banner', settled, 2000)).toBe(2000);
    expect(mayOpen('modal', { ...settled, isFirstVisit: false }, 5000)).toBe(5000);
    expect(mayOpen('install-card', { ...settled, isFirstVisit: false })).toBe(0);
    expect(mayOpen('corner', settled, -3)).toBe(0);
  });
});

describe('claimLayer', () => {
  afterEach(() => {
    for (const layer of LAYERS) {
      releaseLayer(layer);
      releaseLayer(layer);
    }
  });

  it('gives the screen to one overlay at a time, checked and taken at once', () => {
    expect(claimLayer('modal')).toBe(true);
    expect(claimLayer('install-card')).toBe(false);
    expect(claimLayer('corner')).toBe(false);
    // A top banner sits in the page, above the header, and covers nothing.
    expect(claimLayer('top-banner')).toBe(true);
    releaseLayer('modal');
    expect(claimLayer('install-card')).toBe(true);
  });
});

describe('a first visit with a fake clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Schedules like the attention hook: asks the rule, then waits what it answers. */
  function schedule(layer: Layer, situation: Omit<Situation, 'msSinceVisitStart'>, start: number) {
    const show = vi.fn();
    const wait = mayOpen(layer, { ...situation, msSinceVisitStart: Date.now() - start }, 5000);
    if (wait !== false) setTimeout(show, wait);
    return show;
  }

  it('shows the promotion at 15 s, not at its own 5 s', () => {
    const visitStart = Date.now();
    vi.advanceTimersByTime(1500); // the popups arrive 1.5 s into the visit
    const show = schedule('modal', settled, visitStart);
    vi.advanceTimersByTime(FIRST_VISIT_QUIET_MS - 1500 - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it('starts the own delay when the consent choice comes late in the visit', () => {
    const visitStart = Date.now();
    const blocked = schedule('modal', { ...settled, consentDecided: false }, visitStart);
    vi.advanceTimersByTime(20_000);
    expect(blocked).not.toHaveBeenCalled();
    const show = schedule('modal', settled, visitStart);
    vi.advanceTimersByTime(4999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });
});
