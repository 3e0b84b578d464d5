import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnalyticsEvent,
  appendEvent,
  newScrollMilestones,
  parseEvents,
  scrollPercent,
  startTimeMilestones,
} from './analytics-store';

const view = (n: number): AnalyticsEvent => ({ type: 'page_view', path: `/p${n}`, at: '' });

describe('analytics store', () => {
  it('keeps at most 100 events, dropping the oldest', () => {
    let events: AnalyticsEvent[] = [];
    for (let i = 0; i < 105; i++) events = appendEvent(events, view(i));
    expect(events).toHaveLength(100);
    expect(events[0]?.path).toBe('/p5');
    expect(events.at(-1)?.path).toBe('/p104');
  });

  it('ignores corrupt storage', () => {
    expect(parseEvents('x')).toEqual([]);
    expect(parseEvents([view(1), { nope: true }, null])).toEqual([view(1)]);
  });
});

describe('scroll depth', () => {
  it('measures the scrolled share of the page', () => {
    expect(scrollPercent(0, 800, 2800)).toBe(0);
    expect(scrollPercent(1000, 800, 2800)).toBe(50);
    expect(scrollPercent(2000, 800, 2800)).toBe(100);
    expect(scrollPercent(0, 800, 600)).toBe(100);
  });

  it('reports each multiple of 25 once', () => {
    expect(newScrollMilestones(60, new Set())).toEqual([25, 50]);
    expect(newScrollMilestones(80, new Set([25, 50]))).toEqual([75]);
    expect(newScrollMilestones(100, new Set([25, 50, 75, 100]))).toEqual([]);
  });
});

describe('time milestones', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires at 30, 60 and 120 s', () => {
    const seen: number[] = [];
    startTimeMilestones((seconds) => seen.push(seconds));
    vi.advanceTimersByTime(29_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([30]);
    vi.advanceTimersByTime(90_000);
    expect(seen).toEqual([30, 60, 120]);
  });

  it('stops when the page changes', () => {
    const seen: number[] = [];
    const stop = startTimeMilestones((seconds) => seen.push(seconds));
    vi.advanceTimersByTime(45_000);
    stop();
    vi.advanceTimersByTime(200_000);
    expect(seen).toEqual([30]);
  });
});
