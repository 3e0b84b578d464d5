import { describe, expect, it } from 'vitest';
import { QueueFull, WorkQueue } from './work-queue';

/** A task that runs until `release` is called, counting how many run at once. */
function gatedTasks() {
  let running = 0;
  let peak = 0;
  const gates: Array<() => void> = [];
  const task = async () => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    return 'feito';
  };
  const releaseAll = async () => {
    // Each finished task lets a waiting one start: keep releasing until none is left.
    while (gates.length > 0) {
      for (const release of gates.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { task, releaseAll, peak: () => peak, started: () => gates.length };
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks at once, the rest in turn, and finishes them all', async () => {
    const queue = new WorkQueue(2);
    const gated = gatedTasks();
    const results = Array.from({ length: 10 }, () => queue.run(gated.task));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gated.started()).toBe(2);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(8);
    await gated.releaseAll();
    expect(await Promise.all(results)).toEqual(Array(10).fill('feito'));
    expect(gated.peak()).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once beyond `maxWaiting` waiting tasks', async () => {
    const queue = new WorkQueue(1, 3);
    const gated = gatedTasks();
    const accepted = Array.from({ length: 4 }, () => queue.run(gated.task));
    await expect(queue.run(gated.task)).rejects.toBeInstanceOf(QueueFull);
    await gated.releaseAll();
    expect(await Promise.all(accepted)).toHaveLength(4);
    // Room again once the queue has drained.
    const later = queue.run(gated.task);
    await gated.releaseAll();
    expect(await later).toBe('feito');
  });

  it('frees the turn of a task that fails', async () => {
    const queue = new WorkQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await queue.run(async () => 'depois')).toBe('depois');
    expect(queue.running).toBe(0);
  });
});
