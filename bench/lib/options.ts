import { parseArgs } from 'node:util';

/** Every case the suite knows, in the order it runs them. */
export const CASE_IDS = [
  'home',
  'services-page',
  'api-services',
  'trpc-services',
  'inbox',
  'availability',
  'login',
  'contact',
] as const;
export type CaseId = (typeof CASE_IDS)[number];

export const DATABASE_KINDS = ['postgres', 'pglite'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export interface BenchOptions {
  build: boolean;
  cases: CaseId[];
  coldStart: boolean;
  databases: DatabaseKind[];
  /** Seconds of each measured run. */
  duration: number;
  /** Seconds of the unrecorded run before each measured one. */
  warmup: number;
  connections: number;
  /** Raised so the load gets no 429s, or off to see what counting them costs. */
  rateLimits: 'raised' | 'off';
  /** A PostgreSQL server to create the databases in, instead of a cluster of the bench's own. */
  postgresUrl: string | undefined;
  /** Where the markdown and JSON results go; null: not written. */
  resultsDir: string | null;
}

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

function positive(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < min) throw new Error(`${name} must be ≥ ${min}`);
  return number;
}

/**
 * Command line and environment: `--no-build`, BENCH_ONLY=home,inbox,cold-start,…,
 * BENCH_DB=pglite|postgres, BENCH_DURATION (s), BENCH_WARMUP (s), BENCH_CONNECTIONS,
 * BENCH_RATE_LIMITS=raised|off, BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
export function readOptions(
  argv = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-results': { type: 'boolean', default: false },
    },
  });
  const only = list(env.BENCH_ONLY);
  const known = new Set<string>([...CASE_IDS, 'cold-start']);
  const unknown = only?.filter((id) => !known.has(id)) ?? [];
  if (unknown.length)
    throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
  const databases = list(env.BENCH_DB) ?? [...DATABASE_KINDS];
  for (const kind of databases)
    if (!(DATABASE_KINDS as readonly string[]).includes(kind))
      throw new Error(`BENCH_DB: unknown ${kind} (known: ${DATABASE_KINDS.join(', ')})`);
  return {
    build: !values['no-build'] && env.BENCH_BUILD !== 'false',
    cases: CASE_IDS.filter((id) => !only || only.includes(id)),
    coldStart: !only || only.includes('cold-start'),
    databases: DATABASE_KINDS.filter((kind) => databases.includes(kind)),
    duration: positive('BENCH_DURATION', env.BENCH_DURATION ?? '5', 1),
    warmup: positive('BENCH_WARMUP', env.BENCH_WARMUP ?? '1', 0),
    connections: positive('BENCH_CONNECTIONS', env.BENCH_CONNECTIONS ?? '10', 1),
    rateLimits: env.BENCH_RATE_LIMITS === 'off' ? 'off' : 'raised',
    postgresUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    resultsDir: values['no-results'] ? null : 'bench/results',
  };
}
