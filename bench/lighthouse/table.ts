import type { RouteAudit } from './audit';

export interface Row {
  route: string;
  audit: RouteAudit;
}

/** A Markdown table, so the output can be pasted into notes as is. */
export function formatTable(rows: Row[]): string {
  const header = [
    'route',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'LCP (s)',
    'TBT (ms)',
    'CLS',
    'JS gzip KB',
  ];
  const lines = rows.map(({ route, audit }) => [
    route,
    String(audit.scores.performance),
    String(audit.scores.accessibility),
    String(audit.scores['best-practices']),
    String(audit.scores.seo),
    (audit.lcpMs / 1000).toFixed(2),
    audit.tbtMs.toFixed(0),
    audit.cls.toFixed(3),
    (audit.scriptBytes / 1024).toFixed(1),
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}

/** Audits below 1 on any route, with the routes where each one failed. */
export function formatFailures(rows: Row[]): string {
  const byAudit = new Map<string, { title: string; routes: string[] }>();
  for (const { route, audit } of rows) {
    for (const failure of audit.failing) {
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
