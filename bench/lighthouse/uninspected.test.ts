import { describe, expect, it } from 'vitest';
import { estimateBlockingMs } from './uninspected';

const PAGE = 7;
const MAIN = 1;
const task = (startMs: number, durationMs: number, pid = PAGE, tid = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: startMs * 1000,
  dur: durationMs * 1000,
});

const trace = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'firstContentfulPaint', ph: 'I', pid: PAGE, tid: MAIN, ts: 100_000 },
  // Before the first paint: not blocking time.
  task(50, 40),
  // After it: 20 ms blocks 30 ms at 4× and 110 ms at 8×; 8 ms blocks nothing at 4×, 14 ms at 8×.
  task(120, 20),
  task(200, 8),
  // 5 ms never blocks (40 ms at 8×).
  task(300, 5),
  // Other threads and processes are not the page's main thread.
  task(150, 30, PAGE, 2),
  task(150, 30, 99, MAIN),
];

describe('estimateBlockingMs', () => {
  it('counts what each main-thread task after the first paint lasts beyond 50 ms, slowed down', () => {
    expect(estimateBlockingMs(trace, 4)).toBeCloseTo(30);
    expect(estimateBlockingMs(trace, 8)).toBeCloseTo(110 + 14);
    expect(estimateBlockingMs(trace, 1)).toBe(0);
  });

  it('reads the last first paint, the visited page after the blank one', () => {
    const later = { name: 'firstContentfulPaint', ph: 'I', pid: PAGE, tid: MAIN, ts: 250_000 };
    expect(estimateBlockingMs([...trace, later], 8)).toBe(0);
  });

  it('has no estimate for a visit that never painted', () => {
    expect(estimateBlockingMs(trace.slice(0, 2), 4)).toBeNaN();
  });
});
