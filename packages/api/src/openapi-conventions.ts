import { MESSAGES } from '@oficina/core';

/**
 * What the OpenAPI generator cannot know, added to its document: the failure answers as the
 * server really gives them, who may call each operation, and what each parameter means.
 * trpc-to-openapi describes errors with its own shape (`{ message, code, issues }`, in
 * English); every REST failure here answers `{ error, code, issues? }` (plugins/api-errors.ts
 * in apps/server), so each 4xx/5xx response points to that one schema instead.
 */

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  description?: string;
  example?: string;
  schema?: { type?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, Json>;
  security?: Array<Record<string, string[]>>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; headers?: Record<string, unknown> };
}

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Toda falha da API responde neste formato.',
  properties: {
    error: { type: 'string', description: 'Mensagem em português, pronta para mostrar' },
    code: {
      type: 'string',
      description: 'Código estável do erro (BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, …)',
    },
    issues: {
      type: 'array',
      description: 'Nas falhas de validação (400): cada campo recusado e o motivo',
      items: {
        type: 'object',
        properties: {
          path: { type: 'array', items: { type: 'string' }, description: 'Caminho do campo' },
          message: { type: 'string' },
          code: { type: 'string' },
        },
        required: ['path', 'message', 'code'],
      },
    },
    request_id: {
      type: 'string',
      description:
        'O mesmo identificador do cabeçalho `X-Request-Id` e do registro do servidor: informe-o ao suporte',
    },
  },
  required: ['error', 'code', 'request_id'],
};

/** The login keeps the spec's answer shape even when it fails. */
const LOGIN_ERROR_SCHEMA = {
  allOf: [
    { $ref: '#/components/schemas/Error' },
    {
      type: 'object',
      properties: {
        // With its type: a generator reads a bare `const` as `unknown`.
        success: { type: 'boolean', const: false },
        token: { type: 'null' },
        user: { type: 'null' },
      },
      required: ['success', 'token', 'user'],
    },
  ],
};

const STATUS: Record<string, { code: string; error: string; description: string }> = {
  '400': {
    code: 'BAD_REQUEST',
    error: MESSAGES.validation,
    description: 'Dados inválidos (com `issues` por campo) ou JSON malformado',
  },
  '401': { code: 'UNAUTHORIZED', error: MESSAGES.loginRequired, description: 'Sem sessão válida' },
  '403': {
    code: 'FORBIDDEN',
    error: MESSAGES.forbidden,
    description: 'O papel do usuário não permite',
  },
  '404': { code: 'NOT_FOUND', error: MESSAGES.notFound, description: 'Registro não encontrado' },
  '409': {
    code: 'CONFLICT',
    error: MESSAGES.conflict,
    description: 'Conflito: valor único já usado, registro em uso ou alteração simultânea',
  },
  '422': {
    code: 'UNPROCESSABLE_CONTENT',
    error: MESSAGES.idempotencyKeyReused,
    description: 'Esta Idempotency-Key já foi usada com outra requisição',
  },
  '412': {
    code: 'PRECONDITION_FAILED',
    error: MESSAGES.preconditionFailed,
    description: 'O `If-Match` enviado não é mais o ETag atual do item (ou o item não existe)',
  },
  '413': {
    code: 'PAYLOAD_TOO_LARGE',
    error: MESSAGES.payloadTooLarge,
    description: 'Corpo maior que o limite do servidor',
  },
  '414': {
    code: 'URI_TOO_LONG',
    error: MESSAGES.uriTooLong,
    description: 'Endereço (caminho e parâmetros) longo demais',
  },
  '415': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: MESSAGES.unsupportedMediaType,
    description: 'Tipo de conteúdo não aceito',
  },
  '429': {
    code: 'TOO_MANY_REQUESTS',
    error: MESSAGES.tooManyRequests,
    description: 'Tentativas demais; tente mais tarde',
  },
  '500': {
    code: 'INTERNAL_SERVER_ERROR',
    error: MESSAGES.internal,
    description: 'Erro inesperado',
  },
  '503': {
    code: 'SERVICE_UNAVAILABLE',
    error: MESSAGES.unavailable,
    description: 'Banco de dados indisponível no momento',
  },
};

/** The English descriptions trpc-to-openapi writes; hand-written ones are kept. */
const GENERATED_DESCRIPTIONS = new Set([
  'Invalid input data',
  'Authorization not provided',
  'Insufficient access',
  'Not found',
  'Internal server error',
]);

