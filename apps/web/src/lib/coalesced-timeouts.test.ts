import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, createCoalescedTimeouts } from './coalesced-timeouts';

// Fake timers drive both the browser timer and Date.now, the clock the provider is given here.
const clock = () => Date.now();

describe('createCoalescedTimeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('arms one browser timer for a burst of long timers', async () => {
    const timers = createCoalescedTimeouts(clock);
    const nativeSet = vi.spyOn(globalThis, 'setTimeout');
    for (let i = 0; i < 40; i += 1) timers.setTimeout(() => {}, 5 * 60_000 + i);
    for (let i = 0; i < 20; i += 1) timers.setTimeout(() => {}, 10 * 60_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(nativeSet).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('runs each callback at its deadline, in deadline order, never before', async () => {
    const timers = createCoalescedTimeouts(clock);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('b'), 3000);
    timers.setTimeout(() => ran.push('a'), 2000);
    timers.setTimeout(() => ran.push('c'), 3000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs an earlier timer set after a later one on time', async () => {
    const timers = createCoalescedTimeouts(clock);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('late'), 60_000);
    await vi.advanceTimersByTimeAsync(10);
    timers.setTimeout(() => ran.push('early'), 2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ran).toEqual(['early']);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(ran).toEqual(['early', 'late']);
  });

  it('never runs a cleared timer, and the others still run', async () => {
    const timers = createCoalescedTimeouts(clock);
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push('first'), 1000);
    timers.setTimeout(() => ran.push('second'), 5000);
    await vi.advanceTimersByTimeAsync(0);
    timers.clearTimeout(first);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ran).toEqual(['second']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not run a due timer that an earlier callback cleared', async () => {
    const timers = createCoalescedTimeouts(clock);
    const ran: string[] = [];
    let second: ReturnType<typeof timers.setTimeout> | undefined;
    timers.setTimeout(() => {
      ran.push('first');
      timers.clearTimeout(second);
    }, 2000);
    second = timers.setTimeout(() => ran.push('second'), 2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ran).toEqual(['first']);
  });

  it('keeps short delays as their own browser timers, which it also clears', async () => {
    const timers = createCoalescedTimeouts(clock);
    const nativeSet = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('zero'), 0);
    const cleared = timers.setTimeout(() => ran.push('cleared'), 300);
    expect(nativeSet).toHaveBeenCalledTimes(2);
    timers.clearTimeout(cleared);
    await vi.advanceTimersByTimeAsync(COALESCE_FROM_MS - 1);
    expect(ran).toEqual(['zero']);
  });

  it('still runs the other callbacks when one throws, and reports the error', async () => {
    const timers = createCoalescedTimeouts(clock);
    const ran: string[] = [];
    const reported: unknown[] = [];
    const realQueue = globalThis.queueMicrotask;
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) =>
      realQueue(() => {
        try {
          task();
        } catch (error) {
          reported.push(error);
        }
      }),
    );
    timers.setTimeout(() => {
      throw new Error('falhou');
    }, 2000);
    timers.setTimeout(() => ran.push('after'), 2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ran).toEqual(['after']);
    expect(reported).toEqual([new Error('falhou')]);
  });

  it('waits in steps a browser timer accepts for a deadline weeks away', async () => {
    const timers = createCoalescedTimeouts(clock);
    const ran: string[] = [];
    const thirtyDays = 30 * 24 * 3600_000;
    timers.setTimeout(() => ran.push('done'), thirtyDays);
    await vi.advanceTimersByTimeAsync(thirtyDays - 1000);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['done']);
  });

  // Staleness timers are armed only in a browser (the library skips them on a server), so this
  // checks the cache's garbage collection, which runs everywhere.
  it("runs the query cache's own timers: an unused query is dropped after gcTime", async () => {
    timeoutManager.setTimeoutProvider(createCoalescedTimeouts(clock));
    try {
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 10 * 60_000 } } });
      client.setQueryData(['empresa'], { telefone: '21 0000-0000' });
      await vi.advanceTimersByTimeAsync(10 * 60_000 - 1000);
      expect(client.getQueryData(['empresa'])).toBeDefined();
      await vi.advanceTimersByTimeAsync(1000);
      expect(client.getQueryData(['empresa'])).toBeUndefined();
    } finally {
      // Outside production builds the library warns when a provider replaces one it has used.
      const warning = vi.spyOn(console, 'error').mockImplementation(() => {});
      timeoutManager.setTimeoutProvider({
        setTimeout: (callback, delay) => setTimeout(callback, delay),
        clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout> | undefined),
        setInterval: (callback, delay) => setInterval(callback, delay),
        clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
      });
      expect(warning).toHaveBeenCalledWith(
        expect.stringMatching(/Switching provider/),
        expect.anything(),
      );
    }
  });
});
