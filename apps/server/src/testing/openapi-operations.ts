/** The REST operations of the OpenAPI document, as the fuzz tests walk them. */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the document, relative to the /api server: `/services/{id}`. */
  path: string;
  operationId?: string;
  parameters: Parameter[];
  /** Media types of the request body; empty when the operation takes none. */
  bodyTypes: string[];
  /** The JSON body's schema, when it has one. */
  bodySchema?: JsonSchema;
  /** The JSON body's documented example, when it has one. */
  bodyExample?: unknown;
  /** Every documented answer by status, with its JSON schema when it has one. */
  responses: Record<string, { schema?: JsonSchema }>;
  protected: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * The schema with every `$ref` to a named component replaced by that component, so the fuzzer
 * reads bodies and parameters whole (the document names entities once and points to them).
 */
export function inlineRefs<T>(value: T, schemas: Record<string, JsonSchema>): T {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, schemas)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const target = schemas[ref.slice('#/components/schemas/'.length)];
    if (!target) throw new Error(`the document points to a missing schema: ${ref}`);
    return inlineRefs(target, schemas) as T;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inlineRefs(item, schemas)]),
  ) as T;
}

interface RawOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Array<Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(document: OpenApiDocument): Operation[] {
  const schemas = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const raw = inlineRefs(item[method]!, schemas);
      const content = raw.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: raw.operationId,
        parameters: raw.parameters ?? [],
        bodyTypes: Object.keys(content),
        bodySchema: content['application/json']?.schema,
        bodyExample: content['application/json']?.example,
        responses: Object.fromEntries(
          Object.entries(raw.responses ?? {}).map(([status, answer]) => [
            status,
            { schema: answer.content?.['application/json']?.schema },
          ]),
        ),
        // A security requirement with no scheme in it ({}) means the token is optional.
        protected:
          (raw.security ?? []).length > 0 &&
          (raw.security ?? []).every((requirement) => Object.keys(requirement).length > 0),
      };
    }),
  );
}

/** The first alternative that is not `null`, so a nullable field reads as its real type. */
export function mainSchema(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const alternatives = schema.anyOf ?? schema.oneOf;
  // An object with properties of its own and an `anyOf` of required fields (a contact's
  // e-mail or phone) is that object, not one of the alternatives.
  if (alternatives && !schema.properties) {
    return mainSchema(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]);
  }
  if (Array.isArray(schema.type)) {
    return { ...schema, type: schema.type.find((t) => t !== 'null') ?? schema.type[0] };
  }
  return schema;
}

/** A plausible value for a schema: the starting point that the fuzzer then breaks. */
export function sampleFor(input: JsonSchema | undefined): unknown {
  const schema = mainSchema(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'string':
      switch (schema.format) {
        case 'email':
          return 'fuzz@example.com';
        case 'uri':
        case 'url':
          return 'https://example.com/a';
        case 'date':
          return '2030-01-01';
        case 'date-time':
          return '2030-01-01T00:00:00.000Z';
        default:
          return 'Texto de teste'.padEnd(Math.max(schema.minLength ?? 0, 14), '.');
      }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleFor(schema.items));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleFor(value)]),
      );
    default:
      return 'x';
  }
}
