import { countRateLimitHits } from '@oficina/api';
import type { Database } from '@oficina/db';

interface KeyState {
  /** Counted here since the last flush. */
  pending: number;
  /** Being added to the shared counters right now. */
  sending: number;
  /** The shared total at the last flush, and when (local clock) its window ends. */
  total: number;
  windowEndsAt: number;
}

export interface CounterLog {
  warn(obj: unknown, msg?: string): void;
}

/**
 * The whole-API limit, counted in memory and added to the shared counters (rate_limit_buckets)
 * in one statement every `flushMs`: a request costs no database round trip, while every
 * instance still sees the others' counts within a flush. Across N instances a client may get
 * up to N flushes' worth of requests past the limit — fine for a limit that guards capacity.
 * (Logins and contact messages, where every attempt matters, are counted in the database one
 * by one.)
 */
export class SharedRateCounter {
  readonly #states = new Map<string, KeyState>();
  readonly #timer: NodeJS.Timeout;
  #flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly log: CounterLog,
    flushMs = 250,
    private readonly now: () => number = Date.now,
  ) {
    this.#timer = setInterval(() => void this.flush(), flushMs);
    this.#timer.unref();
  }

  /** Counts a request; answers the seconds to wait when it is over the limit (0: allowed). */
  hit(key: string): number {
    const now = this.now();
    let state = this.#states.get(key);
    if (!state) {
      state = { pending: 0, sending: 0, total: 0, windowEndsAt: 0 };
      this.#states.set(key, state);
    }
    const windowOver = now >= state.windowEndsAt;
    const known = windowOver ? 0 : state.total;
    if (known + state.sending + state.pending + 1 > this.limit) {
      const windowEndsAt = windowOver ? this.#nextWindowEnd(now) : state.windowEndsAt;
      return Math.max(1, Math.ceil((windowEndsAt - now) / 1000));
    }
    state.pending++;
    return 0;
  }

  /**
   * What `key` has used of the current window, as far as this instance knows (the shared total
   * at the last flush plus what it counted since), and the seconds until the window ends.
   */
  usage(key: string): { used: number; resetsIn: number } {
    const now = this.now();
    const state = this.#states.get(key);
    if (!state) return { used: 0, resetsIn: Math.ceil((this.#nextWindowEnd(now) - now) / 1000) };
    const windowOver = now >= state.windowEndsAt;
    const windowEndsAt = windowOver ? this.#nextWindowEnd(now) : state.windowEndsAt;
    return {
      used: (windowOver ? 0 : state.total) + state.sending + state.pending,
      resetsIn: Math.max(0, Math.ceil((windowEndsAt - now) / 1000)),
    };
  }

  /** Adds what was counted here to the shared counters and reads back their totals. */
  flush(): Promise<void> {
    this.#flushing ??= this.#flush().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #flush(): Promise<void> {
    const batch = [...this.#states]
      .filter(([, state]) => state.pending > 0)
      .map(([key, state]) => ({ key, count: state.pending }));
    this.#forgetIdle();
    if (batch.length === 0) return;
    for (const { key, count } of batch) {
      const state = this.#states.get(key)!;
      state.pending -= count;
      state.sending += count;
    }
    try {
      const counted = await countRateLimitHits(
        this.db,
        batch.map(({ key, count }) => ({ key, count, windowSeconds: this.windowSeconds })),
      );
      const now = this.now();
      for (const row of counted) {
        const state = this.#states.get(row.key);
        if (!state) continue;
        // The shared total now includes what was being sent.
        state.total = row.count;
        state.sending = 0;
        state.windowEndsAt = now + row.retryAfter * 1000;
      }
    } catch (error) {
      // Counted again at the next flush; meanwhile this instance's own count still applies.
      for (const { key, count } of batch) {
        const state = this.#states.get(key);
        if (!state) continue;
        state.sending -= count;
        state.pending += count;
      }
      this.log.warn({ err: error }, 'rate limits unavailable; counts kept for the next flush');
    }
  }

  /** Clients with nothing pending whose window is over leave memory. */
  #forgetIdle(): void {
    const now = this.now();
    for (const [key, state] of this.#states) {
      if (state.pending === 0 && state.sending === 0 && now >= state.windowEndsAt) {
        this.#states.delete(key);
      }
    }
  }

  #nextWindowEnd(now: number): number {
    const windowMs = this.windowSeconds * 1000;
    return Math.floor(now / windowMs) * windowMs + windowMs;
  }
}
