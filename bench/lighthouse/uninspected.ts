import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_FLAGS } from './chromium';

/**
 * Blocking time of a first visit as a visitor's browser pays it: estimated from a trace that no
 * DevTools client watched.
 *
 * Lighthouse drives Chromium over the DevTools protocol, and while a client is attached the
 * browser does work a phone in a visitor's hand does not. With the protocol attached, every
 * Error object created records a detailed stack, and V8 then works out the source positions of
 * each function on that stack by parsing it again. React's renderer creates five such objects
 * while its file runs, from inside the renderer's module and the file's top level, so Chromium
 * parses the whole 220 KB file again: running that file took 30–74 ms with a client attached
 * and about 3 ms without one (decision 0023). Lighthouse's simulated throttling multiplies that
 * task, like every other, by the CPU slowdown.
 *
 * Chromium's start-up tracing (`--trace-startup`) records a trace with no client attached. The
 * browser first idles two seconds on an empty page, so its own start-up does not compete with
 * the visit, then a meta refresh loads the page in a fresh profile. The estimate applies the
 * model of Lighthouse's simulation to that trace: every main-thread task after the first
 * contentful paint, multiplied by the slowdown, blocks for what it lasts beyond 50 ms.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The few categories the estimate reads: tasks, their names, and the first paint's mark. */
const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
].join(',');

const IDLE_BEFORE_VISIT_S = 2;
const TRACE_SECONDS = 7;
/** A long task is one above 50 ms; what it lasts beyond that blocks input. */
const LONG_TASK_MS = 50;

/**
 * Σ max(0, slowdown × task − 50 ms) over the page's main-thread tasks after its first contentful
 * paint, from an unthrottled trace. NaN when the trace holds no first paint (the visit failed).
 */
export function estimateBlockingMs(events: TraceEvent[], slowdown: number): number {
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  const paint = paints[paints.length - 1];
  if (!paint) return Number.NaN;
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!mainThread) return Number.NaN;
  return events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === mainThread.tid &&
        event.ts >= paint.ts,
    )
    .reduce(
      (sum, task) => sum + Math.max(0, (slowdown * (task.dur ?? 0)) / 1000 - LONG_TASK_MS),
      0,
    );
}

function readTrace(file: string): TraceEvent[] | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] };
    return parsed.traceEvents;
  } catch {
    // Not written yet, or only partly: Chromium writes the file once the trace time is over.
    return undefined;
  }
}

/** One first visit of `url` in a fresh Chromium and profile, traced with no client attached. */
export async function traceUninspectedVisit(
  url: string,
  chromePath: string,
): Promise<TraceEvent[]> {
  const profile = mkdtempSync(join(tmpdir(), 'oficina-uninspected-'));
  const traceFile = join(profile, 'trace.json');
  const firstPage = `data:text/html,${encodeURIComponent(
    `<meta http-equiv="refresh" content="${IDLE_BEFORE_VISIT_S};url=${url}">`,
  )}`;
  const chrome = spawn(
    chromePath,
    [
      ...CHROME_FLAGS,
      `--user-data-dir=${profile}`,
      // Lighthouse's mobile screen (a Moto G Power) in CSS pixels; without its emulation of touch
      // and of a 1.75 pixel ratio, which need the DevTools protocol.
      '--window-size=412,823',
      `--trace-startup=${CATEGORIES}`,
      '--trace-startup-format=json',
      `--trace-startup-file=${traceFile}`,
      `--trace-startup-duration=${IDLE_BEFORE_VISIT_S + TRACE_SECONDS}`,
      firstPage,
    ],
    // A process group of its own, so that ending it also ends the renderer and GPU processes.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const endGroup = (signal: NodeJS.Signals) => {
    if (chrome.exitCode === null && chrome.pid) process.kill(-chrome.pid, signal);
  };
  // In a group of its own, the browser does not get the terminal's Ctrl-C: when the benchmark
  // exits (its own Ctrl-C handler included) while a trace is running, the browser and its
  // profile go too.
  const endOnExit = () => {
    endGroup('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  process.once('exit', endOnExit);
  try {
    const deadline = Date.now() + (IDLE_BEFORE_VISIT_S + TRACE_SECONDS + 30) * 1000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const events = readTrace(traceFile);
      if (events) return events;
      if (chrome.exitCode !== null) break;
    }
    throw new Error(`No start-up trace of ${url} from Chromium (exit code ${chrome.exitCode})`);
  } finally {
    process.off('exit', endOnExit);
    endGroup('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    // Chromium's helper processes may still be closing files in the profile for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
