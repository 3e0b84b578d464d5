/**
 * Lighthouse on every public page of the production build.
 *
 *   npm run lighthouse                      (or: npx tsx bench/lighthouse/run.ts [options])
 *     --no-build        use the existing build
 *     --runs N          audit each route N times and keep the run with the median performance score
 *     --routes a,b      only these paths (default: every public route of apps/web/e2e/routes.ts)
 *     --save DIR        also write each route's full Lighthouse report (JSON) into DIR
 *
 * Builds, starts apps/server/dist/main.js on a free port with a fresh embedded database and the
 * demo content, audits each route with Lighthouse's default (mobile) configuration in Debian's
 * Chromium, and prints one table: the four category scores, LCP, TBT, CLS and the JavaScript
 * sent over the wire. Scores depend on the machine: simulated throttling scales what this CPU
 * measured, so a busy machine reads slower.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { type BuiltServer, startBuiltServer } from '../../apps/server/src/testing/built-server';
import { PUBLIC_ROUTES } from '../../apps/web/e2e/routes';
import { auditRoute, type RouteAudit } from './audit';
import { CHROME_FLAGS, findChromium } from './chromium';
import { formatFailures, formatTable, type Row } from './table';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    routes: { type: 'string' },
    save: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const routes = args.routes ? args.routes.split(',').map((route) => route.trim()) : PUBLIC_ROUTES;

function build(): void {
  console.log('Building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
}

/** The run whose performance score is the median of the runs (Lighthouse's own advice for variance). */
function medianRun(audits: RouteAudit[]): RouteAudit {
  const sorted = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): one more try. */
async function auditWithRetry(url: string, port: number): Promise<RouteAudit> {
  try {
    return await auditRoute(url, port);
  } catch (error) {
    console.warn(`  retrying ${url}: ${(error as Error).message}`);
    return auditRoute(url, port);
  }
}

async function main(): Promise<void> {
  if (!args['no-build']) build();
  const chromePath = findChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'oficina-lighthouse-'));
  let server: BuiltServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stop = async () => {
    chrome?.kill();
    chrome = undefined;
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
    server = await startBuiltServer(dataDir, { SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    console.log(`Server ${server.baseUrl}, Chromium ${chromePath}, ${RUNS} run(s) per route`);
    // One load first, so the server's start-up work (caches, JIT) is not counted on the first route.
    await fetch(`${server.baseUrl}/`).then((res) => res.text());
    const rows: Row[] = [];
    for (const route of routes) {
      const audits: RouteAudit[] = [];
      for (let run = 0; run < RUNS; run++)
        audits.push(await auditWithRetry(`${server.baseUrl}${route}`, chrome.port));
      const audit = medianRun(audits);
      rows.push({ route, audit });
      if (args.save) {
        mkdirSync(args.save, { recursive: true });
        const name = route.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '_');
        writeFileSync(join(args.save, `${name}.json`), audit.report);
      }
      const { scores } = audit;
      console.log(
        `  ${route}: ${scores.performance}/${scores.accessibility}/${scores['best-practices']}/${scores.seo}`,
      );
    }
    console.log(`\n${formatTable(rows)}\n\nAudits not passed:\n${formatFailures(rows)}`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
