import * as core from '@oficina/core';
import { schemaName } from '@oficina/core';
import { requestExample } from './openapi-examples';
import type { Access, ProcedureMeta } from './trpc';

/**
 * What the document learns from the procedures themselves rather than from trpc-to-openapi:
 * who may call each operation (the `access` its base procedure sets), the name of its request
 * body (the schema `nameSchemas` named in packages/core), and from these its description and
 * its 401/403/404 answers. Written once here, so no operation repeats it by hand.
 */

type Json = Record<string, unknown>;
interface ZodObjectLike {
  shape: Record<string, unknown>;
}
interface ProcedureLike {
  _def: { meta?: ProcedureMeta; inputs?: unknown[] };
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Json; example?: unknown }> };
  responses?: Record<string, Json>;
  security?: unknown[];
  'x-access'?: Access;
  /** The answer holds a secret: a repeated Idempotency-Key is refused, never answered again. */
  'x-replay-refused'?: true;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface ProcedureInfo {
  access: Access;
  roleWhen?: ProcedureMeta['roleWhen'];
  accountOnly?: true;
  successStatus?: ProcedureMeta['successStatus'];
  answersSecret?: true;
  /** The procedure's input object, when it has one. */
  input?: ZodObjectLike;
}

const isObjectSchema = (value: unknown): value is ZodObjectLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { shape?: unknown }).shape === 'object';

/** Every object schema packages/core named, with its name. */
const NAMED_OBJECTS: Array<[string, ZodObjectLike]> = Object.values(core).flatMap((value) => {
  const name = schemaName(value);
  return name && isObjectSchema(value) ? [[name, value] as [string, ZodObjectLike]] : [];
});

/**
 * The name of a request body: the named schema whose fields are the very ones the body has
 * (routers add path parameters with `.extend()`, which keeps each field object as it is).
 */
export function bodySchemaName(input: ZodObjectLike, pathParameters: string[]): string | undefined {
  const fields = Object.entries(input.shape).filter(([key]) => !pathParameters.includes(key));
  for (const [name, named] of NAMED_OBJECTS) {
    const namedKeys = Object.keys(named.shape);
    if (
      namedKeys.length === fields.length &&
      fields.every(([key, field]) => named.shape[key] === field)
    )
      return name;
  }
  return undefined;
}

/** `get /services/{id}` → what its procedure says about access and input. */
export function proceduresByOperation(
  procedures: Record<string, ProcedureLike>,
): Map<string, ProcedureInfo> {
  const byOperation = new Map<string, ProcedureInfo>();
  for (const procedure of Object.values(procedures)) {
    const meta = procedure._def.meta;
    if (!meta?.openapi) continue;
    const input = procedure._def.inputs?.find(isObjectSchema);
    byOperation.set(`${meta.openapi.method.toLowerCase()} ${meta.openapi.path}`, {
      access: meta.access ?? 'public',
      roleWhen: meta.roleWhen,
      accountOnly: meta.accountOnly,
      successStatus: meta.successStatus,
      answersSecret: meta.answersSecret,
      input,
    });
  }
  return byOperation;
}

const ROLE_NAMES: Record<Exclude<Access, 'public'>, string> = {
  user: 'qualquer usuário com login',
  viewer: 'papel viewer ou acima (viewer, manager, admin)',
  manager: 'papel manager ou acima (manager, admin)',
  admin: 'somente o papel admin',
};

/** "Quem pode chamar" in words, from the base procedure. */
export function accessSentence(access: Access, hiddenRows: boolean): string {
  if (access === 'public') {
    return hiddenRows
      ? 'Aberta, sem login; com `include_inactive=true` exige login com papel viewer ou acima.'
      : 'Aberta, sem login.';
  }
  return `Exige login (Bearer ou cookie de sessão): ${ROLE_NAMES[access]}.`;
}

const ACCOUNT_ONLY_SENTENCE =
  'Só com sessão de usuário (login e senha): uma chave de API, qualquer que seja o papel, recebe 403.';

function refName(schema: Json | undefined): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : undefined;
}

