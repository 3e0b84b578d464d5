import type { z } from 'zod';

/**
 * What the panel needs to know of an input field, read from its zod rule: which input to draw,
 * its limits, whether it must be filled, and a new row's value. The rules are the API's own, so
 * the form's limits can never drift from what the server accepts.
 */
export type FieldShape =
  | { kind: 'text'; required: boolean; maxLength?: number; minLength?: number }
  | { kind: 'number'; required: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'choice'; required: boolean; values: string[] }
  | { kind: 'other' };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  defaultValue?: unknown;
  entries?: Record<string, string>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema under its wrappers (optional, default, a transform after it…). */
function core(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) {
      if (def.type !== 'readonly' && def.type !== 'catch') optional = true;
      current = def.innerType!;
    } else if (def.type === 'pipe') {
      // A check written as a pipe (a strict boolean) or a rule followed by a transform: the
      // form fills what the pipe takes in.
      current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    } else return { schema: current, optional };
  }
}

/** Zod's own reading of a text's or a number's checks (null when there is none). */
interface Bounds {
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
}
const given = (value: number | null | undefined) => value ?? undefined;

export function fieldShape(rule: z.ZodType): FieldShape {
  const { schema, optional } = core(rule);
  const def = defOf(schema);
  const bounds = schema as unknown as Bounds;
  switch (def.type) {
    case 'string': {
      const required = !optional && (bounds.minLength ?? 0) > 0;
      const maxLength = given(bounds.maxLength);
      return { kind: 'text', required, maxLength, minLength: given(bounds.minLength) };
    }
    case 'number':
      return {
        kind: 'number',
        required: !optional,
        min: given(bounds.minValue),
        max: given(bounds.maxValue),
      };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', required: !optional, values: Object.values(def.entries ?? {}) };
    default:
      return { kind: 'other' };
  }
}

/** A new row's value for a field: its declared default, else an empty input. */
export function newRowValue(rule: z.ZodType): unknown {
  for (let current = rule; ; ) {
    const def = defOf(current);
    if (def.type === 'default' || def.type === 'prefault') {
      return typeof def.defaultValue === 'function' ? def.defaultValue() : def.defaultValue;
    }
    if (!WRAPPERS.has(def.type)) break;
    current = def.innerType!;
  }
  const shape = fieldShape(rule);
  if (shape.kind === 'text') return '';
  if (shape.kind === 'boolean') return false;
  if (shape.kind === 'choice') return shape.values[0];
  return undefined;
}
