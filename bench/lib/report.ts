import { cpus, loadavg } from 'node:os';
import type { BenchCase } from './cases';
import { verdict } from './cases';
import type { LoadResult } from './load';

export interface CaseOutcome {
  benchCase: BenchCase;
  result: LoadResult;
  baseline: LoadResult;
  /** The run at the goal's own concurrency, for a latency goal. */
  alone?: LoadResult;
  /** Bytes of one answer (case / baseline), to show both send the same thing. */
  bytes: [number, number];
}

export interface ColdStart {
  database: string;
  /** Until GET / answered 200. */
  ms: number;
  /** Until the demo content was seeded and until the server listened (from its log). */
  seededMs?: number;
  listeningMs?: number;
}

export const COLD_START_GOAL_MS = 10_000;

export function machineFacts(): string[] {
  const cpu = cpus();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return [
    `CPU: ${cpu[0]?.model.trim() ?? '?'} × ${cpu.length}`,
    `load average (1/5/15 min): ${load}`,
    `Node ${process.version} on ${process.platform}/${process.arch}`,
  ];
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
    ...rows.map(line),
  ];
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const ms = (n: number) => fixed(n, n < 10 ? 2 : 1);

function problems(result: LoadResult): string {
  const statuses = Object.entries(result.failures).map(([status, n]) => `${n}× ${status}`);
  if (result.errors) statuses.push(`${result.errors} errors`);
  return statuses.join(', ');
}

export function caseTable(outcomes: CaseOutcome[]): string[] {
  const rows = outcomes.map(({ benchCase, result, baseline, alone }) => {
    const ratio = result.rps / baseline.rps;
    const trouble = [problems(result), problems(baseline) && `baseline: ${problems(baseline)}`]
      .filter(Boolean)
      .join('; ');
    return [
      benchCase.label,
      fixed(result.rps, 0),
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      fixed(baseline.rps, 0),
      ms(baseline.p50),
      `${fixed(ratio, 2)}×`,
      [verdict(benchCase.goal, ratio, alone), trouble && `⚠ ${trouble}`].filter(Boolean).join(' '),
    ];
  });
  return table(
    ['case', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'base req/s', 'base p50', 'ratio', 'goal'],
    rows,
  );
}

export function baselineLegend(outcomes: CaseOutcome[]): string[] {
  return outcomes.map(
    ({ benchCase, bytes }) =>
      `- ${benchCase.label}: baseline = ${benchCase.baseline.label} (one answer: ${bytes[0]} B, baseline ${bytes[1]} B)`,
  );
}

export function coldStartTable(starts: ColdStart[]): string[] {
  const seconds = (ms: number | undefined) => (ms === undefined ? '–' : fixed(ms / 1000, 2));
  return table(
    ['cold start (empty database)', 'seeded s', 'listening s', 'GET / 200 s', 'goal'],
    starts.map(({ database, ms, seededMs, listeningMs }) => [
      database,
      seconds(seededMs),
      seconds(listeningMs),
      seconds(ms),
      `< ${COLD_START_GOAL_MS / 1000} s ${ms < COLD_START_GOAL_MS ? 'met' : 'MISSED'}`,
    ]),
  );
}
