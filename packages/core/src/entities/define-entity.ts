import { getTableColumns, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  idSchema,
  isoDateTime,
  jsonBoolean,
  type UpdateShape,
  updateInputOf,
  wireDateTime,
} from '../schemas/common';
import { nameSchemas, schemaName } from '../schemas/names';

/**
 * One entity, declared once: its drizzle table says which fields exist, their types, which may be
 * null and what a new row starts with; `rules` add what the table cannot say (lengths, trimming,
 * formats, messages); `fields` give each field its Portuguese words. From those three the API's
 * output, create and update schemas, the OpenAPI document, the panel's form (its defaults, limits,
 * labels and inputs) and the tests' expectations are all derived, so adding a field is a column,
 * its words and a migration.
 */

/** Filled by the database, never sent by a client. */
const SERVER_SET = ['id', 'created_at', 'updated_at'] as const;
type ServerSet = (typeof SERVER_SET)[number];

/** A value as JSON carries it: dates travel as ISO 8601 text. */
type Wire<V> = V extends Date ? string : V;

type Select<T extends PgTable> = T['$inferSelect'];
/** `H`: the columns the API leaves out (see `hidden` in `defineEntity`). */
type Insert<T extends PgTable, H extends string = never> = Omit<T['$inferInsert'], ServerSet | H>;
type InputKey<T extends PgTable, H extends string = never> = keyof Insert<T, H> & string;

/** Each writable field's rule; a date field must have one (a table date is not wire text). */
export type EntityRules<T extends PgTable, H extends string = never> = {
  [K in InputKey<T, H>]?: z.ZodType;
};

/** What the panel shows of a field. */
export interface FieldWords {
  /** The label beside the input, also the field's name in the audit trail. */
  label: string;
  /** A line under the input saying what the field does. */
  hint?: string;
  /** Text of several lines (a textarea) rather than one line. */
  multiline?: boolean;
  /** Words for each value of a field with a fixed list of values. */
  options?: Record<string, string>;
}

export type EntityFields<T extends PgTable, H extends string = never> = {
  [K in InputKey<T, H>]: string | FieldWords;
};

type RuleFor<T extends PgTable, R, K extends InputKey<T, H>, H extends string> = K extends keyof R
  ? R[K] & z.ZodType
  : z.ZodType<Wire<Insert<T, H>[K]>, Wire<Insert<T, H>[K]>>;

type InputShape<T extends PgTable, R, H extends string = never> = {
  [K in InputKey<T, H>]-?: undefined extends Insert<T, H>[K]
    ? z.ZodOptional<RuleFor<T, R, K, H>>
    : RuleFor<T, R, K, H>;
};

/** A row's fields as the API writes them out (and a reader of `z.input` of the answer sees). */
type OutputShape<T extends PgTable> = {
  [K in keyof Select<T> & string]: z.ZodType<Wire<Select<T>[K]>, Wire<Select<T>[K]>>;
};

/** No output fields beyond the table's. */
type NoExtra = Record<never, z.ZodType>;

/**
 * `H`: columns the API leaves out (`hidden`); `W`: columns it answers with but a client never
 * writes (`readOnly`).
 */
export interface Entity<
  T extends PgTable,
  R,
  O extends z.ZodRawShape = NoExtra,
  H extends string = never,
  W extends string = never,
> {
  table: T;
  /** One row on the wire. */
  schema: z.ZodObject<Omit<OutputShape<T>, keyof O | H> & O>;
  /** A new row: every writable field with its rule, and the table's default where it has one. */
  input: z.ZodObject<InputShape<T, R, H | W>>;
  /** PUT and PATCH: only the fields sent change (see `updateInputOf`). */
  update: z.ZodObject<UpdateShape<InputShape<T, R, H | W>>>;
  /** Every writable field's words, in the order the table declares them. */
  fields: { [K in InputKey<T, H | W>]: FieldWords };
}

const isDate = (column: PgColumn) => column.dataType === 'date';

const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };

/**
 * The zod type of a column as the database stores it. Written here rather than taken from
 * drizzle-zod: that library holds zod's whole namespace in a variable, which makes a bundler keep
 * every locale zod ships (about 150 KB more in the panel) for the few types mapped below.
 */
function columnType(key: string, column: PgColumn): z.ZodType {
  const values = (column as { enumValues?: string[] }).enumValues;
  let type: z.ZodType;
  if (column.dataType === 'string' && values?.length) type = z.enum(values as [string]);
  else if (column.dataType === 'string') type = z.string();
  else if (column.columnType === 'PgInteger') type = z.int().min(INT4.min).max(INT4.max);
  else if (column.dataType === 'number') type = z.number();
  else if (column.dataType === 'boolean') type = z.boolean();
  else if (column.dataType === 'date') type = z.date();
  else if (column.dataType === 'json') type = z.json();
  else throw new Error(`${key}: give this column (${column.columnType}) a rule`);
  return column.notNull ? type : type.nullable();
}
const isServerSet = (key: string): key is ServerSet =>
  (SERVER_SET as readonly string[]).includes(key);

