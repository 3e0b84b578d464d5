/** Timings of the floating button: when it appears, how it pulses and flips its label. */
export const FLOAT_TIMING = {
  appearAfterMs: 2000,
  pulseEveryMs: 4000,
  pulseForMs: 2000,
  urgencyEveryMs: 15_000,
  urgencyForMs: 3000,
} as const;

export interface FloatOptions {
  pulse: boolean;
  urgency: boolean;
}

export interface FloatState {
  visible: boolean;
  pulse: boolean;
  urgent: boolean;
}

export const HIDDEN_FLOAT: FloatState = { visible: false, pulse: false, urgent: false };

/** Pulse and urgency cycles count from the moment the button appears. */
export function floatStateAt(elapsedMs: number, options: FloatOptions): FloatState {
  const t = FLOAT_TIMING;
  if (elapsedMs < t.appearAfterMs) return HIDDEN_FLOAT;
  const since = elapsedMs - t.appearAfterMs;
  return {
    visible: true,
    pulse: options.pulse && since >= t.pulseEveryMs && since % t.pulseEveryMs < t.pulseForMs,
    urgent:
      options.urgency && since >= t.urgencyEveryMs && since % t.urgencyEveryMs < t.urgencyForMs,
  };
}

/** Next elapsed time at which the state can change, or null when it never will again. */
export function nextFloatChange(elapsedMs: number, options: FloatOptions): number | null {
  const t = FLOAT_TIMING;
  if (elapsedMs < t.appearAfterMs) return t.appearAfterMs;
  const since = elapsedMs - t.appearAfterMs;
  const candidates: number[] = [];
  if (options.pulse) {
    const next = Math.floor(since / t.pulseForMs + 1) * t.pulseForMs;
    candidates.push(Math.max(t.pulseEveryMs, next));
  }
  if (options.urgency) {
    const cycle = Math.floor(since / t.urgencyEveryMs);
    const end = cycle * t.urgencyEveryMs + t.urgencyForMs;
    candidates.push(cycle >= 1 && end > since ? end : (cycle + 1) * t.urgencyEveryMs);
  }
  return candidates.length === 0 ? null : Math.min(...candidates) + t.appearAfterMs;
}

/**
 * Drives the schedule with one timeout at a time, each computed from the start time so delays
 * never drift. Returns a stop function (the component calls it on unmount).
 */
export function startFloatSchedule(
  options: FloatOptions,
  onChange: (state: FloatState) => void,
  now: () => number = Date.now,
): () => void {
  const startedAt = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = HIDDEN_FLOAT;

  const tick = () => {
    const elapsed = now() - startedAt;
    const state = floatStateAt(elapsed, options);
    if (
      state.visible !== last.visible ||
      state.pulse !== last.pulse ||
      state.urgent !== last.urgent
    ) {
      last = state;
      onChange(state);
    }
    const next = nextFloatChange(elapsed, options);
    if (next !== null) timer = setTimeout(tick, Math.max(0, next - elapsed));
  };

  timer = setTimeout(tick, FLOAT_TIMING.appearAfterMs);
  return () => clearTimeout(timer);
}
