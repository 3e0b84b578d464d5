import { CATEGORIES, type Category, type RouteAudit } from './audit';

/** What a row shows: each figure the median of its runs, taken figure by figure. */
export interface Summary {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
}

export interface Row {
  route: string;
  /** CPU slowdown multiplier of Lighthouse's simulated throttling. */
  cpuSlowdown: number;
  runs: RouteAudit[];
  median: Summary;
  /** The run whose performance score is the median one: its failed audits are listed. */
  representative: RouteAudit;
  /**
   * Blocking time estimated from traces no DevTools client watched (uninspected.ts), at this
   * row's slowdown: one per run, and their median.
   */
  uninspectedTbtMs: number[];
}

export function median(values: number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each figure's median over the runs, separately (Lighthouse's advice for its own variance): a
 * slow LCP in one run and a long TBT in another do not make one row out of two bad runs.
 */
export function summarize(runs: RouteAudit[]): Summary {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(median(runs.map((run) => run.scores[id])))]),
    ) as Record<Category, number>,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
  };
}

/** The run with the median performance score. */
export function representativeRun(runs: RouteAudit[]): RouteAudit {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function markdownTable(header: string[], lines: string[][]): string {
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

/** One Markdown table for one CPU slowdown, so the output can be pasted into notes as is. */
export function formatTable(rows: Row[]): string {
  const header = [
    'route',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'LCP (s)',
    'TBT (ms)',
    'TBT no DevTools (ms)',
    'CLS',
    'JS KB',
  ];
  const lines = rows.map(({ route, median: m, uninspectedTbtMs }) => [
    route,
    String(m.scores.performance),
    String(m.scores.accessibility),
    String(m.scores['best-practices']),
    String(m.scores.seo),
    fixed(m.lcpMs / 1000, 2),
    fixed(m.tbtMs, 0),
    fixed(median(uninspectedTbtMs), 0),
    fixed(m.cls, 3),
    fixed(m.scriptBytes / 1024, 1),
  ]);
  return markdownTable(header, lines);
}

/** Audits below 1 in the representative run of any route, with the routes where each failed. */
export function formatFailures(rows: Row[]): string {
  const byAudit = new Map<string, { title: string; routes: string[] }>();
  for (const { route, representative } of rows) {
    for (const failure of representative.failing) {
      const entry = byAudit.get(failure.id) ?? { title: failure.title, routes: [] };
      entry.routes.push(`${route} (${failure.score.toFixed(2)})`);
      byAudit.set(failure.id, entry);
    }
  }
  if (byAudit.size === 0) return 'Every audit passed on every route.';
  return [...byAudit]
    .map(([id, { title, routes }]) => `- ${id}: ${title}\n    ${routes.join(', ')}`)
    .join('\n');
}
