/**
 * Lighthouse on every public page of the production build.
 *
 *   npm run lighthouse                      (or: npx tsx bench/lighthouse/run.ts [options])
 *     --no-build          use the existing build
 *     --runs=N            audit each route N times (default 3); every figure is the median of its runs
 *     --routes=/,/contato only these paths (default: every public route of apps/web/e2e/routes.ts)
 *     --slowdowns=4,8     the CPU slowdowns to audit at (default 4 and 8)
 *     --save=DIR          also write every run's full Lighthouse report (JSON) into DIR
 *     --no-results        print only; do not write into bench/results/lighthouse/
 *
 * Builds, starts apps/server/dist/main.js (NODE_ENV=production, as `npm start` runs it) on
 * 127.0.0.1 with a fresh embedded database and the demo content, audits each route with
 * Lighthouse's mobile preset in Debian's Chromium at each CPU slowdown, and writes one table per
 * slowdown (the four category scores, LCP, TBT, CLS and the JavaScript sent over the wire) to
 * bench/results/lighthouse/<date>.md and .json, and to latest.md and latest.json there, so two
 * runs can be compared. Scores depend on the machine: simulated throttling scales what this CPU
 * measured, so a busy machine reads slower; the JSON keeps Lighthouse's benchmark index of it.
 *
 * Beside Lighthouse's TBT, each round also traces one first visit of each route with no DevTools
 * client attached and estimates its blocking time the way Lighthouse's simulation would
 * (uninspected.ts): the column "TBT no DevTools" leaves out the work Lighthouse's own connection
 * adds to the page. About 15 s per route and round.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { type BuiltServer, startBuiltServer } from '../../apps/server/src/testing/built-server';
import { PUBLIC_ROUTES } from '../../apps/web/e2e/routes';
import { auditRoute, type RouteAudit } from './audit';
import { CHROME_FLAGS, findChromium } from './chromium';
import {
  formatFailures,
  formatTable,
  median,
  type Row,
  representativeRun,
  summarize,
} from './table';
import { estimateBlockingMs, traceUninspectedVisit } from './uninspected';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench/results/lighthouse');

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-results': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    slowdowns: { type: 'string', default: '4,8' },
    save: { type: 'string' },
  },
});

function positiveList(name: string, value: string): number[] {
  const numbers = value.split(',').map((item) => Number(item.trim()));
  if (numbers.length === 0 || numbers.some((n) => !Number.isFinite(n) || n < 1))
    throw new Error(`--${name} takes numbers of at least 1, comma-separated: ${value}`);
  return numbers;
}

const RUNS = positiveList('runs', args.runs)[0]!;
const SLOWDOWNS = positiveList('slowdowns', args.slowdowns);
const routes = args.routes
  ? args.routes
      .split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : PUBLIC_ROUTES;
for (const route of routes)
  if (!route.startsWith('/')) throw new Error(`--routes takes paths such as /contato: ${route}`);

function build(): void {
  console.log('Building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
}

/**
 * One audit in a Chromium of its own, as Lighthouse's command line does: a browser reused for
 * dozens of audits on a loaded machine now and then fails to record the trace (NO_NAVSTART), and
 * a fresh one also keeps each run independent of the last. Up to three tries.
 */
async function auditInFreshChromium(
  url: string,
  chromePath: string,
  slowdown: number,
): Promise<RouteAudit> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      return await auditRoute(url, chrome.port, slowdown);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  retrying ${url} at ${slowdown}×: ${(error as Error).message}`);
    } finally {
      chrome.kill();
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** What the build measured: the commit, and whether the working tree differed from it. */
function sourceFacts(): { commit: string; uncommitted: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
      .toString()
      .trim();
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
    }).toString();
    return { commit, uncommitted: status.trim().length > 0 };
  } catch {
    return { commit: 'unknown', uncommitted: false };
  }
}

const fileName = (route: string) =>
  route.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '_');

function report(rows: Row[], facts: Record<string, string>): string {
  const sections = SLOWDOWNS.flatMap((slowdown) => {
    const these = rows.filter((row) => row.cpuSlowdown === slowdown);
    return [
      `## ${slowdown}× CPU slowdown`,
      '',
      formatTable(these),
      '',
      'Audits not passed (the run with the median performance score):',
      '',
      formatFailures(these),
      '',
    ];
  });
  return [
    `# Lighthouse, ${facts.date}`,
    '',
    ...Object.entries(facts)
      .filter(([name]) => name !== 'date')
      .map(([name, value]) => `- ${name}: ${value}`),
    '',
    ...sections,
  ].join('\n');
}

