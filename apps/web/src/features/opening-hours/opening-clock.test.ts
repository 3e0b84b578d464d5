import { OPENING_HOURS } from '@oficina/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpeningClock, openingClockFor } from './opening-clock';

// Wednesday 25 November 2026, 10:59:30 in Duque de Caxias (UTC−3): open until 18h.
const WEDNESDAY_MORNING = new Date('2026-11-25T13:59:30Z');
// Wednesday 17:59:30 local: closes at 18h.
const WEDNESDAY_CLOSING = new Date('2026-11-25T20:59:30Z');

describe('the opening clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads once for all its listeners, in a task after the first subscription', () => {
    vi.setSystemTime(WEDNESDAY_MORNING);
    const now = vi.fn(() => new Date());
    const clock = createOpeningClock(OPENING_HOURS, [], now);
    const first = vi.fn();
    const second = vi.fn();
    clock.subscribe(first);
    clock.subscribe(second);
    // Not in the caller's task (React's effects of hydration).
    expect(now).not.toHaveBeenCalled();
    expect(clock.current()).toBeUndefined();

    vi.advanceTimersByTime(0);
    expect(now).toHaveBeenCalledTimes(1);
    expect(clock.current()?.open).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reads again just after each minute, and tells when the workshop closes', () => {
    vi.setSystemTime(WEDNESDAY_CLOSING);
    const clock = createOpeningClock(OPENING_HOURS, []);
    const listener = vi.fn();
    clock.subscribe(listener);
    vi.advanceTimersByTime(0);
    expect(clock.current()?.open).toBe(true);

    vi.advanceTimersByTime(29_000);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_100);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(clock.current()?.open).toBe(false);
  });

  it('stops with its last listener and starts afresh on the next one', () => {
    vi.setSystemTime(WEDNESDAY_MORNING);
    const now = vi.fn(() => new Date());
    const clock = createOpeningClock(OPENING_HOURS, [], now);
    const stopFirst = clock.subscribe(() => undefined);
    const stopSecond = clock.subscribe(() => undefined);
    vi.advanceTimersByTime(0);
    stopFirst();
    vi.advanceTimersByTime(60_000);
    expect(now).toHaveBeenCalledTimes(2);

    stopSecond();
    expect(clock.current()).toBeUndefined();
    vi.advanceTimersByTime(10 * 60_000);
    expect(now).toHaveBeenCalledTimes(2);

    clock.subscribe(() => undefined);
    vi.advanceTimersByTime(0);
    expect(now).toHaveBeenCalledTimes(3);
    expect(clock.current()?.open).toBe(true);
  });

  it('stops when its last listener leaves while being told, and keeps going past one that throws', () => {
    vi.setSystemTime(WEDNESDAY_MORNING);
    const now = vi.fn(() => new Date());
    const leaving = createOpeningClock(OPENING_HOURS, [], now);
    const stop = leaving.subscribe(() => stop());
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(now).toHaveBeenCalledTimes(1);

    const throwing = createOpeningClock(OPENING_HOURS, []);
    let failures = 0;
    throwing.subscribe(() => {
      if (failures++ === 0) throw new Error('a reader failed');
    });
    expect(() => vi.advanceTimersByTime(0)).toThrow('a reader failed');
    const later = vi.fn();
    throwing.subscribe(later);
    vi.advanceTimersByTime(60_000);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is one clock per company record', () => {
    const closed = [{ date: '2026-12-25', note: 'Natal' }];
    expect(openingClockFor(OPENING_HOURS, closed)).toBe(openingClockFor(OPENING_HOURS, closed));
    expect(openingClockFor(OPENING_HOURS, closed)).not.toBe(openingClockFor(OPENING_HOURS, []));
  });
});
