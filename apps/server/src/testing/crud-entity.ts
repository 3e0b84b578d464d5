import { expect } from 'vitest';
import type { z } from 'zod';

/** A row as the API answers it. */
export type Row = Record<string, unknown> & { id: number };

/** How a field of an answer looks: a JSON type, `?` where it may also be null. */
export type FieldKind = 'number' | 'string' | 'boolean' | 'array' | 'string?' | 'number?';

/**
 * One content collection served as CRUD on REST: a row of the table (`crud-table.ts`) that the shared checks in
 * `crud-checks.ts` run through every operation (list, get, create, PUT, DELETE, reorder) and
 * every caller (anonymous, each role, an API key), with who may call what taken from the role
 * matrix's `PROCEDURE_ACCESS`. What only one collection does stays in its own test file.
 */
export interface CrudEntity {
  /** The tRPC router, as named in `PROCEDURE_ACCESS` (`faqs`, `socialLinks`). */
  router: string;
  /** The router's procedures where they are not named list, create, update and delete. */
  procedures?: Partial<Record<'list' | 'create' | 'update' | 'delete', string>>;
  /** The collection's REST path. */
  base: string;
  /** The 404 message for a row that does not exist. */
  notFound: string;
  /** The least the seed holds, visible to the public. */
  seeded: number;
  /** A valid create body (a new one per call where a field must be unique). */
  valid(): Record<string, unknown>;
  /** What a PUT changes, over a valid body. */
  changes: Record<string, unknown>;
  /** Every field of an answer and its kind: the answer has exactly these. */
  fields: Record<string, FieldKind>;
  /** A further check of one answer. */
  check?(row: Row): void;
  /** True when `a` may come before `b` in the public list. */
  inOrder(a: Row, b: Row): boolean;
  /** Fields a create body leaves out and the 400's issues must name. */
  required: string[];
  /** Each a change to a valid create body that answers 400 naming the fields. */
  invalidCreate: Array<[Record<string, unknown>, ...string[]]>;
  /** The same for a PUT; the row stays as it was. */
  invalidUpdate: Array<[Record<string, unknown>, ...string[]]>;
  /** Rows hidden from the public, shown with include_inactive=true to those allowed. */
  hide?: {
    /** What a create or PUT body sets to hide the row. */
    body: Record<string, unknown>;
    isHidden(row: Row): boolean;
    /** The flag alone hides: every row it does not hide is public (no dates, no schedule). */
    only?: boolean;
  };
  /** Where rows are not addressed by `id` in the path: the field, a missing and invalid values. */
  address?: { field: string; missing: string; invalid: string[] };
  /** Fields of a create body that a PUT body leaves out (the address, when it is a field). */
  putOmits?: string[];
  /** The audit entity of `PUT {base}/order`, where the collection has an order. */
  reorder?: string;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const JSON_KINDS: Record<string, FieldKind> = {
  string: 'string',
  enum: 'string',
  number: 'number',
  boolean: 'boolean',
  array: 'array',
};

/**
 * The kinds of an entity's answer, read from its declared output schema: the answer must have
 * exactly the fields the declaration has, so a field added there is checked with no edit here.
 */
export function fieldKindsOf(schema: z.ZodObject): Record<string, FieldKind> {
  const kindOf = (field: z.ZodType, nullable = false): FieldKind => {
    const def = defOf(field);
    if (def.type === 'nullable') return kindOf(def.innerType!, true);
    // An id is read from text through a pipe: what comes out is what the answer holds.
    if (def.type === 'pipe') return kindOf(def.out!, nullable);
    // A choice of values of one kind (a social link's `active`, 0 or 1) is of that kind.
    if (def.type === 'union') {
      const kinds = new Set(def.options!.map((option) => kindOf(option, nullable)));
      if (kinds.size === 1) return [...kinds][0]!;
    }
    const kind = def.type === 'literal' ? JSON_KINDS[typeof def.values?.[0]] : JSON_KINDS[def.type];
    if (!kind) throw new Error(`no kind for a ${def.type} field`);
    return (nullable ? `${kind}?` : kind) as FieldKind;
  };
  return Object.fromEntries(
    Object.entries(schema.shape)
      // A field the answer may leave out (`image_alts`, there only when an image has an alt
      // text) is not one every answer has; the rows these tests make carry no such text.
      .filter(([, field]) => defOf(field as z.ZodType).type !== 'optional')
      .map(([name, field]) => [name, kindOf(field as z.ZodType)]),
  );
}

const MATCHERS: Record<string, unknown> = {
  number: expect.any(Number),
  string: expect.any(String),
  boolean: expect.any(Boolean),
  array: expect.any(Array),
};

/** The answer has exactly the entity's fields, each of its kind, and passes its own check. */
export function expectRowShape(e: CrudEntity, row: Row) {
  const shape = Object.fromEntries(
    Object.entries(e.fields).map(([name, kind]) => [
      name,
      kind.endsWith('?') && row[name] === null ? null : MATCHERS[kind.replace('?', '')],
    ]),
  );
  expect(row).toEqual(shape);
  e.check?.(row);
}

export const byDisplayOrder = (a: Row, b: Row) =>
  (a.display_order as number) <= (b.display_order as number);
/** Rows with `active` false (or 0) are hidden from the public. */
export const activeFlag = {
  body: { active: false },
  isHidden: (row: Row) => !row.active,
  only: true,
};
export const STAMPS = { created_at: 'string', updated_at: 'string' } as const;
