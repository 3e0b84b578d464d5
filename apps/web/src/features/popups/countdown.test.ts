import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endToRemember,
  parseCountdownEnds,
  popupTimer,
  secondsUntil,
  serializeCountdownEnds,
  startDeadlineClock,
} from './countdown';

const NOW = new Date('2025-06-01T12:00:00Z').getTime();
const HOUR = 3600_000;

const timed = (overrides: {
  show_timer?: boolean;
  timer_duration?: number | null;
  expiry_date?: string | null;
}) => ({ show_timer: true, timer_duration: 900, expiry_date: null, ...overrides });

describe('popupTimer', () => {
  it('shows nothing without show_timer, or with nothing to count to', () => {
    expect(popupTimer(timed({ show_timer: false }), NOW, undefined)).toBeNull();
    expect(popupTimer(timed({ timer_duration: null }), NOW, undefined)).toBeNull();
  });

  it('names the last day of an expiry more than 48 hours away', () => {
    // 23:59:59 on 30 June, São Paulo time.
    const expiry = '2025-07-01T02:59:59.000Z';
    expect(popupTimer(timed({ expiry_date: expiry }), NOW, undefined)).toEqual({
      kind: 'until',
      lastDay: '2025-06-30',
    });
  });

  it('counts to the expiry date without any duration (the form may leave it empty)', () => {
    const expiry = new Date(NOW + 5 * HOUR).toISOString();
    expect(
      popupTimer(timed({ timer_duration: null, expiry_date: expiry }), NOW, undefined),
    ).toEqual({ kind: 'countdown', endsAt: NOW + 5 * HOUR });
  });

  it('counts to the expiry date in its last 48 hours, whatever the duration says', () => {
    const expiry = new Date(NOW + 47 * HOUR).toISOString();
    expect(popupTimer(timed({ expiry_date: expiry }), NOW, NOW + 60_000)).toEqual({
      kind: 'countdown',
      endsAt: NOW + 47 * HOUR,
    });
  });

  it('counts a duration from the first showing and continues from the remembered end', () => {
    const first = popupTimer(timed({}), NOW, undefined);
    expect(first).toEqual({ kind: 'countdown', endsAt: NOW + 900_000 });
    expect(endToRemember(timed({}), first, undefined)).toBe(NOW + 900_000);

    // A reload ten minutes later: same end, five minutes left, nothing new to store.
    const later = NOW + 600_000;
    const again = popupTimer(timed({}), later, NOW + 900_000);
    expect(again).toEqual({ kind: 'countdown', endsAt: NOW + 900_000 });
    expect(endToRemember(timed({}), again, NOW + 900_000)).toBeNull();
    expect(secondsUntil(NOW + 900_000, later)).toBe(300);
  });

  it('never stores an expiry date, which is already a fixed moment', () => {
    const popup = timed({ expiry_date: new Date(NOW + HOUR).toISOString() });
    expect(endToRemember(popup, popupTimer(popup, NOW, undefined), undefined)).toBeNull();
  });
});

describe('remembered ends in storage', () => {
  it('round-trips and ignores junk', () => {
    const ends = new Map([
      [3, NOW],
      [7, NOW + 1000],
    ]);
    expect(parseCountdownEnds(JSON.parse(serializeCountdownEnds(ends)))).toEqual(ends);
    expect(parseCountdownEnds('x').size).toBe(0);
    expect(parseCountdownEnds([1, 2]).size).toBe(0);
    expect([...parseCountdownEnds({ 1: NOW, a: NOW, '-2': NOW, 4: 'x', 5: null })]).toEqual([
      [1, NOW],
    ]);
  });

  it('keeps the 50 latest ends', () => {
    const many = new Map(Array.from({ length: 60 }, (_, i) => [i + 1, NOW + i] as const));
    const kept = parseCountdownEnds(JSON.parse(serializeCountdownEnds(many)));
    expect(kept.size).toBe(50);
    expect(kept.has(60)).toBe(true);
    expect(kept.has(10)).toBe(false);
  });
});

describe('startDeadlineClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks once a second down to zero, then calls onDone once', () => {
    const ticks: number[] = [];
    const done = vi.fn();
    startDeadlineClock(NOW + 3000, (left) => ticks.push(left), done);
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([2]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([2, 1, 0]);
    expect(done).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(3);
  });

  it('reads the clock on each tick, so time spent asleep is not lost', () => {
    const ticks: number[] = [];
    startDeadlineClock(NOW + 600_000, (left) => ticks.push(left));
    vi.advanceTimersByTime(1000);
    // The page was frozen for four minutes: the next tick shows the real time left.
    vi.setSystemTime(NOW + 241_000);
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([599, 358]);
  });

  it('a new visit continues the remembered end instead of starting over', () => {
    const popup = timed({ timer_duration: 60 });
    const first = popupTimer(popup, Date.now(), undefined);
    const stored = endToRemember(popup, first, undefined) ?? undefined;
    vi.advanceTimersByTime(45_000);
    const reload = popupTimer(popup, Date.now(), stored);
    expect(reload?.kind === 'countdown' && secondsUntil(reload.endsAt, Date.now())).toBe(15);
  });

  it('stops when cancelled', () => {
    const done = vi.fn();
    const stop = startDeadlineClock(NOW + 2000, () => {}, done);
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
  });
});