/** Public operations whose answer widens with a token (hidden rows, private settings). */
const OPTIONAL_TOKEN = new Set(['get /settings/{key}']);

const bearer = [{ Authorization: [] }];

/** What the parameters the procedures share mean (by name; `page` by its type too). */
const PARAMETERS: Record<string, string> = {
  id: 'Identificador do registro',
  key: 'Chave do registro',
  slug: 'Slug do post (como aparece no endereço)',
  username: 'Nome de usuário',
  name: 'Nome do contexto',
  position: 'Posição do banner no site',
  include_inactive:
    'true inclui registros ocultos (inativos, não publicados ou fora do período); exige papel viewer ou acima',
  page_size: 'Itens por página',
  limit: 'Quantos itens devolver (1–100); com offset, substitui page e page_size',
  offset: 'Quantos itens pular desde o início da lista',
  updated_since:
    'Só os itens alterados depois deste momento (ISO 8601 com fuso), para sincronização; as exclusões estão em GET /trash?deleted_since=',
  deleted_since: 'Só os itens excluídos depois deste momento (ISO 8601 com fuso)',
  entity: 'Filtra pela entidade alterada',
  action: 'Filtra pela ação',
  status: 'Filtra pelo status',
  q: 'Busca por texto',
  sort: 'Campo de ordenação',
  order: 'Direção da ordenação (asc ou desc)',
  section: 'Filtra pela seção do site',
  alt: 'Texto alternativo da imagem',
  from: 'Primeiro dia (AAAA-MM-DD, calendário da oficina)',
  to: 'Último dia, inclusive (AAAA-MM-DD)',
  service_id: 'O serviço (GET /services)',
  token: 'O código do link pessoal do agendamento (o fim de manage_url)',
  endpoint: 'Endereço da assinatura de notificações do aparelho (PushSubscription.endpoint)',
};

function describeParameter(parameter: Parameter) {
  if (parameter.description) return;
  if (parameter.name === 'page') {
    parameter.description =
      parameter.schema?.type === 'integer'
        ? 'Número da página (a partir de 1)'
        : // A client generator puts the value into the path as it is: "/servicos" there would
          // make "//servicos". The server reads the page with or without its first slash.
          'Página do site sem a barra inicial (ex.: servicos; home para a página inicial). Com a barra, codifique-a: %2Fservicos';
    if (parameter.schema?.type !== 'integer') parameter.example = 'servicos';
    return;
  }
  const description = PARAMETERS[parameter.name];
  if (description) parameter.description = description;
}

const EXAMPLE_REQUEST_ID = '6f1c2b9e-3d4a-4f5b-8c7d-9e0f1a2b3c4d';

const IDEMPOTENT_REPLAYED_HEADER = {
  description:
    '`true` quando esta é a resposta guardada de uma requisição anterior com a mesma Idempotency-Key (nada foi executado de novo)',
  schema: { type: 'string', enum: ['true'] },
};

const ETAG_HEADER = {
  description:
    'Versão desta resposta. Envie-a em `If-None-Match` para receber 304 se nada mudou, ou em ' +
    '`If-Match` num PUT, PATCH ou DELETE do mesmo endereço para só gravar se ninguém mudou o item.',
  schema: { type: 'string' },
};

const IF_NONE_MATCH_PARAMETER = {
  in: 'header',
  name: 'If-None-Match',
  required: false,
  description: 'O ETag de uma leitura anterior: se nada mudou, a resposta é 304 sem corpo.',
  schema: { type: 'string' },
};

const IF_MATCH_PARAMETER = {
  in: 'header',
  name: 'If-Match',
  required: false,
  description:
    'O ETag da sua leitura (GET deste endereço): a alteração só acontece se o item ainda estiver ' +
    `assim; se mudou, 412 ("${MESSAGES.preconditionFailed}"). \`*\` exige apenas que o item exista.`,
  schema: { type: 'string' },
};

