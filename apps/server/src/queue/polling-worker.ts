export interface PollingWorkerDeps {
  /**
   * Takes and handles one batch of due work; answers how many items it took (0: nothing due).
   * `stopped()` turns true once stop() was called: a round stops between two items.
   */
  round(stopped: () => boolean): Promise<number>;
  /** When the next item is due (null: none waits), so the worker sleeps until then. */
  nextDueAt(): Promise<Date | null>;
  /** Longest sleep between two looks (work queued by other instances). */
  pollMs: number;
  /** A round that threw (the database out of reach): the next round tries again. */
  onError(error: unknown): void;
  /** What "now" is for the due times (tests move it). */
  now?: () => number;
}

export interface PollingWorker {
  /** Work was just queued: look now instead of at the next poll. */
  wake(): void;
  /** Lets the round in progress finish, then stops for good. */
  stop(): Promise<void>;
}

/**
 * The loop behind the server's database queues (the mail outbox, webhook deliveries): each
 * round takes due rows (shared safely with other instances by the queue's own claim) until none
 * is left, then sleeps until the next is due, at most `pollMs`; `wake()` cuts the sleep short,
 * and a wake during a round runs another round after it (its row may have been committed after
 * the last claim).
 */
export function startPollingWorker(deps: PollingWorkerDeps): PollingWorker {
  const now = deps.now ?? Date.now;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const isStopped = () => stopped;

  const round = async () => {
    do {
      again = false;
      while (!stopped && (await deps.round(isStopped)) > 0) {
        // Taken a full or partial batch: look again until nothing is due.
      }
    } while (again && !stopped);
  };

  const sleep = async () => {
    if (stopped) return;
    let wait = deps.pollMs;
    try {
      const due = await deps.nextDueAt();
      if (due) wait = Math.min(deps.pollMs, Math.max(50, due.getTime() - now()));
    } catch {
      // The next round reports the database problem.
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, wait);
    timer.unref();
  };

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    clearTimeout(timer);
    running = round()
      .catch((error: unknown) => deps.onError(error))
      .then(() => {
        running = undefined;
        if (again) run();
        else void sleep();
      });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