/** "Responde …" in words, from the success answer's schema. */
function answerSentence(op: Operation, status = '200'): string {
  const schema = (op.responses?.[status]?.content as Json | undefined)?.['application/json'] as
    | { schema?: Json }
    | undefined;
  const body = schema?.schema;
  const name = refName(body);
  if (name) return `Responde ${status} com \`${name}\`.`;
  const items = refName(body?.items as Json | undefined);
  if (body?.type === 'array' && items) return `Responde ${status} com uma lista de \`${items}\`.`;
  const fields = Object.keys((body?.properties as Json | undefined) ?? {});
  if (fields.length) {
    const named = fields.map((field) => `\`${field}\``);
    const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} e ${named.at(-1)}` : named[0];
    return `Responde ${status} com um objeto: ${list}.`;
  }
  return `Responde ${status} com JSON.`;
}

const UNAUTHORIZED = { description: 'Sem login ou com sessão expirada' };
const FORBIDDEN = { description: 'O papel do usuário não permite esta operação' };
const ACCOUNT_FORBIDDEN = {
  description:
    'O papel do usuário não permite esta operação, ou o pedido veio com uma chave de API',
};
const HIDDEN_UNAUTHORIZED = { description: 'include_inactive=true sem login' };
const HIDDEN_FORBIDDEN = { description: 'include_inactive=true com papel abaixo de viewer' };
const NOT_FOUND = { description: 'Nenhum registro com esse identificador' };
const GENERATED_NOT_FOUND = 'Not found';

/**
 * A body no schema in packages/core names (an input a router builds itself) still gets one
 * component, named after its first operation; an identical body elsewhere shares it.
 */
function fallbackName(
  schema: Json,
  operationId: string | undefined,
  schemas: Record<string, unknown>,
): string | undefined {
  const text = JSON.stringify(schema);
  const same = Object.entries(schemas).find(([, known]) => JSON.stringify(known) === text);
  if (same) return same[0];
  if (!operationId) return undefined;
  const words = operationId.split(/[-_.]/).filter(Boolean);
  return `${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}Body`;
}

export function applyProcedureFacts<T>(input: T, procedures: Map<string, ProcedureInfo>): T {
  const document = input as Document;
  document.components = document.components ?? {};
  const schemas = document.components.schemas ?? {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const info = procedures.get(`${method} ${path}`);
      if (!info) continue;
      op.responses = op.responses ?? {};
      const responses = op.responses;
      const hiddenRows = Boolean(op.parameters?.some((p) => p.name === 'include_inactive'));
      op['x-access'] = info.access;
      if (info.answersSecret) op['x-replay-refused'] = true;

      // Named request bodies: one component, pointed to by every operation that takes it.
      const json = op.requestBody?.content?.['application/json'];
      const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const name =
        json?.schema &&
        ((info.input && bodySchemaName(info.input, pathParameters)) ??
          fallbackName(json.schema, op.operationId, schemas));
      if (json?.schema && name) {
        schemas[name] ??= json.schema;
        json.schema = { $ref: `#/components/schemas/${name}` };
        const example = requestExample(name);
        if (example) json.example = example;
      }

      if (info.access !== 'public') {
        responses['401'] = UNAUTHORIZED;
        // Every signed-in account has at least the `user` role: only higher ranks refuse.
        if (info.accountOnly) responses['403'] = ACCOUNT_FORBIDDEN;
        else if (info.access === 'user') delete responses['403'];
        else responses['403'] = FORBIDDEN;
      } else if (hiddenRows) {
        responses['401'] = HIDDEN_UNAUTHORIZED;
        responses['403'] = HIDDEN_FORBIDDEN;
      } else if (info.roleWhen) {
        responses['401'] = { description: `Sem login, para ${info.roleWhen.when}` };
        responses['403'] = {
          description: `Papel abaixo de ${info.roleWhen.role}, para ${info.roleWhen.when}`,
        };
      }
      if (pathParameters.length) responses['404'] ??= NOT_FOUND;
      // trpc-to-openapi lists 404 on every read with input; a list without an id finds none.
      else if (method === 'get' && responses['404']?.description === GENERATED_NOT_FOUND)
        delete responses['404'];

      // A creation answers 201 (apps/server/src/plugins/api-routes.ts applies the same meta).
      const success = String(info.successStatus ?? 200);
      if (success !== '200' && responses['200']) {
        responses[success] = responses['200'];
        delete responses['200'];
      }
      const what = op.summary ? `${op.summary.replace(/\.$/, '')}.` : '';
      const own = op.description ? ` ${op.description}` : '';
      const also = info.roleWhen
        ? ` Para ${info.roleWhen.when}, exige login com ${ROLE_NAMES[info.roleWhen.role]}.`
        : info.accountOnly
          ? ` ${ACCOUNT_ONLY_SENTENCE}`
          : '';
      op.description =
        `${what}${own} ${accessSentence(info.access, hiddenRows)}${also} ${answerSentence(op, success)}`.trim();
    }
  }
  document.components.schemas = schemas;
  return input;
}
