import { openSync, readSync, statSync } from 'node:fs';
import { afterEach, beforeEach, inject } from 'vitest';

/**
 * The shared server's log is a test output: a line at error level (pino 50 and up) written
 * while a browser test ran fails that test, unless it declared the line with
 * `expectServerErrorLog`. A healthy server logs nothing at error level.
 */
let offset = 0;
let expected: RegExp[] = [];

export function expectServerErrorLog(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

function readSince(path: string, from: number): string {
  const size = statSync(path).size;
  if (size <= from) return '';
  const buffer = Buffer.alloc(size - from);
  const fd = openSync(path, 'r');
  readSync(fd, buffer, 0, buffer.length, from);
  return buffer.toString('utf8');
}

beforeEach(() => {
  offset = statSync(inject('e2e').serverLog).size;
  expected = [];
});

afterEach(async () => {
  // Lines of the test's last requests may still be on their way.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const errors = readSince(inject('e2e').serverLog, offset)
    .split('\n')
    .filter((line) => {
      if (!line.startsWith('{')) return false;
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    })
    .filter((line) => !expected.some((pattern) => pattern.test(line)));
  if (errors.length > 0)
    throw new Error(
      `the server logged ${errors.length} unexpected error line(s) during this test:\n` +
        errors.map((line) => line.slice(0, 2000)).join('\n'),
    );
});
