import { buildOpenApiDocument } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { fixedSegments, templatePattern } from './api-errors';

/**
 * What one REST operation takes, read from the OpenAPI document (itself made from the
 * procedure's input schema, so the document, the server and the schema name the same fields).
 */
interface DeclaredOperation {
  pattern: RegExp;
  fixed: number;
  method: string;
  /** Query parameters the operation reads. */
  query: ReadonlySet<string>;
  /** Top-level body fields; undefined when the body is not a closed object (or there is none). */
  body: ReadonlySet<string> | undefined;
  /** Whether the operation reads a body at all. */
  takesBody: boolean;
}

type Json = Record<string, unknown>;

/** A schema with `$ref`s followed, `allOf` merged: the names of its properties, or undefined. */
function propertyNames(schema: unknown, components: Json, depth = 0): Set<string> | undefined {
  if (!schema || typeof schema !== 'object' || depth > 10) return undefined;
  const node = schema as Json;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace('#/components/schemas/', '');
    return propertyNames(components[name], components, depth + 1);
  }
  if (Array.isArray(node.allOf)) {
    const names = new Set<string>();
    for (const part of node.allOf) {
      const partNames = propertyNames(part, components, depth + 1);
      if (!partNames) return undefined;
      for (const one of partNames) names.add(one);
    }
    return names;
  }
  // A map of free keys (a record): not a closed list of fields.
  if (node.additionalProperties && node.additionalProperties !== false) return undefined;
  // Properties with an `anyOf` beside them (say, "an e-mail or a phone") are still the fields;
  // an `anyOf` alone is a choice of shapes, the procedure's to judge.
  if (!node.properties || typeof node.properties !== 'object') return undefined;
  return new Set(Object.keys(node.properties));
}

let declaredMade: DeclaredOperation[] | undefined;

/** Every REST operation's declared input. The procedures are fixed: read once per process. */
function declaredOperations(): DeclaredOperation[] {
  if (declaredMade) return declaredMade;
  const document = buildOpenApiDocument('http://localhost/api') as unknown as {
    paths: Record<string, Record<string, Json>>;
    components?: { schemas?: Json };
  };
  const components = document.components?.schemas ?? {};
  declaredMade = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const parameters = (operation.parameters ?? []) as Array<{ in: string; name: string }>;
      const body = (operation.requestBody as Json | undefined)?.content as
        | Record<string, { schema?: unknown }>
        | undefined;
      return {
        pattern: templatePattern(template),
        fixed: fixedSegments(template),
        method: method.toUpperCase(),
        query: new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name)),
        body: propertyNames(body?.['application/json']?.schema, components),
        takesBody: body !== undefined,
      };
    }),
  );
  return declaredMade;
}

/** The REST operation a method and path reach (the most specific template), if any. */
function operationAt(method: string, path: string): DeclaredOperation | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return declaredOperations()
    .filter((one) => one.method === wanted && one.pattern.test(path))
    .sort((a, b) => b.fixed - a.fixed)[0];
}

/**
 * Whether the path has a GET of its own: what an If-Match on it is compared with. The most
 * specific template decides (`/faqs/order` is not the FAQ whose id is "order").
 */
export function readableAt(path: string): boolean {
  const matching = declaredOperations().filter((one) => one.pattern.test(path));
  const mostFixed = Math.max(-1, ...matching.map((one) => one.fixed));
  return matching.some((one) => one.method === 'GET' && one.fixed === mostFixed);
}

export interface UndeclaredIssue {
  path: string[];
  message: string;
  code: 'unrecognized_keys';
}

/**
 * The query parameters and top-level body fields a REST call sent that its operation does not
 * take: an integrator's typo (`updatedSince`) or a field of another version would otherwise be
 * dropped without a word, and the call would answer 200 having done something else. Empty when
 * everything sent is declared, or the path is not a REST operation (its own 404/405 follows).
 */
export function undeclaredInput(
  method: string,
  path: string,
  queryNames: Iterable<string>,
  body: unknown,
): UndeclaredIssue[] {
  const operation = operationAt(method, path);
  if (!operation) return [];
  const issues: UndeclaredIssue[] = [];
  // A bare `?&` or `?=` names nothing: no parameter to refuse.
  for (const name of new Set(queryNames))
    if (name !== '' && !operation.query.has(name))
      issues.push({ path: [name], message: MESSAGES.unknownParameter, code: 'unrecognized_keys' });
  // An operation that reads no body (a DELETE) names none of its fields.
  const fields = operation.takesBody ? operation.body : new Set<string>();
  if (fields && body && typeof body === 'object' && !Array.isArray(body))
    for (const name of Object.keys(body))
      if (!fields.has(name))
        issues.push({ path: [name], message: MESSAGES.unknownField, code: 'unrecognized_keys' });
  return issues;
}

/** The answer's message: the names, so the integrator sees the typo without reading `issues`. */
export function undeclaredMessage(issues: readonly UndeclaredIssue[]): string {
  const names = issues.map((issue) => issue.path.join('.')).join(', ');
  return issues.length === 1
    ? `Campo ou parâmetro não reconhecido: ${names}`
    : `Campos ou parâmetros não reconhecidos: ${names}`;
}

/**
 * Whether a body of this media type sent to this operation must be refused with 415: a non-JSON
 * body where the operation reads none (a DELETE with text would otherwise be read as nothing).
 * Operations that read a body refuse other types themselves.
 */
export function unreadBody(method: string, path: string, contentType: string | undefined): boolean {
  if (!contentType || /^\s*application\/json\s*(;|$)/i.test(contentType)) return false;
  const operation = operationAt(method, path);
  return operation !== undefined && !operation.takesBody;
}
