/**
 * Everything the run started (processes, a PostgreSQL cluster, databases, temporary
 * directories) registers how to undo it here; `cleanUp` undoes it newest first, once, whether
 * the run ends normally, with an error or by Ctrl-C.
 */
type Undo = () => unknown;

const stack: Array<{ label: string; undo: Undo }> = [];
/** Synchronous last resorts (killing children) for an exit that cannot wait. */
const lastResorts = new Set<() => void>();

export function onCleanUp(label: string, undo: Undo): void {
  stack.push({ label, undo });
}

export function onExit(kill: () => void): () => void {
  lastResorts.add(kill);
  return () => lastResorts.delete(kill);
}

let cleaning: Promise<void> | undefined;

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (stack.length) {
      const { label, undo } = stack.pop()!;
      try {
        await undo();
      } catch (error) {
        console.error(`clean-up of ${label} failed:`, error);
      }
    }
  })();
  return cleaning;
}

process.on('exit', () => {
  for (const kill of lastResorts) kill();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and cleaning up…`);
    const force = setTimeout(() => process.exit(130), 30_000);
    force.unref();
    void cleanUp().finally(() => process.exit(130));
  });
}
