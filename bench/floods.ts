/**
 * `npm run bench:floods`: the render flood on the production build (embedded database, demo
 * workshop, the default render limit of 60 a minute per address): 25 loopback addresses each
 * ask for 60 search pages nobody asked for before, 4 at a time, while another address asks
 * for /api/health every 100 ms. Prints and records the health check's median and 95th
 * percentile before and during the flood, and how far the server's memory peaked above where
 * it started. Run it on a quiet machine: the figures are latencies.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  builtServerExists,
  killBuiltServers,
  startBuiltServer,
} from '../apps/server/src/testing/built-server';
import { floodRenders, getFrom, median } from '../apps/server/src/testing/render-flood';
import { REPO_ROOT } from './lib/processes';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

if (!builtServerExists()) {
  console.log('Build first: npm run build');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'oficina-bench-floods-'));
const server = await startBuiltServer(dataDir, { SEED_DEMO: 'true', RATE_LIMIT_RENDERS: '60' });
try {
  const port = Number(new URL(server.baseUrl).port);
  const quiet: number[] = [];
  for (let i = 0; i < 40; i++) quiet.push((await getFrom(port, '127.0.0.250', '/api/health')).ms);
  const started = performance.now();
  const report = await floodRenders(port, server.process.pid as number);
  const seconds = (performance.now() - started) / 1000;
  const lines = [
    `# Render flood (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores)`,
    '',
    '25 addresses × 60 distinct `/busca?q=` pages, 4 at a time per address; /api/health every 100 ms from another address.',
    '',
    '| measure | value |',
    '| --- | --- |',
    `| health median, quiet | ${ms(median(quiet))} |`,
    `| health median, during the flood | ${ms(median(report.healthMs))} |`,
    `| health p95, during the flood | ${ms(percentile(report.healthMs, 0.95))} |`,
    `| health checks failed | ${report.healthFailures} of ${report.healthFailures + report.healthMs.length} |`,
    `| answers | ${Object.entries(report.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')} |`,
    `| flood duration | ${seconds.toFixed(1)} s |`,
    `| resident memory before | ${report.rssBeforeMb.toFixed(0)} MB |`,
    `| resident memory peak growth | ${report.rssPeakGrowthMb.toFixed(0)} MB |`,
  ];
  console.log(lines.join('\n'));
  if (!process.argv.includes('--no-results')) {
    const folder = join(REPO_ROOT, 'bench/results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'floods.md'), `${lines.join('\n')}\n`);
  }
} finally {
  await killBuiltServers([server]);
  rmSync(dataDir, { recursive: true, force: true });
}
