import { appRouter } from '@oficina/api';
import { instanceofZodTypeObject, unwrapZodType } from 'trpc-to-openapi';

/**
 * The REST adapter (trpc-to-openapi) switches on zod's coercion — `Number(value)`,
 * `Boolean(value)` — in every number, boolean and date field of a REST input before parsing it.
 * Right for a query string, where "2" must become 2; wrong for a JSON body, which carries real
 * numbers: `"display_order": null` was stored as 0, `true` as 1 and `"5"` as 5, although the
 * document says integer. The switch is made on the shared schema objects, so from the first
 * REST call on tRPC calls coerced too.
 *
 * For the inputs of the procedures that take a JSON body (POST, PUT, PATCH), the switch is
 * pinned off here, once, before any request: the adapter's later assignments change nothing,
 * and a body value of the wrong type is a 400 like any other. Query inputs keep their coercion.
 * A field schema shared by a body input and a query input would need both: it is reported
 * (`sharedWithQueries`) and left as the adapter wants it, and a test keeps that list empty.
 */

type ZodLike = { _zod: { def: Record<string, unknown> }; shape?: Record<string, ZodLike> };
type ProcedureLike = { _def: { meta?: { openapi?: { method?: string } }; inputs?: ZodLike[] } };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/**
 * What JSON already carries as itself. (A date field would need its text turned into a Date:
 * none of our body inputs has one — dates travel as ISO text — but it would keep coercion.)
 */
const JSON_KINDS = new Set(['number', 'boolean', 'bigint']);

/** The coercible field schemas of an input, walked as the adapter walks them. */
function coercibleFields(schema: ZodLike, into: Set<ZodLike>): Set<ZodLike> {
  const object = unwrapZodType(schema as never, false) as unknown as ZodLike;
  if (!instanceofZodTypeObject(object as never) || !object.shape) return into;
  for (const field of Object.values(object.shape)) {
    const inner = unwrapZodType(field as never, false) as unknown as ZodLike;
    if (JSON_KINDS.has(String(inner._zod.def.type))) into.add(inner);
    else if (instanceofZodTypeObject(inner as never)) coercibleFields(inner, into);
  }
  return into;
}

function restInputs(wantBody: boolean): Set<ZodLike> {
  const fields = new Set<ZodLike>();
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureLike>;
  for (const procedure of Object.values(procedures)) {
    const method = procedure._def.meta?.openapi?.method;
    if (!method || BODY_METHODS.has(method) !== wantBody) continue;
    for (const input of procedure._def.inputs ?? []) coercibleFields(input, fields);
  }
  return fields;
}

let pinned: { sharedWithQueries: number } | null = null;

/** Pins coercion off in every body input's fields; safe to call more than once. */
export function keepJsonBodiesStrict(): { sharedWithQueries: number } {
  if (pinned) return pinned;
  const queryFields = restInputs(false);
  let sharedWithQueries = 0;
  for (const field of restInputs(true)) {
    if (queryFields.has(field)) {
      sharedWithQueries++;
      continue;
    }
    Object.defineProperty(field._zod.def, 'coerce', {
      get: () => false,
      set: () => undefined,
      configurable: true,
    });
  }
  pinned = { sharedWithQueries };
  return pinned;
}
