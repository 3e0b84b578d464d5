import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { expect, it } from 'vitest';

/**
 * No import cycles among the repo's own source files. A cycle makes the order in which modules
 * run depend on which one is imported first (a value read before its module has run is
 * `undefined`), and it ties two files together so neither can be understood or moved alone.
 * Type-only imports count too: they are how most cycles start. To break one, move the piece
 * both sides need into a module of its own (see `packages/db/src/database.ts`).
 */

const ROOTS = ['apps', 'packages', 'scripts', 'bench'];

/**
 * Imports that close a cycle known before this test existed and not yet broken. Each is
 * `importer -> imported`; ignoring these edges must leave no cycle, and every entry must still
 * exist, so remove an entry in the commit that breaks it.
 */
const KNOWN_CYCLE_EDGES: string[] = [];

async function importGraph(): Promise<Map<string, Set<string>>> {
  const result = await cruise(ROOTS, {
    exclude: { path: '(^|/)(node_modules|dist|\\.turbo|\\.data)/' },
    doNotFollow: { path: 'node_modules' },
    // Count `import type` too: TypeScript erases it, but it still ties the two files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  });
  const output = result.output as ICruiseResult;
  const graph = new Map<string, Set<string>>();
  for (const module of output.modules) {
    if (module.source.includes('node_modules/')) continue;
    const targets = new Set<string>();
    for (const dependency of module.dependencies) {
      if (dependency.couldNotResolve || dependency.coreModule) continue;
      // Workspace packages resolve through their symlinks to packages/…, so they stay in.
      if (dependency.resolved.includes('node_modules/')) continue;
      targets.add(dependency.resolved);
    }
    graph.set(module.source, targets);
  }
  return graph;
}

/** Strongly connected components of more than one module, or a module importing itself. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One concrete loop through a component, for the failure message. */
function loopThrough(graph: Map<string, Set<string>>, component: string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start].join('\n  → ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(', ');
}

it('finds no import cycle among the source files', { timeout: 120_000 }, async () => {
  const graph = await importGraph();
  expect(graph.size, 'the graph should hold the whole repo').toBeGreaterThan(300);

  const stale = KNOWN_CYCLE_EDGES.filter((edge) => {
    const [from, to] = edge.split(' -> ') as [string, string];
    return !graph.get(from)?.has(to);
  });
  expect(stale, 'these known cycle edges are gone: remove them from KNOWN_CYCLE_EDGES').toEqual([]);

  for (const edge of KNOWN_CYCLE_EDGES) {
    const [from, to] = edge.split(' -> ') as [string, string];
    graph.get(from)?.delete(to);
  }
  const loops = cycles(graph).map((component) => loopThrough(graph, component));
  expect(loops, `import cycles:\n${loops.join('\n\n')}`).toEqual([]);
});