function errorResponse(status: string, login: boolean, description?: string) {
  const known = STATUS[status]!;
  return {
    description: description ?? known.description,
    content: {
      'application/json': login
        ? {
            schema: { $ref: '#/components/schemas/LoginError' },
            example: {
              // A refused login says why, not that a session is missing.
              error: status === '401' ? MESSAGES.invalidCredentials : known.error,
              code: known.code,
              request_id: EXAMPLE_REQUEST_ID,
              success: false,
              token: null,
              user: null,
            },
          }
        : {
            schema: { $ref: '#/components/schemas/Error' },
            example: { error: known.error, code: known.code, request_id: EXAMPLE_REQUEST_ID },
          },
    },
  };
}

/**
 * The rate-limit headers every limited answer carries (apps/server/src/plugins/rate-limits.ts),
 * as the IETF draft "RateLimit header fields for HTTP" spells them.
 */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description:
      'Os limites que a requisição conta, um item por limite: nome, cota (q) e janela em segundos ' +
      '(w). "api" vale para toda a API por endereço; "contact", "login" e "password-reset" ' +
      'aparecem nas rotas que contam também mensagens, logins falhos e pedidos de nova senha. ' +
      'Ausente quando o servidor roda sem limites.',
    schema: { type: 'string' },
    example: '"api";q=300;w=60',
  },
  RateLimit: {
    description:
      'Para cada limite de RateLimit-Policy: quanto resta na janela atual (r) e em quantos ' +
      'segundos ela recomeça (t), segundo o que esta instância do servidor sabe.',
    schema: { type: 'string' },
    example: '"api";r=297;t=42',
  },
};

const RETRY_AFTER_HEADER = {
  description: 'Segundos até poder tentar de novo',
  schema: { type: 'integer', minimum: 1 },
};

/** Not counted against any limit: monitors and load balancers call it often. */
const UNLIMITED = new Set(['get /health']);

const rateLimitHeaderRefs = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
};

/**
 * Safe retries of a POST (the idempotentCalls middleware, trpc.ts): the first success of a key is
 * kept 24 hours and replayed with `Idempotent-Replayed: true`.
 */
const IDEMPOTENCY_KEY_PARAMETER = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'Chave única do pedido (por exemplo, um UUID), de 1 a 255 caracteres visíveis. Repetir o ' +
    'POST com a mesma chave e o mesmo corpo em até 24 horas não o executa de novo: devolve a ' +
    'primeira resposta, com `Idempotent-Replayed: true`. A mesma chave com outro corpo responde 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** The same key on an operation whose answer holds a secret: run once, never answered again. */
const IDEMPOTENCY_KEY_NO_REPLAY_PARAMETER = {
  ...IDEMPOTENCY_KEY_PARAMETER,
  description:
    'Chave única do pedido, de 1 a 255 caracteres visíveis. A resposta desta operação contém um ' +
    'segredo (sessão ou chave), que não fica guardado: repetir o POST com a mesma chave em até 24 ' +
    `horas não o executa de novo e responde 409 ("${MESSAGES.replayRefused}").`,
};

/** The component names a part of the document points to with `$ref`. */
function referencedSchemas(part: unknown): Set<string> {
  const names = new Set<string>();
  JSON.stringify(part, (key, value) => {
    if (key === '$ref' && typeof value === 'string') names.add(value.split('/').pop() ?? '');
    return value;
  });
  return names;
}

/**
 * The server refuses a body field an operation does not take (400 naming it), so every request
 * body's schema says `additionalProperties: false`: generated clients then refuse the typo
 * too. Only schemas no answer uses: an answer may gain fields without breaking a client.
 */
function closeInputSchemas(document: Document, schemas: Record<string, unknown>) {
  const bodies = new Set<string>();
  const answers = new Set<string>();
  for (const item of Object.values(document.paths ?? {}))
    for (const op of Object.values(item)) {
      for (const name of referencedSchemas(op.requestBody)) bodies.add(name);
      for (const name of referencedSchemas(op.responses)) answers.add(name);
    }
  for (const name of bodies) {
    const schema = schemas[name] as Json | undefined;
    if (!schema || answers.has(name) || !schema.properties) continue;
    if (schema.additionalProperties === undefined) schema.additionalProperties = false;
  }
}

