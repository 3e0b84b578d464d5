/**
 * The benchmark suite: `npm run bench` (options: --no-build, --no-results; env BENCH_ONLY,
 * BENCH_DB, BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_RATE_LIMITS,
 * BENCH_DATABASE_URL).
 *
 * Builds the server, then for PostgreSQL (a throwaway cluster) and PGlite (a temporary data
 * directory): times a cold start on an empty database, and runs the production server on the
 * demo workshop with 10 000 contact messages, loading each case with autocannon and then its
 * baseline (a bare Fastify route doing only the essential work, bench/baseline-server.ts) with
 * the same settings, in the same run. Prints one table per database; everything it started is
 * stopped and deleted at the end, also on error or Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtServerExists } from '../apps/server/src/testing/built-server';
import { type BenchCase, benchCases } from './lib/cases';
import { cleanUp, onCleanUp } from './lib/cleanup';
import { INBOX_ROWS } from './lib/contact-fixture';
import {
  databaseConfig,
  emptyTarget,
  type PostgresServer,
  prepareDatabase,
  startPostgres,
} from './lib/databases';
import { compare, type LoadRequest, type LoadSettings, measure } from './lib/load';
import { type BenchOptions, type DatabaseKind, readOptions } from './lib/options';
import {
  ADMIN,
  REPO_ROOT,
  rateLimitEnv,
  type Started,
  spawnListening,
  startServer,
} from './lib/processes';
import {
  baselineLegend,
  type CaseOutcome,
  type ColdStart,
  caseTable,
  coldStartTable,
  machineFacts,
} from './lib/report';

let rateLimits: Record<string, string> = {};
const NAMES: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const report: string[] = [];
const say = (...lines: string[]) => {
  for (const line of lines) console.log(line);
  report.push(...lines);
};
const progress = (text: string) => console.log(`  … ${text}`);

function build() {
  progress('building the server (turbo, like npm start)');
  const turbo = join(REPO_ROOT, 'node_modules/.bin/turbo');
  const built = spawnSync(
    turbo,
    ['run', 'build', '--filter=@oficina/server', '--output-logs=errors-only'],
    { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (built.status !== 0) throw new Error(`build failed (exit ${built.status})`);
}

/** One answer, checked: 200 and what the case expects. Returns its size in bytes. */
async function probe(baseUrl: string, request: LoadRequest, what: string): Promise<number> {
  const res = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: {
      'accept-encoding': 'identity',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200)
    throw new Error(`${what}: ${request.method} ${request.path} answered ${res.status}: ${body}`);
  return body.length;
}

async function inboxTotal(server: Started, token: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/contacts?page=1&page_size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { total: number }).total;
}

async function signIn(server: Started): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

async function coldStart(
  kind: DatabaseKind,
  postgres: PostgresServer | undefined,
): Promise<ColdStart> {
  const target = await emptyTarget(kind, postgres, `oficina_bench_cold_${process.pid}`);
  progress(`${NAMES[kind]}: cold start on an empty database`);
  // Info logs for the start-up's milestones (main.ts: demo content created, ready).
  const server = await startServer(
    target,
    rateLimits,
    '/',
    { LOG_LEVEL: 'info' },
    {
      seeded: /conteúdo de demonstração criado/,
      listening: /pronto em/,
    },
  );
  await server.stop();
  return {
    database: `${NAMES[kind]} (migrate + seed + admin)`,
    ms: server.readyMs,
    seededMs: server.marks.seeded,
    listeningMs: server.marks.listening,
  };
}

