/** More renders are waiting than the queue takes: the page is answered 503 at once. */
export class RenderQueueFull extends Error {
  override name = 'RenderQueueFull';
}

/**
 * Server renders one or two at a time, in arrival order. A render is mostly synchronous React
 * work: started all at once, fifty renders hold the event loop (and their memory) together, and
 * a health check or a kept page waits behind every one of them. In this queue each render
 * hands over to the next only after the server has answered whatever arrived meanwhile, so
 * nothing else waits longer than a render or two, and memory holds at most `concurrency`
 * renders. Past `maxWaiting` queued renders a new one is refused rather than queued for long.
 */
export class RenderQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency = 2,
    private readonly maxWaiting = 100,
  ) {}

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) this.#running++;
    else {
      if (this.#waiting.length >= this.maxWaiting) throw new RenderQueueFull();
      // Its turn comes with the running slot of the render before it.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await render();
    } finally {
      // After the I/O that queued up during this render (setImmediate runs after it).
      setImmediate(() => {
        const next = this.#waiting.shift();
        if (next) next();
        else this.#running--;
      });
    }
  }
}
