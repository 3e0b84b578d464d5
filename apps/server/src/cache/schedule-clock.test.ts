import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduleClock } from './schedule-clock';

afterEach(() => {
  vi.useRealTimers();
});

const quietLog = { warn: vi.fn() };

describe('ScheduleClock', () => {
  it('calls back once the next boundary passes, then looks up the following one', async () => {
    vi.useFakeTimers({ now: 0 });
    const boundaries = [1000, 5000, null];
    const lookup = vi.fn(async () => {
      const next = boundaries.shift();
      return next === null || next === undefined ? null : new Date(next);
    });
    const onBoundary = vi.fn();
    const clock = new ScheduleClock(lookup, onBoundary, quietLog);
    clock.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(onBoundary).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(onBoundary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(onBoundary).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(onBoundary).toHaveBeenCalledTimes(2);
    expect(lookup).toHaveBeenCalledTimes(3);
    clock.close();
  });

  it('looks up again after a write to a banner or popup, not after others', async () => {
    vi.useFakeTimers({ now: 0 });
    const lookup = vi.fn(async () => null);
    const clock = new ScheduleClock(lookup, vi.fn(), quietLog);
    clock.start();
    await vi.advanceTimersByTimeAsync(1);
    lookup.mockClear();
    clock.changed('contact');
    clock.changed('service');
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).not.toHaveBeenCalled();
    clock.changed('banner');
    await vi.advanceTimersByTimeAsync(1);
    clock.changed('popup');
    await vi.advanceTimersByTimeAsync(1);
    clock.changed();
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).toHaveBeenCalledTimes(3);
    clock.close();
  });

  it('looks nothing up before it is started, then once for every change made until then', async () => {
    vi.useFakeTimers({ now: 0 });
    const lookup = vi.fn(async () => null);
    const clock = new ScheduleClock(lookup, vi.fn(), quietLog);
    clock.changed();
    clock.changed('banner');
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).not.toHaveBeenCalled();
    clock.start();
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    clock.close();
  });

  it('retries later when the database cannot answer, and never calls back after close', async () => {
    vi.useFakeTimers({ now: 0 });
    const log = { warn: vi.fn() };
    const lookup = vi
      .fn<(now: Date) => Promise<Date | null>>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue(new Date(120_000));
    const onBoundary = vi.fn();
    const clock = new ScheduleClock(lookup, onBoundary, log);
    clock.start();
    await vi.advanceTimersByTimeAsync(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_010);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(onBoundary).not.toHaveBeenCalled();
    clock.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onBoundary).not.toHaveBeenCalled();
  });
});