async function runCases(
  kind: DatabaseKind,
  postgres: PostgresServer | undefined,
  cases: BenchOptions['cases'],
  settings: LoadSettings,
): Promise<CaseOutcome[]> {
  const target = await emptyTarget(kind, postgres, `oficina_bench_${process.pid}`);
  progress(`${NAMES[kind]}: migrations, demo content and ${INBOX_ROWS} contact messages`);
  await prepareDatabase(databaseConfig(target));
  const server = await startServer(target, rateLimits);
  onCleanUp(`${NAMES[kind]} server`, server.stop);
  progress(`${NAMES[kind]}: server ready in ${(server.readyMs / 1000).toFixed(1)} s; baseline`);
  const baseline = await spawnListening(
    'baseline',
    ['--import', 'tsx', join(REPO_ROOT, 'bench/baseline-server.ts')],
    {
      NODE_ENV: 'production',
      BASELINE_DATABASE_URL: target.kind === 'postgres' ? target.url : '',
      BASELINE_PAGES_FROM: server.baseUrl,
      BASELINE_PAGES: '/,/servicos',
    },
    '/ready',
  );
  onCleanUp(`${NAMES[kind]} baseline`, baseline.stop);

  const token = await signIn(server);
  const total = await inboxTotal(server, token);
  if (total < INBOX_ROWS) throw new Error(`the inbox holds ${total} messages, not ${INBOX_ROWS}`);

  const outcomes: CaseOutcome[] = [];
  const selected = benchCases(token).filter((c: BenchCase) => cases.includes(c.id));
  for (const benchCase of selected) {
    const bytes: [number, number] = [
      await probe(server.baseUrl, benchCase.request, benchCase.label),
      await probe(baseline.baseUrl, benchCase.baseline.request, `${benchCase.label} baseline`),
    ];
    progress(`${NAMES[kind]}: ${benchCase.label}`);
    const [result, base] = await compare(
      { baseUrl: server.baseUrl, request: benchCase.request },
      { baseUrl: baseline.baseUrl, request: benchCase.baseline.request },
      settings,
    );
    const goal = benchCase.goal;
    const alone =
      goal?.kind === 'p95'
        ? await measure(server.baseUrl, benchCase.request, {
            ...settings,
            connections: goal.connections,
          })
        : undefined;
    outcomes.push({ benchCase, result, baseline: base, alone, bytes });
  }
  await baseline.stop();
  await server.stop();
  return outcomes;
}

async function main() {
  const options = readOptions();
  const settings: LoadSettings = {
    connections: options.connections,
    duration: options.duration,
    warmup: options.warmup,
  };
  rateLimits = rateLimitEnv(options.rateLimits);
  const started = Date.now();
  say(`# npm run bench — ${new Date().toISOString()}`, '', ...machineFacts().map((f) => `- ${f}`));
  say(
    `- load: autocannon, ${settings.connections} connections, ${settings.duration} s per run after ` +
      `a ${settings.warmup} s warm-up, in halves ordered case, baseline, baseline, case; same settings; no Accept-Encoding, no If-None-Match`,
    options.rateLimits === 'off'
      ? '- rate limits OFF for the run (BENCH_RATE_LIMITS=off: RATE_LIMIT_API/LOGIN/CONTACT=0), unlike production'
      : `- rate limits raised for the run (${Object.entries(rateLimits)
          .map(([k, v]) => `${k}=${v}`)
          .join(
            ', ',
          )}) so the load is not answered 429; each /api and /trpc request still counts itself in the database, as in production`,
    '- server: apps/server/dist/main.js, NODE_ENV=production, LOG_LEVEL=warn, SEED_DEMO=true',
  );
  if (options.build) build();
  if (!builtServerExists())
    throw new Error('apps/server/dist/main.js is missing: run without --no-build');

  let postgres: PostgresServer | undefined;
  if (options.databases.includes('postgres')) {
    progress('starting PostgreSQL');
    postgres = await startPostgres(options.postgresUrl);
    say(`- PostgreSQL ${postgres.version}: ${postgres.origin}`);
  }

  const coldStarts: ColdStart[] = [];
  const byDatabase: Partial<Record<DatabaseKind, CaseOutcome[]>> = {};
  for (const kind of options.databases) {
    if (options.coldStart) coldStarts.push(await coldStart(kind, postgres));
    if (options.cases.length === 0) continue;
    const outcomes = await runCases(kind, postgres, options.cases, settings);
    byDatabase[kind] = outcomes;
    say('', `## ${NAMES[kind]}`, '', ...caseTable(outcomes), '', ...baselineLegend(outcomes));
  }
  if (coldStarts.length) say('', ...coldStartTable(coldStarts));
  say(
    '',
    `- ratio = case req/s ÷ baseline req/s; p50/p95/p99 from every response's own time, at ${settings.connections} connections`,
    `- load average at the end: ${machineFacts()[1]!.split(': ')[1]}; took ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  if (options.resultsDir) {
    const dir = join(REPO_ROOT, options.resultsDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'latest.md'), `${report.join('\n')}\n`);
    const json = {
      date: new Date(started).toISOString(),
      machine: machineFacts(),
      settings,
      rateLimits,
      // Numbers only: the requests carry a session token.
      byDatabase: Object.fromEntries(
        Object.entries(byDatabase).map(([kind, outcomes]) => [
          kind,
          outcomes.map(({ benchCase, result, baseline, alone, bytes }) => ({
            case: benchCase.id,
            label: benchCase.label,
            baseline: benchCase.baseline.label,
            ratio: result.rps / baseline.rps,
            result,
            baselineResult: baseline,
            alone,
            bytes,
          })),
        ]),
      ),
      coldStarts,
    };
    writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\n(written to ${options.resultsDir}/latest.md and latest.json)`);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