/** A default the form and the API can show: a value, not an SQL expression or a function. */
function plainDefault(column: PgColumn): { value: unknown } | undefined {
  if (!column.hasDefault || column.default === undefined || column.default instanceof SQL) {
    return undefined;
  }
  return { value: column.default };
}

/** A writable field without a rule of its own: the table's type with the API's conventions. */
function conventionalRule(key: string, column: PgColumn, base: z.ZodType): z.ZodType {
  // A plain boolean would be coerced by the REST layer ("false" is truthy); a pipe is not.
  if (column.dataType === 'boolean')
    return column.notNull ? jsonBoolean() : jsonBoolean().nullable();
  if (isDate(column)) {
    // Guarded here so a new date column cannot reach the wire as a JavaScript Date.
    throw new Error(`${key}: a date field needs a rule (e.g. isoDateTime())`);
  }
  if (column.notNull) return base;
  // Nullable: a client may leave it out, send null, or (for text) an empty string meaning none.
  const inner = (base as z.ZodNullable<z.ZodType>).unwrap();
  return inner.nullish().transform((value) => (value === '' || value == null ? null : value));
}

/**
 * The field's label as its description in the API document, so an integrator reads what the
 * owner reads. A schema with a name of its own is left as it is: describing makes a copy, and
 * the document would then write it out in full instead of pointing to it. A rule that already
 * describes itself to integrators (what a field is for, beyond its label) keeps its words.
 */
function described(schema: z.ZodType, words: FieldWords): z.ZodType {
  return schemaName(schema) || schema.description ? schema : schema.describe(words.label);
}

export function defineEntity<
  T extends PgTable,
  R extends EntityRules<T, H | W>,
  O extends z.ZodRawShape = NoExtra,
  H extends keyof Select<T> & string = never,
  W extends keyof Select<T> & string = never,
>(
  table: T,
  spec: {
    /**
     * The names API clients see (`Service`, `ServiceInput`, `ServiceUpdate`): one type each in
     * a generated client instead of an anonymous one per operation. Left out when the entity's
     * file names schemas of its own (rules across fields make other objects).
     */
    name?: string;
    rules: R;
    fields: EntityFields<T, H | W>;
    /**
     * Output fields the table's type does not describe well enough (a JSON column's shape) or
     * that the API adds to each row (the alt texts of its images).
     */
    output?: O;
    /**
     * Columns the API neither answers with nor takes: a legacy column the reads fold into
     * another, a stamp the answer leaves out. They stay in the table (and its migrations).
     */
    hidden?: readonly H[];
    /**
     * Columns the API answers with but no client writes: a key the address carries, facts the
     * server fills in (when a key was last used). They have no rule and no words.
     */
    readOnly?: readonly W[];
  },
): Entity<T, R, O, H, W> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const base = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, columnType(key, column)]),
  );
  const output: Record<string, z.ZodType> = {};
  const input: Record<string, z.ZodType> = {};
  const fields: Record<string, FieldWords> = {};
  const hidden: readonly string[] = spec.hidden ?? [];
  const readOnly: readonly string[] = spec.readOnly ?? [];
  for (const [key, column] of Object.entries(columns)) {
    if (hidden.includes(key)) continue;
    if (key === 'id') output[key] = idSchema;
    else if (isDate(column))
      output[key] = column.notNull ? wireDateTime() : wireDateTime().nullable();
    else output[key] = namedEnumRule(spec.rules, key) ?? base[key]!;
    if (isServerSet(key) || column.generated || readOnly.includes(key)) continue;
    const words = (spec.fields as Record<string, string | FieldWords | undefined>)[key];
    if (!words) throw new Error(`${key}: every field needs its Portuguese label`);
    fields[key] = typeof words === 'string' ? { label: words } : words;
    const rule = (spec.rules as Record<string, z.ZodType | undefined>)[key];
    const field = described(rule ?? conventionalRule(key, column, base[key]!), fields[key]);
    const fallback = plainDefault(column);
    input[key] = fallback ? field.default(fallback.value as never) : field;
    output[key] = described(output[key]!, fields[key]);
  }
  const inputSchema = z.object(input);
  const entity = {
    table,
    schema: z.object({ ...output, ...spec.output }),
    input: inputSchema,
    update: updateInputOf(inputSchema),
    fields,
  };
  if (spec.name) {
    nameSchemas({
      [spec.name]: entity.schema,
      [`${spec.name}Input`]: entity.input,
      [`${spec.name}Update`]: entity.update,
    });
  }
  return entity as unknown as Entity<T, R, O, H, W>;
}

/**
 * A field whose rule is a named list of values (`Role`) answers with that list too, so the
 * document points to the one named enum instead of writing the column's values out again.
 */
function namedEnumRule(rules: unknown, key: string): z.ZodType | undefined {
  const rule = (rules as Record<string, z.ZodType | undefined>)[key];
  return rule instanceof z.ZodEnum && schemaName(rule) ? rule : undefined;
}

/** A date and time a person may leave empty: ISO 8601 with its offset, or null. */
export const optionalDateTime = () =>
  isoDateTime()
    .nullish()
    .transform((value) => value ?? null);

export { isDate as isDateColumn };
