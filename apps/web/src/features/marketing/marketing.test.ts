import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateBr,
  formatHms,
  nextIndex,
  resolveCta,
  runningOfferDay,
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

  it('resumes from a given item', () => {
    const seen: number[] = [];
    startRotation(3, 1000, (index) => seen.push(index), 2);
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual([0, 1]);
  });

  it('schedules nothing for a single item', () => {
    startRotation(1, 1000, () => {});
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the offer the clocks count to', () => {
  const offer = { active: true, valid_until: '2025-01-31' };

  it('is the last day of an active offer still running on the workshop clock', () => {
    expect(runningOfferDay(offer, new Date('2025-01-31T23:59:00-03:00'))).toBe('2025-01-31');
    expect(runningOfferDay(offer, new Date('2025-02-01T00:00:00-03:00'))).toBeNull();
  });

  it('is nothing for a switched-off or missing offer', () => {
    expect(runningOfferDay({ ...offer, active: false }, new Date('2025-01-01'))).toBeNull();
    expect(runningOfferDay(null, new Date('2025-01-01'))).toBeNull();
  });
});

describe('formatting and CTA', () => {
  it('formats the timer and dates', () => {
    expect(formatHms(3600)).toBe('01:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(48 * 3600)).toBe('48:00:00');
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
