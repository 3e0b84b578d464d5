/**
 * `npm test`: every test, in two vitest processes side by side.
 *
 * One vitest process on a two-core machine runs one test file at a time (it keeps a core for
 * itself), and the browser tests must run one at a time anyway (one Chromium, one shared server).
 * So the browser tests run in one process and every other project (unit, web, integration on
 * PGlite and on PostgreSQL, and any project added later) in another, side by side. The suite
 * then takes about as long as its longer half: on CI the whole run went from 44 minutes, with
 * everything one file after another, to 32–38.
 *
 * With arguments (`npm test -- apps/server/src/rest/users.test.ts`, `npm test -- --project
 * unit`), it is a single `vitest run` with those arguments, as before.
 */
import { spawnSync } from 'node:child_process';
import concurrently from 'concurrently';

const args = process.argv.slice(2);

if (args.length > 0) {
  const run = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const { result } = concurrently(
  [
    { name: 'server', command: "npx vitest run --project '!browser'" },
    { name: 'browser', command: 'npx vitest run --project browser' },
  ],
  // Both halves always run to the end: a failure in one says nothing about the other.
  { prefix: 'name', killOthersOn: [], successCondition: 'all' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
