import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';

/**
 * A flood of page renders nobody has asked for before: `addresses` loopback clients each fetch
 * `pagesEach` distinct search pages (`/busca?q=…` is rendered for every new query), four at a
 * time per client, while a client from another address asks for /api/health every 100 ms.
 * Reports how the server's memory grew (peak resident set, read from /proc) and how long the
 * health checks took. Shared by the flood test and `npm run bench:floods`.
 */
export interface RenderFloodReport {
  statuses: Record<number, number>;
  rssBeforeMb: number;
  rssPeakGrowthMb: number;
  healthMs: number[];
  healthFailures: number;
}

const MB = 1024 * 1024;

/** Resident memory of a Linux process now, and at its peak since the last reset, in bytes. */
export function residentMemory(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { now: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

/** Starts a new peak for VmHWM (Linux: writing 5 to clear_refs resets the high-water mark). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** One GET from a given local address; resolves with the status (0 when the socket failed). */
export function getFrom(
  port: number,
  localAddress: string,
  path: string,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path,
        agent: false,
        headers: { accept: 'text/html' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    // A server that stops answering is a finding, not a test that hangs.
    req.setTimeout(30_000, () => req.destroy());
    req.end();
  });
}

export async function floodRenders(
  port: number,
  pid: number,
  { addresses = 25, pagesEach = 60, perClient = 4 } = {},
): Promise<RenderFloodReport> {
  const statuses: Record<number, number> = {};
  const healthMs: number[] = [];
  let healthFailures = 0;
  const rssBefore = residentMemory(pid).now;
  resetPeakMemory(pid);

  let flooding = true;
  const probe = (async () => {
    while (flooding) {
      const answer = await getFrom(port, '127.0.0.250', '/api/health');
      if (answer.status === 200) healthMs.push(answer.ms);
      else healthFailures++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const client = async (index: number) => {
    const address = `127.0.1.${index + 1}`;
    let next = 0;
    const worker = async () => {
      while (next < pagesEach) {
        const page = next++;
        const answer = await getFrom(
          port,
          address,
          `/busca?q=${encodeURIComponent(`consulta ${index} ${page} ar condicionado`)}`,
        );
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: perClient }, worker));
  };
  await Promise.all(Array.from({ length: addresses }, (_, index) => client(index)));
  flooding = false;
  await probe;

  return {
    statuses,
    rssBeforeMb: rssBefore / MB,
    rssPeakGrowthMb: (residentMemory(pid).peak - rssBefore) / MB,
    healthMs,
    healthFailures,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