async function main(): Promise<void> {
  if (!args['no-build']) build();
  const chromePath = findChromium();
  // Debian's wrapper script prints a harmless shell warning on stderr with --version.
  const chromeVersion = execFileSync(chromePath, ['--version'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
  const dataDir = mkdtempSync(join(tmpdir(), 'oficina-lighthouse-'));
  const started = new Date();
  let server: BuiltServer | undefined;
  const stop = async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    // startBuiltServer: NODE_ENV=production, 127.0.0.1 only, rate limits out of reach.
    server = await startBuiltServer(dataDir, { SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
    const total = RUNS * routes.length * SLOWDOWNS.length;
    console.log(
      `Server ${server.baseUrl}, ${chromeVersion} (${chromePath}); ${routes.length} route(s) × ` +
        `${SLOWDOWNS.map((n) => `${n}×`).join(', ')} CPU × ${RUNS} run(s) = ${total} audits`,
    );
    // One load first, so the server's start-up work (caches, JIT) is not counted on the first route.
    await fetch(`${server.baseUrl}/`).then((res) => res.text());
    const runs = new Map<string, RouteAudit[]>();
    const uninspected = new Map<string, number[]>();
    const key = (route: string, slowdown: number) => `${slowdown} ${route}`;
    let done = 0;
    // Round by round over every route, so a change in the machine's load during the run weighs
    // on every route alike instead of on the routes audited last.
    for (let round = 0; round < RUNS; round++)
      for (const route of routes) {
        const trace = await traceUninspectedVisit(`${server.baseUrl}${route}`, chromePath);
        const estimates = SLOWDOWNS.map((slowdown) => {
          const estimate = estimateBlockingMs(trace, slowdown);
          const earlier = uninspected.get(key(route, slowdown)) ?? [];
          uninspected.set(key(route, slowdown), [...earlier, estimate]);
          return `${slowdown}× TBT ≈ ${estimate.toFixed(0)} ms`;
        });
        console.log(`  ${route} round ${round + 1} without DevTools: ${estimates.join(', ')}`);
        for (const slowdown of SLOWDOWNS) {
          const audit = await auditInFreshChromium(
            `${server.baseUrl}${route}`,
            chromePath,
            slowdown,
          );
          runs.set(key(route, slowdown), [...(runs.get(key(route, slowdown)) ?? []), audit]);
          done++;
          if (args.save) {
            mkdirSync(args.save, { recursive: true });
            writeFileSync(
              join(args.save, `${fileName(route)}-${slowdown}x-${round + 1}.json`),
              audit.report,
            );
          }
          const { scores } = audit;
          console.log(
            `  [${done}/${total}] ${route} ${slowdown}× run ${round + 1}: ` +
              `${scores.performance}/${scores.accessibility}/${scores['best-practices']}/${scores.seo}, ` +
              `TBT ${audit.tbtMs.toFixed(0)} ms, LCP ${(audit.lcpMs / 1000).toFixed(2)} s`,
          );
        }
      }

    const rows: Row[] = SLOWDOWNS.flatMap((slowdown) =>
      routes.map((route) => {
        const these = runs.get(key(route, slowdown))!;
        return {
          route,
          cpuSlowdown: slowdown,
          runs: these,
          median: summarize(these),
          representative: representativeRun(these),
          uninspectedTbtMs: uninspected.get(key(route, slowdown)) ?? [],
        };
      }),
    );
    const all = rows.flatMap((row) => row.runs);
    const source = sourceFacts();
    const facts: Record<string, string> = {
      date: started.toISOString(),
      build: `commit ${source.commit}${source.uncommitted ? ' with uncommitted changes' : ''}${args['no-build'] ? ', existing build (--no-build)' : ''}`,
      lighthouse: `${all[0]?.lighthouseVersion ?? '?'}, mobile preset (Moto G Power screen, slow 4G, simulated throttling), all four categories`,
      browser: `${chromeVersion}, ${CHROME_FLAGS.slice(0, 3).join(' ')}`,
      server:
        'apps/server/dist/main.js, NODE_ENV=production, PGlite with the demo content, 127.0.0.1',
      machine: `${cpus()[0]?.model.trim() ?? '?'} × ${cpus().length}, Node ${process.version}, load average at the end ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
      'benchmark index': `${median(all.map((run) => run.benchmarkIndex)).toFixed(0)} (Lighthouse's measure of this machine's speed, median; higher is faster)`,
      runs: `${RUNS} per route and slowdown; each figure is the median of its runs, figure by figure`,
      'TBT no DevTools':
        'estimated from a first visit traced with no DevTools client attached (one per route and run): Σ max(0, slowdown × task − 50 ms) over main-thread tasks after the first contentful paint',
      'JS KB': 'scripts over the wire (compressed, response headers included)',
      took: `${((Date.now() - started.getTime()) / 60_000).toFixed(1)} min`,
    };
    const markdown = report(rows, facts);
    console.log(`\n${markdown}`);

    if (!args['no-results']) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      const stamp = started
        .toISOString()
        .replace(/\.\d+Z$/, 'Z')
        .replaceAll(':', '-');
      const json = {
        ...facts,
        commit: source.commit,
        uncommitted: source.uncommitted,
        cpuSlowdowns: SLOWDOWNS,
        routes,
        runsPerRoute: RUNS,
        results: rows.map(
          ({ route, cpuSlowdown, runs: these, median: m, representative, uninspectedTbtMs }) => ({
            route,
            cpuSlowdown,
            median: { ...m, uninspectedTbtMs: median(uninspectedTbtMs) },
            uninspectedTbtMs,
            runs: these.map(({ scores, lcpMs, tbtMs, cls, scriptBytes, benchmarkIndex }) => ({
              scores,
              lcpMs,
              tbtMs,
              cls,
              scriptBytes,
              benchmarkIndex,
            })),
            failing: representative.failing,
          }),
        ),
      };
      for (const name of [stamp, 'latest']) {
        writeFileSync(join(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
        writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
      }
      console.log(`\n(written to bench/results/lighthouse/${stamp}.md and .json, and latest.*)`);
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
