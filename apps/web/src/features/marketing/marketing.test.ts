import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateBr,
  formatHms,
  nextIndex,
  resolveCta,
  startLoopingCountdown,
  startRotation,
} from './marketing-logic';

describe('rotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wraps the index', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it('rotates messages every rotation_ms', () => {
    const seen: number[] = [];
    const stop = startRotation(3, 3000, (index) => seen.push(index));
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(6000);
    expect(seen).toEqual([1, 2, 0]);
    stop();
    vi.advanceTimersByTime(9000);
    expect(seen).toHaveLength(3);
  });

  it('keeps statistics on their own clock', () => {
    const messages = vi.fn();
    const stats = vi.fn();
    startRotation(2, 4000, messages);
    startRotation(2, 8000, stats);
    vi.advanceTimersByTime(16_000);
    expect(messages).toHaveBeenCalledTimes(4);
    expect(stats).toHaveBeenCalledTimes(2);
  });

  it('resumes from a given item and second', () => {
    const seen: number[] = [];
    startRotation(3, 1000, (index) => seen.push(index), 2);
    const ticks: number[] = [];
    startLoopingCountdown(10, (remaining) => ticks.push(remaining), 4);
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual([0, 1]);
    expect(ticks).toEqual([3, 2]);
  });

  it('schedules nothing for a single item', () => {
    startRotation(1, 1000, () => {});
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts down each second and starts over', () => {
    const ticks: number[] = [];
    startLoopingCountdown(3, (remaining) => ticks.push(remaining));
    vi.advanceTimersByTime(4000);
    expect(ticks).toEqual([2, 1, 3, 2]);
  });
});

describe('formatting and CTA', () => {
  it('formats the timer and dates', () => {
    expect(formatHms(3600)).toBe('01:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatDateBr('2024-12-31')).toBe('31/12/2024');
  });

  it('sends paths, URLs and messages to the right place', () => {
    expect(resolveCta('/contato')).toEqual({ kind: 'path', path: '/contato' });
    expect(resolveCta('https://exemplo.com')).toEqual({ kind: 'url', url: 'https://exemplo.com' });
    expect(resolveCta('Olá! Quero a oferta')).toEqual({
      kind: 'whatsapp',
      message: 'Olá! Quero a oferta',
    });
    expect(resolveCta('//evil.example')).toEqual({ kind: 'whatsapp', message: '//evil.example' });
  });
});
