import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/**
 * fast-check arbitraries of values a JSON Schema of the OpenAPI document ACCEPTS, for the
 * conformance test that sends them and expects the server to accept them too. Whole bodies are
 * also checked against the schema (with ajv) by the caller, so what this produces only has to
 * be valid most of the time; object-level `anyOf` rules, for instance, are met by filtering.
 *
 * Text is generated without surrounding spaces: the server trims text fields before checking
 * their lengths, which a JSON Schema `minLength` cannot say.
 */

type Schema = JsonSchema & {
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  contentMediaType?: string;
};

/** Letters a Portuguese text has, besides printable ASCII. */
const ACCENTED = [...'áàâãéêíóôõúçÁÂÃÉÍÓÔÕÚÇ'];
const TEXT_UNIT = fc.oneof(
  {
    arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    weight: 6,
  },
  { arbitrary: fc.constantFrom(...ACCENTED), weight: 1 },
);

const dateTime = fc
  .date({
    min: new Date('2001-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

function text(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 60, min + 60);
  if (schema.format === 'date-time') return dateTime;
  // JSON text (a banner's content): any JSON value, written out.
  if (schema.contentMediaType === 'application/json') {
    return fc
      .jsonValue({ maxDepth: 2 })
      .map((value) => JSON.stringify(value))
      .filter((value) => value.length <= (schema.maxLength ?? Infinity));
  }
  if (schema.format === 'uri') {
    return fc
      .webUrl({ withQueryParameters: true })
      .filter(
        (value) =>
          (!schema.pattern || new RegExp(schema.pattern).test(value)) &&
          value.length <= (schema.maxLength ?? Infinity),
      );
  }
  if (schema.format === 'date') return dateTime.map((value) => value.slice(0, 10));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // fast-check cannot generate from lookarounds: generate without them, keep what matches.
    let source = schema.pattern.replace(/\(\?<?[=!](?:\\.|[^()])*\)/g, '');
    // One open-ended repeat and a minimum length (a push key's 80 characters): the repeat
    // takes the length bounds, as random repeats seldom reach them.
    const token = /\[(?:\\.|[^\]])*\]|\\.|[+*]/g;
    const repeats = (source.match(token) ?? []).filter((t) => t === '+' || t === '*');
    if (repeats.length === 1 && min > 1) {
      const bounds = `{${min},${schema.maxLength ?? min + 60}}`;
      source = source.replace(token, (t) => (t === '+' || t === '*' ? bounds : t));
    }
    const generable = new RegExp(source);
    return fc
      .stringMatching(generable)
      .filter(
        (value) =>
          pattern.test(value) &&
          value.length >= min &&
          value.length <= (schema.maxLength ?? Infinity),
      );
  }
  return fc
    .string({ unit: TEXT_UNIT, minLength: min, maxLength: max })
    .map((value) => value.trim())
    .filter((value) => value.length >= min);
}

function integer(schema: Schema): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? 100_000);
  return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
}

export function validValue(input: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const schema = (input ?? {}) as Schema;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && !schema.type && !schema.properties) {
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative)));
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type })));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'string':
      return text(schema);
    case 'integer':
      return integer(schema);
    case 'number':
      return integer({ ...schema, minimum: Math.ceil(schema.minimum ?? -1000) });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const constraints = {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(
          schema.maxItems ?? (schema.minItems ?? 0) + 3,
          (schema.minItems ?? 0) + 3,
        ),
      };
      const items = validValue(schema.items);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (item) => JSON.stringify(item) })
        : fc.array(items, constraints);
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
        ),
        { requiredKeys: required },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
