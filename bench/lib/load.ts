import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** JSON, sent with content-type application/json. */
  body?: unknown;
}

export interface LoadSettings {
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds of an unrecorded run first (0: none). */
  warmup: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers outside 2xx, by status. */
  failures: Record<string, number>;
  /** Socket errors and timeouts. */
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function run(
  url: string,
  request: LoadRequest,
  connections: number,
  duration: number,
  onResponse?: (status: number, ms: number) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    // No Accept-Encoding and no If-None-Match: full, uncompressed answers, like the baselines'.
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const instance = autocannon(
      {
        url: url + request.path,
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse)
      instance.on('response', (_client, status: number, _bytes: number, ms: number) =>
        onResponse(status, ms),
      );
  });
}

interface Sample {
  times: number[];
  failures: Record<string, number>;
  errors: number;
  seconds: number;
}

async function sample(
  baseUrl: string,
  request: LoadRequest,
  connections: number,
  seconds: number,
): Promise<Sample> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  const result = await run(baseUrl, request, connections, seconds, (status, ms) => {
    times.push(ms);
    if (status < 200 || status >= 300) failures[status] = (failures[status] ?? 0) + 1;
  });
  return { times, failures, errors: result.errors + result.timeouts, seconds: result.duration };
}

function summarize(samples: Sample[]): LoadResult {
  const sorted = Float64Array.from(samples.flatMap((s) => s.times)).sort();
  const failures: Record<string, number> = {};
  for (const s of samples)
    for (const [status, n] of Object.entries(s.failures))
      failures[status] = (failures[status] ?? 0) + n;
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
  };
}

const warm = (baseUrl: string, request: LoadRequest, settings: LoadSettings) =>
  settings.warmup > 0
    ? run(baseUrl, request, settings.connections, settings.warmup, undefined)
    : undefined;

/**
 * Load at `connections` concurrent keep-alive connections for `duration` seconds, after a
 * warm-up. Latencies are every response's own time (autocannon's histogram keeps whole
 * milliseconds, too coarse for sub-millisecond baselines).
 */
export async function measure(
  baseUrl: string,
  request: LoadRequest,
  settings: LoadSettings,
): Promise<LoadResult> {
  await warm(baseUrl, request, settings);
  return summarize([await sample(baseUrl, request, settings.connections, settings.duration)]);
}

export interface Target {
  baseUrl: string;
  request: LoadRequest;
}

/**
 * A case and its baseline, each warmed up and then loaded for `duration` seconds in two halves,
 * in the order case, baseline, baseline, case: on a machine whose background load drifts, both
 * see the same conditions on average, so their ratio holds better than from back-to-back runs.
 */
export async function compare(
  subject: Target,
  baseline: Target,
  settings: LoadSettings,
): Promise<[LoadResult, LoadResult]> {
  const half = settings.duration / 2;
  const load = (t: Target) => sample(t.baseUrl, t.request, settings.connections, half);
  await warm(subject.baseUrl, subject.request, settings);
  await warm(baseline.baseUrl, baseline.request, settings);
  const first = await load(subject);
  const base1 = await load(baseline);
  const base2 = await load(baseline);
  const second = await load(subject);
  return [summarize([first, second]), summarize([base1, base2])];
}
