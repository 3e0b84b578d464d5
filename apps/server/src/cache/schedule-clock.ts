import { nextScheduleBoundary } from '@oficina/core';
import { banners, type Database, popups } from '@oficina/db';
import { and, eq, gt, or } from 'drizzle-orm';

/** setTimeout's longest delay (about 24.8 days); a later boundary is looked up again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** After a failed look-up (database unreachable), try again this much later. */
const RETRY_MS = 60_000;
/** Timers may fire a hair early; waking just after the boundary keeps the new state visible. */
const AFTER_BOUNDARY_MS = 5;

/** Entities whose dates change what public answers show without a later write. */
const SCHEDULED_ENTITIES = new Set(['banner', 'popup']);

/** The next instant a banner or popup starts or ends, among the active ones. */
export async function nextContentBoundary(db: Database, now: Date): Promise<Date | null> {
  const [bannerDates, popupDates] = await Promise.all([
    db
      .select({ a: banners.starts_at, b: banners.ends_at })
      .from(banners)
      .where(
        and(eq(banners.active, true), or(gt(banners.starts_at, now), gt(banners.ends_at, now))),
      ),
    db
      .select({ a: popups.start_date, b: popups.expiry_date })
      .from(popups)
      .where(
        and(eq(popups.active, true), or(gt(popups.start_date, now), gt(popups.expiry_date, now))),
      ),
  ]);
  const rows = [...bannerDates, ...popupDates];
  return nextScheduleBoundary(
    rows.flatMap((row) => [row.a, row.b]),
    now,
  );
}

/**
 * Moves the content version when a scheduled banner or popup starts or ends, as a write would:
 * cached pages and public answers made before that instant then stop counting, so an ended
 * banner is never served from the cache. The next boundary is looked up again after every
 * write that may move it.
 */
export class ScheduleClock {
  #timer: NodeJS.Timeout | undefined;
  #started = false;
  #running = false;
  #again = false;
  #closed = false;

  constructor(
    private readonly lookup: (now: Date) => Promise<Date | null>,
    private readonly onBoundary: () => void,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Makes the first look-up. Called once the server is ready: the app is built before the
   * database is migrated, and a look-up then would fail on a brand-new database's missing tables.
   */
  start(): void {
    this.#started = true;
    this.#refresh();
  }

  /**
   * A change was written or announced; `entity` absent: anything may have changed. Before
   * `start` nothing is looked up: the first look-up sees every change made until then.
   */
  changed(entity?: string): void {
    if (entity === undefined || SCHEDULED_ENTITIES.has(entity)) this.#refresh();
  }

  /** Looks the next boundary up and sets the timer for it (one look-up at a time). */
  #refresh(): void {
    if (this.#closed || !this.#started) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    this.lookup(new Date(this.now()))
      .then((next) => this.#arm(next === null ? null : next.getTime() - this.now()))
      .catch((error) => {
        this.log.warn({ err: error }, 'could not look up the next scheduled banner or popup');
        this.#arm(RETRY_MS, false);
      })
      .finally(() => {
        this.#running = false;
        if (this.#again) {
          this.#again = false;
          this.#refresh();
        }
      });
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #arm(delayMs: number | null, boundary = true): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (delayMs === null || this.#closed) return;
    const wait = Math.min(Math.max(delayMs, 0) + AFTER_BOUNDARY_MS, MAX_DELAY_MS);
    const reached = boundary && wait < MAX_DELAY_MS;
    this.#timer = setTimeout(() => {
      if (reached) this.onBoundary();
      this.#refresh();
    }, wait);
    // A pending boundary never keeps the process alive.
    this.#timer.unref();
  }
}
