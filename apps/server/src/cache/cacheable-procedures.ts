import { appRouter } from '@oficina/api';
import { trpcProcedures } from '../plugins/request-shape';

interface ProcedureDef {
  _def: {
    type: string;
    meta?: {
      openapi?: { method: string; path: string };
      access?: string;
      keptForEveryone?: true;
    };
    inputs?: Array<{ shape?: Record<string, unknown>; unwrap?: () => { shape?: object } }>;
  };
}

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })
  ._def.procedures;

/**
 * Public reads whose answer depends only on the site's content: the procedures that say so with
 * `KEPT_FOR_EVERYONE` in their meta (packages/api/src/trpc.ts). Answered from memory to anonymous
 * callers, per URL and content version. Never `health.check` (it must reach the database),
 * `auth.me` (about the caller) or a read that needs a role: a flagged procedure that is not a
 * public query is a mistake, and the server refuses to start with one.
 */
export const CACHEABLE_PROCEDURES: ReadonlySet<string> = new Set(
  Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.meta?.keptForEveryone)
    .map(([name, procedure]) => {
      if (procedure._def.meta?.access !== 'public' || procedure._def.type !== 'query')
        throw new Error(`${name}: only a public query may be kept for everyone`);
      return name;
    }),
);

/** `/services/{id}` → a pattern matching `/api/services/12`. */
const restPattern = (path: string) =>
  new RegExp(
    `^/api${path
      .split('/')
      .map((part) =>
        /^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'),
      )
      .join('/')}$`,
  );

interface RestRead {
  pattern: RegExp;
  /** The query parameters the procedure reads (its input's fields). */
  query: ReadonlySet<string>;
}

const REST_READS: RestRead[] = Object.entries(procedures)
  .filter(([name, procedure]) => {
    const openapi = procedure._def.meta?.openapi;
    return CACHEABLE_PROCEDURES.has(name) && openapi?.method === 'GET';
  })
  .map(([, procedure]) => ({
    pattern: restPattern(procedure._def.meta!.openapi!.path),
    query: new Set(
      // A list whose input may be left out entirely (services, testimonials) is an optional object.
      procedure._def.inputs?.flatMap((input) =>
        Object.keys(input.shape ?? input.unwrap?.().shape ?? {}),
      ),
    ),
  }));

/** What tRPC reads from a GET's query string. */
const TRPC_QUERY = new Set(['batch', 'input']);

/**
 * The query parameters a GET of this path reads when it reads only cacheable procedures, or
 * undefined when the answer is not to be kept.
 */
function cacheableQuery(path: string): ReadonlySet<string> | undefined {
  if (path.startsWith('/trpc/')) {
    const names = trpcProcedures(path);
    return names.length > 0 && names.every((name) => CACHEABLE_PROCEDURES.has(name))
      ? TRPC_QUERY
      : undefined;
  }
  if (!path.startsWith('/api/')) return undefined;
  return REST_READS.find((read) => read.pattern.test(path))?.query;
}

/** Whether a GET of this path (no query) reads only cacheable procedures. */
export const isCacheableApiPath = (path: string): boolean => cacheableQuery(path) !== undefined;

/**
 * The key a public read is kept under: its path and its query parameters in a fixed order, or
 * undefined when it is not to be kept. A parameter the procedure does not read (a cache-buster
 * `?x=1`, `?x=2`, …) makes the read uncacheable instead of one more entry per value: it is still
 * answered (and counted by the rate limits), just not kept.
 */
export function cacheKeyForApiRead(url: string): string | undefined {
  const [path = '', search = ''] = url.split('?', 2);
  const query = cacheableQuery(path);
  if (!query) return undefined;
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  if (names.some((name) => !query.has(name))) return undefined;
  // Repeated names are an odd request; not worth a slot.
  if (new Set(names).size !== names.length) return undefined;
  params.sort();
  const canonical = params.toString();
  return canonical ? `${path}?${canonical}` : path;
}
