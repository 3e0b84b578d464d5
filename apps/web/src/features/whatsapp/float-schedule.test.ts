import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FloatState,
  floatStateAt,
  nextFloatChange,
  startFloatSchedule,
} from './float-schedule';

const all = { pulse: true, urgency: true };

describe('floatStateAt', () => {
  it('stays hidden for the first 2 s', () => {
    expect(floatStateAt(0, all).visible).toBe(false);
    expect(floatStateAt(1999, all).visible).toBe(false);
    expect(floatStateAt(2000, all)).toEqual({ visible: true, pulse: false, urgent: false });
  });

  it('pulses every 4 s for 2 s after appearing', () => {
    expect(floatStateAt(2000 + 3999, all).pulse).toBe(false);
    expect(floatStateAt(2000 + 4000, all).pulse).toBe(true);
    expect(floatStateAt(2000 + 5999, all).pulse).toBe(true);
    expect(floatStateAt(2000 + 6000, all).pulse).toBe(false);
    expect(floatStateAt(2000 + 8000, all).pulse).toBe(true);
  });

  it('shows URGENTE every 15 s for 3 s', () => {
    expect(floatStateAt(2000 + 14_999, all).urgent).toBe(false);
    expect(floatStateAt(2000 + 15_000, all).urgent).toBe(true);
    expect(floatStateAt(2000 + 17_999, all).urgent).toBe(true);
    expect(floatStateAt(2000 + 18_000, all).urgent).toBe(false);
    expect(floatStateAt(2000 + 30_000, all).urgent).toBe(true);
  });

  it('honours show_pulse and show_urgency being off', () => {
    const off = { pulse: false, urgency: false };
    expect(floatStateAt(2000 + 15_000, off)).toEqual({
      visible: true,
      pulse: false,
      urgent: false,
    });
    expect(nextFloatChange(2000, off)).toBeNull();
  });
});

describe('nextFloatChange', () => {
  it('points at the next boundary of either cycle', () => {
    expect(nextFloatChange(0, all)).toBe(2000);
    expect(nextFloatChange(2000, all)).toBe(6000);
    expect(nextFloatChange(6000, all)).toBe(8000);
    expect(nextFloatChange(2000 + 14_000, { pulse: false, urgency: true })).toBe(17_000);
    expect(nextFloatChange(17_000, { pulse: false, urgency: true })).toBe(20_000);
    expect(nextFloatChange(20_000, { pulse: false, urgency: true })).toBe(32_000);
  });
});

describe('startFloatSchedule with fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears after 2 s, then pulses and flips the label on time', () => {
    const states: Array<[number, FloatState]> = [];
    const start = Date.now();
    const stop = startFloatSchedule(all, (state) => states.push([Date.now() - start, state]));

    vi.advanceTimersByTime(1999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual([2000, { visible: true, pulse: false, urgent: false }]);

    vi.advanceTimersByTime(4000);
    expect(states.at(-1)).toEqual([6000, { visible: true, pulse: true, urgent: false }]);
    vi.advanceTimersByTime(2000);
    expect(states.at(-1)).toEqual([8000, { visible: true, pulse: false, urgent: false }]);

    vi.advanceTimersByTime(9000); // 17 s: 15 s after appearing
    expect(states.at(-1)?.[1].urgent).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(states.at(-1)?.[1].urgent).toBe(false);

    stop();
    const count = states.length;
    vi.advanceTimersByTime(60_000);
    expect(states.length).toBe(count);
  });

  it('only appears when pulse and urgency are both off', () => {
    const onChange = vi.fn();
    startFloatSchedule({ pulse: false, urgency: false }, onChange);
    vi.advanceTimersByTime(120_000);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
