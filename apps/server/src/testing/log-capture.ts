/**
 * The server's log is a test output: every line at error level (pino level 50 and up) that a
 * test's servers write, and every `console.error`, is collected here, and the test fails after
 * it ends unless it declared that line with `expectErrorLog`. A healthy server logs nothing at
 * error level, so such a line is a bug the test would otherwise hide.
 */

/** pino's number for `error`. */
export const ERROR_LEVEL = 50;

interface Captured {
  source: string;
  text: string;
}

let captured: Captured[] = [];
let expected: RegExp[] = [];

/** Declares, for the running test, error lines it provokes on purpose. */
export function expectErrorLog(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

/** Records one line of a server's JSON log if it is at error level or above. */
export function recordLogLine(line: string, source = 'server log'): void {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{')) return;
  let entry: { level?: unknown };
  try {
    entry = JSON.parse(trimmed);
  } catch {
    return;
  }
  if (typeof entry.level === 'number' && entry.level >= ERROR_LEVEL)
    captured.push({ source, text: trimmed });
}

/** Records a `console.error` call. */
export function recordConsoleError(args: unknown[]): void {
  const text = args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
    .join(' ');
  captured.push({ source: 'console.error', text });
}

/**
 * A pino destination for an app built in the test process: whole lines go to `recordLogLine`.
 * pino writes one JSON line per call.
 */
export const captureStream = {
  write(chunk: string): void {
    for (const line of chunk.split('\n')) if (line) recordLogLine(line);
  },
};

/**
 * Follows a child process's output (a built server), line by line, into the capture. Lines may
 * arrive split across chunks, so the unfinished tail waits for the next chunk.
 */
export function captureChildOutput(source: string): (chunk: Buffer | string) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) recordLogLine(line, source);
  };
}

/** The lines no declaration covers, and a fresh start for the next test. */
export function takeUnexpectedErrors(): string[] {
  const unexpected = captured
    .filter(({ text }) => !expected.some((pattern) => pattern.test(text)))
    .map(
      ({ source, text }) => `${source}: ${text.length > 2000 ? `${text.slice(0, 2000)}…` : text}`,
    );
  captured = [];
  expected = [];
  return unexpected;
}
