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
  if (settings.warmup > 0)
    await run(baseUrl, request, settings.connections, settings.warmup, undefined);
  const times: number[] = [];
  const failures: Record<string, number> = {};
  const result = await run(baseUrl, request, settings.connections, settings.duration, (s, ms) => {
    times.push(ms);
    if (s < 200 || s >= 300) failures[s] = (failures[s] ?? 0) + 1;
  });
  const sorted = Float64Array.from(times).sort();
  return {
    requests: times.length,
    rps: times.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
    errors: result.errors + result.timeouts,
  };
}
