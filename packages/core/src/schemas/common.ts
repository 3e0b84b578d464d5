import '../zod-setup';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { nameSchemas } from './names';

/** Row ids are PostgreSQL `integer`s: anything above can never exist. */
const MAX_ID = 2_147_483_647;
/** An id written out: decimal digits only, no sign, leading zero, point, exponent or space. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

const idMessage = (issue: { input?: unknown }) =>
  issue.input === undefined ? MESSAGES.requiredField : MESSAGES.invalidId;

/**
 * A row id: a positive integer within PostgreSQL's `integer`. tRPC sends a number; a REST path
 * or query sends text, taken only when written as plain decimal digits. Anything else is
 * refused, never read as a number: `Number()` would take "0x1", "1e0", "1.0" and " 1" as 1.
 *
 * A preprocess step, not `z.coerce`: the REST adapter switches on `Number()` coercion in every
 * plain number schema of an input it handles, changing the shared schema object itself (for
 * tRPC too, from then on); a pipe is left alone.
 */
// Typed as taking a number, what callers in code send; the text of a REST path comes through
// here at run time too.
const idText = z.transform<number, unknown>((value: unknown) =>
  typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value,
);
// A transform lets its field be left out by default, so the field would read as optional (and
// the OpenAPI document would not mark a path's id as required): an id never is.
idText._zod.optin = undefined;
export const idSchema = idText.pipe(
  z.int({ error: idMessage }).positive({ error: idMessage }).max(MAX_ID, { error: idMessage }),
);
export const idParam = z.object({ id: idSchema });

/**
 * A JSON boolean that is never coerced. The REST layer coerces plain booleans, and
 * `Boolean("false")` is `true`; a pipe keeps the check strict.
 */
export const jsonBoolean = () => z.boolean().pipe(z.boolean());

/** `?flag=true|false` in a query string. */
export const queryBoolean = () => z.stringbool();

/** The years a date field may name: older or later dates are typing mistakes. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2100;

/** Text that is not a date at all already has its own issue: only a date's year is checked. */
const yearInRange = (text: string) => {
  const year = /^(\d{4})-/.exec(text)?.[1];
  return year === undefined || (Number(year) >= FIRST_YEAR && Number(year) <= LAST_YEAR);
};

/**
 * Every date a person enters: strict ISO 8601 (a calendar date, or a date and time with its
 * offset), in the years 1970–2100. Outside them a date is a typing mistake, and an early year
 * does not even survive a round trip through the database driver: "0004-02-29" came back as
 * 2029-04-02, and years 1–99 failed to read back at all ("Invalid time value").
 */
function isoDateField(kind: 'date' | 'datetime') {
  const format = kind === 'date' ? MESSAGES.invalidDate : MESSAGES.invalidDateTime;
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined ? MESSAGES.requiredField : format;
  const text = kind === 'date' ? z.iso.date({ error }) : z.iso.datetime({ offset: true, error });
  return text.refine(yearInRange, { error: MESSAGES.dateOutOfRange });
}

/** A date and time with its offset ("2025-03-01T09:00:00-03:00"), years 1970–2100. */
export const isoDateTime = () => isoDateField('datetime');

/** A calendar date ("2025-03-01"), years 1970–2100. */
export const isoDate = () => isoDateField('date');

export const requiredText = (max: number, min = 1) => z.string().trim().min(min).max(max);

/** Optional text where an empty string means "no value" and is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const SAFE_PATH_OR_URL = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/i;

/** A site path ("/media/x.svg") or an http(s) URL; never javascript: or data: URLs. */
export const imageRef = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(SAFE_PATH_OR_URL, 'Use um caminho do site (/media/...) ou um endereço http(s)');

export const optionalImageRef = () =>
  z
    .union([imageRef(), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null));

export const httpUrl = () =>
  z.url({ protocol: /^https?$/, message: 'Informe um endereço http(s) válido' });

export const deletedSchema = z.object({
  success: z.literal(true),
  id: z.union([z.number(), z.string()]),
});

/**
 * A moment as the API answers it: ISO 8601 text in UTC ("2026-03-04T14:30:00.000Z"). Declared
 * `date-time` in the document, so a client generator makes it a date like the inputs' dates.
 */
export const wireDateTime = () => z.string().meta({ format: 'date-time' });

export const timestamps = {
  created_at: wireDateTime(),
  updated_at: wireDateTime(),
};

/** Admin lists ask for inactive/unpublished rows explicitly; the public site never does. */
export const listVisibilityInput = z.object({
  include_inactive: queryBoolean().optional(),
});

/** A field's schema with its default taken off, also when a transform follows the default. */
export type WithoutDefault<T> =
  T extends z.ZodDefault<infer Inner>
    ? WithoutDefault<Inner>
    : T extends z.ZodPrefault<infer Inner>
      ? WithoutDefault<Inner>
      : T extends z.ZodPipe<infer In, infer Out>
        ? z.ZodPipe<WithoutDefault<In> & z.ZodType, Out>
        : T;

export type UpdateShape<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]> & z.ZodType>;
};

function withoutDefault(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault)
    return withoutDefault(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) {
    const inner = withoutDefault(schema.in as z.ZodType);
    return inner === schema.in ? schema : inner.pipe(schema.out as z.ZodType);
  }
  return schema;
}

/**
 * The input of an update, made from the create input: every field optional and without its
 * default. A field the request leaves out arrives as `undefined` and the row keeps its value; a
 * default would instead put it back to its initial value (a PUT naming only the title used to
 * reset the order to 0 and the image to the placeholder). Each field keeps its rules and
 * transforms, so `null` or `""` still clears what they cleared before. Rules across fields
 * belong to the merged row and are checked there (see `checkMerged` in the API's update path).
 */
export function updateInputOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<UpdateShape<Shape>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape))
    shape[key] = withoutDefault(field as z.ZodType).optional();
  return z.object(shape) as unknown as z.ZodObject<UpdateShape<Shape>>;
}

nameSchemas({ Deleted: deletedSchema });
