/** The queue already holds as many waiting tasks as it accepts: the caller answers "busy". */
export class QueueFull extends Error {
  override name = 'QueueFull';
}

/**
 * Runs costly tasks (password hashing, image decoding) at most `concurrency` at a time, in the
 * order they came. At most `maxWaiting` tasks wait for a turn; beyond that `run` refuses at once,
 * so a burst costs a quick refusal instead of memory and an ever longer wait.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) {
      this.#running += 1;
    } else {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFull();
      // The task that finishes hands its turn over, so `running` stays counted.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
