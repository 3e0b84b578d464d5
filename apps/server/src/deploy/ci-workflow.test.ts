import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Workflow {
  jobs: Record<
    string,
    {
      strategy?: { matrix?: { node?: number[] } };
      container?: string;
      services?: Record<string, { image: string }>;
      env?: Record<string, string>;
      steps: { run?: string }[];
    }
  >;
}

describe('GitHub workflow (.github/workflows/ci.yml)', () => {
  const workflow = parse(read('.github/workflows/ci.yml')) as Workflow;
  const job = workflow.jobs.test!;

  it('runs the npm commands of .ci/run, in its order, on Node 20, 22 and 24', () => {
    const commands = (text: string) => text.match(/^\s*npm (?:ci|run \w+|test)\b.*$/gm) ?? [];
    const local = commands(read('.ci/run')).map((line) => line.trim());
    const remote = job.steps.flatMap((step) => commands(step.run ?? '')).map((l) => l.trim());
    expect(remote).toEqual(local);
    expect(job.strategy?.matrix?.node).toEqual([20, 22, 24]);
    expect(job.container).toMatch(/\{\{ matrix\.node \}\}/);
  });

  it('gives the tests a PostgreSQL service and Chromium', () => {
    const url = new URL(job.env!.TEST_DATABASE_URL!);
    expect(job.services?.[url.hostname]?.image).toMatch(/^postgres:/);
    expect(job.steps.some((step) => step.run?.includes('scripts/ensure-chromium.sh'))).toBe(true);
  });
});