export function applyDocumentConventions<T>(input: T): T {
  const document = input as Document;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const responses = op.responses ?? {};
      const isLogin = path === '/auth/login';
      const hasJsonBody = Boolean(op.requestBody?.content?.['application/json']);
      const writes = method !== 'get' && !path.startsWith('/auth/');

      const statuses = new Set(Object.keys(responses).filter((s) => Number(s) >= 400));
      // Any operation refuses a query parameter (or body field) it does not take: 400 everywhere.
      statuses.add('400');
      // The transport answers these before any operation runs: an address past the limit on
      // any path, and on any method that may carry a body, one too large or not JSON.
      statuses.add('414');
      if (hasJsonBody || method !== 'get') statuses.add('413').add('415');
      if (writes) statuses.add('409');
      const limited = !UNLIMITED.has(`${method} ${path}`);
      if (isLogin || limited) statuses.add('429');
      if (isLogin) statuses.add('401');
      statuses.add('500').add('503');

      for (const status of [...statuses].sort()) {
        const current = responses[status] as { description?: string } | undefined;
        const kept =
          current?.description && !GENERATED_DESCRIPTIONS.has(current.description)
            ? current.description
            : undefined;
        responses[status] = errorResponse(status, isLogin, kept);
      }
      if (isLogin) {
        (responses['401'] as Json).description = MESSAGES.invalidCredentials;
        (responses['429'] as Json).description = MESSAGES.loginLocked;
      }
      op.responses = responses;
      for (const parameter of op.parameters ?? []) describeParameter(parameter);
      // Conditional requests (apps/server/src/plugins/conditional-requests.ts).
      // Only JSON reads go through the REST handler that answers them (not the CSV export).
      const jsonRead = Boolean(
        (responses['200'] as { content?: Json } | undefined)?.content?.['application/json'],
      );
      if (method === 'get' && jsonRead && path !== '/health') {
        const ok = responses['200'] as Json;
        ok.headers = { ...(ok.headers as Json | undefined), ETag: ETAG_HEADER };
        responses['304'] = { description: 'Nada mudou desde a leitura com o ETag enviado' };
        op.parameters = [...(op.parameters ?? []), IF_NONE_MATCH_PARAMETER];
      }
      if (['put', 'patch', 'delete'].includes(method) && item.get) {
        op.parameters = [...(op.parameters ?? []), IF_MATCH_PARAMETER];
        responses['412'] = errorResponse('412', false);
      }
      if (method === 'post') {
        const refused = (op as { 'x-replay-refused'?: true })['x-replay-refused'];
        op.parameters = [
          ...(op.parameters ?? []),
          refused ? IDEMPOTENCY_KEY_NO_REPLAY_PARAMETER : IDEMPOTENCY_KEY_PARAMETER,
        ];
        responses['422'] = errorResponse('422', isLogin);
        responses['409'] = errorResponse('409', isLogin);
        (responses['409'] as Json).description = refused
          ? `A requisição com esta Idempotency-Key ainda está em andamento, ou já foi feita: "${MESSAGES.replayRefused}"`
          : 'Conflito com um registro existente, ou a requisição com esta Idempotency-Key ainda está em andamento';
        // A replayed answer says so; one holding a secret is never replayed.
        if (!refused)
          for (const [status, response] of Object.entries(responses))
            if (status.startsWith('2'))
              response.headers = {
                ...(response.headers as Json | undefined),
                'Idempotent-Replayed': IDEMPOTENT_REPLAYED_HEADER,
              };
      }

      // Every answer counted by the budget carries the RateLimit headers: all of them once the
      // request passed the door, so not a 414 (refused before it, on the address alone).
      if (limited) {
        for (const [status, response] of Object.entries(responses)) {
          if (status === '414') continue;
          const headers: Json = {
            ...(response.headers as Json | undefined),
            ...rateLimitHeaderRefs,
          };
          if (status === '429') headers['Retry-After'] = RETRY_AFTER_HEADER;
          response.headers = headers;
        }
      }

      // A public operation says so (no security), or that a token is optional.
      if (!op.security) {
        const optional =
          OPTIONAL_TOKEN.has(`${method} ${path}`) ||
          Boolean(op.parameters?.some((p) => p.in === 'query' && p.name === 'include_inactive'));
        op.security = optional ? [{}, ...bearer] : [];
      }
    }
  }
  const schemas = document.components?.schemas ?? {};
  closeInputSchemas(document, schemas);
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  document.components = {
    ...document.components,
    schemas: { ...schemas, Error: ERROR_SCHEMA, LoginError: LOGIN_ERROR_SCHEMA },
    headers: { ...document.components?.headers, ...RATE_LIMIT_HEADERS },
  };
  return input;
}
