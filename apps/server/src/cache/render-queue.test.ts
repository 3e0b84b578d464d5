import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFull } from './render-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs at most `concurrency` renders at once, in arrival order', async () => {
    const queue = new RenderQueue(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const renders = Array.from({ length: 6 }, (_, i) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return i;
      }),
    );
    expect(await Promise.all(renders)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('lets what arrived during a render be answered before the next render starts', async () => {
    const queue = new RenderQueue(1, 10);
    const events: string[] = [];
    const first = queue.run(async () => {
      events.push('render 1');
      // A request that arrives mid-render (I/O) is answered before render 2.
      setTimeout(() => events.push('health answered'), 0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const second = queue.run(async () => {
      events.push('render 2');
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['render 1', 'health answered', 'render 2']);
  });

  it('refuses a render past the waiting room, and frees its slot after a failure', async () => {
    const queue = new RenderQueue(1, 1);
    let release!: () => void;
    const blocking = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = queue.run(async () => 'waited');
    await expect(queue.run(async () => 'refused')).rejects.toBeInstanceOf(RenderQueueFull);
    release();
    await blocking;
    expect(await waiting).toBe('waited');
    await expect(queue.run(async () => Promise.reject(new Error('falhou')))).rejects.toThrow(
      'falhou',
    );
    await tick();
    expect(await queue.run(async () => 'again')).toBe('again');
  });
});
