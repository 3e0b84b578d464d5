import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AttentionInput, mayOpenPopup, PHONE_FIRST_VISIT_QUIET_MS } from './attention';
import { scheduleShow } from './popup-logic';

const base: AttentionInput = {
  consentDecided: true,
  isPhone: false,
  isFirstVisit: true,
  msSinceVisitStart: 0,
  kind: 'modal',
  otherOverlayOpen: false,
  configuredDelayMs: 5000,
};

describe('mayOpenPopup', () => {
  it('keeps every kind of popup closed while the consent choice is pending', () => {
    for (const kind of ['modal', 'corner', 'top-banner'] as const) {
      expect(mayOpenPopup({ ...base, kind, consentDecided: false })).toBe(false);
      expect(mayOpenPopup({ ...base, kind, consentDecided: false, isPhone: true })).toBe(false);
    }
  });

  it('never opens a popup over another overlay', () => {
    expect(mayOpenPopup({ ...base, otherOverlayOpen: true })).toBe(false);
    expect(mayOpenPopup({ ...base, kind: 'corner', otherOverlayOpen: true })).toBe(false);
  });

  it('on a desktop, once consent is decided, keeps the popup its own delay', () => {
    expect(mayOpenPopup(base)).toBe(5000);
    expect(mayOpenPopup({ ...base, configuredDelayMs: 0 })).toBe(0);
    expect(mayOpenPopup({ ...base, configuredDelayMs: -3 })).toBe(0);
  });

  it("holds modals back until a phone's first visit is 10 s old", () => {
    const phone = { ...base, isPhone: true };
    expect(mayOpenPopup({ ...phone, msSinceVisitStart: 0 })).toBe(PHONE_FIRST_VISIT_QUIET_MS);
    expect(mayOpenPopup({ ...phone, msSinceVisitStart: 2000 })).toBe(8000);
    // The popup's own delay wins when it ends later.
    expect(mayOpenPopup({ ...phone, msSinceVisitStart: 7000 })).toBe(5000);
    expect(mayOpenPopup({ ...phone, msSinceVisitStart: 60_000 })).toBe(5000);
    expect(mayOpenPopup({ ...phone, configuredDelayMs: 15_000 })).toBe(15_000);
  });

  it('leaves corner cards, top banners and returning visits to their own delay on phones', () => {
    const phone = { ...base, isPhone: true };
    expect(mayOpenPopup({ ...phone, kind: 'corner' })).toBe(5000);
    expect(mayOpenPopup({ ...phone, kind: 'top-banner', configuredDelayMs: 2000 })).toBe(2000);
    expect(mayOpenPopup({ ...phone, isFirstVisit: false })).toBe(5000);
  });
});

describe('mayOpenPopup with a fake clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Schedules like the popup host: asks the rule, then waits what it answers. */
  function schedule(input: Omit<AttentionInput, 'msSinceVisitStart'>, visitStart: number) {
    const show = vi.fn();
    const wait = mayOpenPopup({ ...input, msSinceVisitStart: Date.now() - visitStart });
    if (wait !== false) scheduleShow(wait / 1000, show);
    return show;
  }

  it("shows a phone's first-visit modal at 10 s, not at its own 5 s", () => {
    const visitStart = Date.now();
    vi.advanceTimersByTime(1500); // the popups arrive 1.5 s into the visit
    const show = schedule({ ...base, isPhone: true }, visitStart);
    vi.advanceTimersByTime(PHONE_FIRST_VISIT_QUIET_MS - 1500 - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it('starts the own delay when consent is decided late in the visit', () => {
    const visitStart = Date.now();
    const blocked = schedule({ ...base, isPhone: true, consentDecided: false }, visitStart);
    vi.advanceTimersByTime(12_000);
    expect(blocked).not.toHaveBeenCalled();
    const show = schedule({ ...base, isPhone: true }, visitStart);
    vi.advanceTimersByTime(4999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it('keeps the desktop modal at its own delay', () => {
    const show = schedule(base, Date.now());
    vi.advanceTimersByTime(4999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });
});
