import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import { buildOpenApiDocument, restErrorFor } from '@oficina/api';
import { ERROR_PAGE_TITLES, MESSAGES } from '@oficina/core';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loggableUrl } from '../loggable-url';
import { wasCutForSlowness } from './slow-requests';

export const isApiPath = (url: string) =>
  url === '/api' || url === '/trpc' || url.startsWith('/api/') || url.startsWith('/trpc/');

const isTrpcPath = (path: string) => path === '/trpc' || path.startsWith('/trpc/');

const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

/**
 * The longest URL answered: past it, 414. Node already refuses a request line and headers
 * over 16 KiB together (431 or 414, see clientErrorAnswer); no address of ours comes near this.
 */
export const MAX_URL_LENGTH = 8 * 1024;

/** Each error status with its stable code (tRPC's name where tRPC has one) and message. */
export const STATUS_ANSWERS: Readonly<Record<number, { code: string; error: string }>> = {
  400: { code: 'BAD_REQUEST', error: MESSAGES.validation },
  401: { code: 'UNAUTHORIZED', error: MESSAGES.loginRequired },
  403: { code: 'FORBIDDEN', error: MESSAGES.accessDenied },
  404: { code: 'NOT_FOUND', error: MESSAGES.notFound },
  405: { code: 'METHOD_NOT_SUPPORTED', error: MESSAGES.methodNotAllowed },
  408: { code: 'TIMEOUT', error: MESSAGES.requestTimeout },
  409: { code: 'CONFLICT', error: MESSAGES.conflict },
  412: { code: 'PRECONDITION_FAILED', error: MESSAGES.preconditionFailed },
  413: { code: 'PAYLOAD_TOO_LARGE', error: MESSAGES.payloadTooLarge },
  414: { code: 'URI_TOO_LONG', error: MESSAGES.uriTooLong },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', error: MESSAGES.unsupportedMediaType },
  416: { code: 'RANGE_NOT_SATISFIABLE', error: MESSAGES.rangeNotSatisfiable },
  429: { code: 'TOO_MANY_REQUESTS', error: MESSAGES.tooManyRequests },
  431: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', error: MESSAGES.headersTooLarge },
  500: { code: 'INTERNAL_SERVER_ERROR', error: MESSAGES.internal },
  501: { code: 'NOT_IMPLEMENTED', error: MESSAGES.methodNotImplemented },
  503: { code: 'SERVICE_UNAVAILABLE', error: MESSAGES.unavailable },
};

const answerFor = (status: number) =>
  STATUS_ANSWERS[status] ?? (status >= 500 ? STATUS_ANSWERS[500]! : STATUS_ANSWERS[400]!);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small Portuguese page a public address answers with an error status. */
export function errorPage(status: number, message: string = answerFor(status).error): string {
  const title = escapeHtml(ERROR_PAGE_TITLES[status] ?? message);
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>' +
    `<h1>${title}</h1><p>${escapeHtml(message)}</p>` +
    '<p><a href="/">Voltar para o início</a></p></body></html>'
  );
}

interface ErrorDetails {
  message?: string;
  code?: string;
  issues?: unknown;
  /** Named in an /api body; a request Fastify saw gets its own id when the body is sent. */
  requestId?: string;
}

/**
 * The body of an error in the shape the path's clients read: tRPC's error envelope under /trpc
 * (what its clients show is `error.message`), `{ error, code, issues? }` under /api, and a page
 * everywhere else. The content type goes with it.
 */
export function errorBody(
  path: string,
  status: number,
  details: ErrorDetails = {},
): { type: string; body: string } {
  const known = answerFor(status);
  const message = details.message ?? known.error;
  const code = details.code ?? known.code;
  const issues = details.issues ? { issues: details.issues } : {};
  if (isTrpcPath(path)) {
    const number =
      TRPC_ERROR_CODES_BY_KEY[code as keyof typeof TRPC_ERROR_CODES_BY_KEY] ??
      (status >= 500
        ? TRPC_ERROR_CODES_BY_KEY.INTERNAL_SERVER_ERROR
        : TRPC_ERROR_CODES_BY_KEY.BAD_REQUEST);
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({
        error: {
          message,
          code: number,
          error: message,
          data: { code, httpStatus: status, ...issues },
        },
      }),
    };
  }
  if (isApiPath(path)) {
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({
        error: message,
        code,
        ...issues,
        ...(details.requestId ? { request_id: details.requestId } : {}),
      }),
    };
  }
  return { type: 'text/html; charset=utf-8', body: errorPage(status, message) };
}

/** Answers an error status in the shape of the request's path (see errorBody). */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  details: ErrorDetails = {},
): FastifyReply {
  const { type, body } = errorBody(pathOf(request.originalUrl ?? request.url), status, {
    ...details,
    requestId: details.requestId ?? request.id,
  });
  return reply.code(status).type(type).send(body);
}

interface ProcedureErrorBody {
  error?: string;
  message?: string;
  code?: string;
  issues?: unknown;
  data?: { issues?: unknown; path?: string; alternatives?: unknown };
}

/**
 * Every failed REST call answers `{ error, code, issues?, request_id }`. The REST adapter puts
 * the tRPC error shape in the body; this keeps only the public fields (never a stack or internal
 * message) and adds the request's id.
 */
function reshapeRestError(payload: string, url: string, requestId: string): string {
  let body: ProcedureErrorBody;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object' || !('code' in body)) return payload;
  const issues = body.data?.issues ?? (Array.isArray(body.issues) ? body.issues : undefined);
  const shaped: Record<string, unknown> = {
    error: typeof body.error === 'string' ? body.error : MESSAGES.internal,
    code: body.code,
    ...(issues ? { issues } : {}),
    // A full booking slot names the nearest free times (POST /api/bookings, a reschedule).
    ...(Array.isArray(body.data?.alternatives) ? { alternatives: body.data.alternatives } : {}),
    // The same id as the X-Request-Id header and the log line: what a client quotes to support.
    request_id: requestId,
  };
  // The login's documented answer carries success, token and user even when it fails: the
  // panel's login form reads them.
  if (url.startsWith('/api/auth/login'))
    Object.assign(shaped, { success: false, token: null, user: null });
  return JSON.stringify(shaped);
}

/** No input of ours nests more than a few levels; the tRPC adapter re-serializes bodies. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit` (text inside strings
 * skipped). A body nested thousands of levels parses, but serializing it again (as the tRPC
 * adapter does) would overflow the stack: such a body is refused before it is parsed.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_INVALID_JSON_BODY';
}

/** A refusal of the body itself, answered with its own status and Portuguese message. */
class BodyRefusedError extends Error {
  readonly statusCode = 400;
}

/**
 * The charset a JSON body declares, lower-cased and unquoted (`application/json;
 * charset="UTF-8"` → "utf-8"), or undefined when it names none.
 */
export function declaredCharset(contentType: string | undefined): string | undefined {
  for (const parameter of (contentType ?? '').split(';').slice(1)) {
    const [name, ...value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset')
      return value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return undefined;
}

/** JSON travels as UTF-8 (RFC 8259); a body declared otherwise would be read wrong, not decoded. */
const isUtf8 = (charset: string | undefined) =>
  charset === undefined || charset === 'utf-8' || charset === 'utf8';

/**
 * The body passed through unchanged while its bytes decode as UTF-8 (a character may span two
 * chunks); the first invalid sequence ends it with a 400.
 */
function utf8Checked(payload: Readable): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        decoder.decode(chunk, { stream: true });
        callback(null, chunk);
      } catch {
        callback(new BodyRefusedError(MESSAGES.invalidUtf8));
      }
    },
    flush(callback) {
      try {
        decoder.decode();
        callback();
      } catch {
        callback(new BodyRefusedError(MESSAGES.invalidUtf8));
      }
    },
  });
  // Fastify reads the length the client declared from the stream it is given.
  (checked as Readable & { receivedEncodedLength?: number }).receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => {
    (checked as Readable & { receivedEncodedLength?: number }).receivedEncodedLength! +=
      chunk.length;
  });
  payload.on('error', (error) => checked.destroy(error));
  return payload.pipe(checked);
}

/** Whether the request's connection ended before the request was complete. */
export const clientWentAway = (raw: IncomingMessage) =>
  raw.aborted || (!raw.complete && (raw.destroyed || raw.socket?.destroyed === true));

/** The order methods are listed in an `Allow` header. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** tRPC reads with GET (HEAD: what GET would answer) and writes with POST; nothing else. */
const TRPC_METHODS = ['GET', 'HEAD', 'POST'];

/** The route that hands every /api call to the REST adapter: its methods are not the path's. */
const REST_ROUTE = '/api/*';

interface KnownPath {
  pattern: RegExp;
  methods: string[];
  /**
   * How many segments the path writes out (not parameters): where a fixed path and a template
   * both match (`/faqs/order` and `/faqs/{id}`), the fixed one is the address asked for.
   */
  fixed: number;
}

/** Segments written out in a route path or template (`:id`, `{id}` and `*` are not). */
export const fixedSegments = (path: string) =>
  path.split('/').filter((segment) => segment && !/^[:{*]/.test(segment)).length;

interface KnownRoute extends KnownPath {
  /** Under /api: the site's catch-all page route (`/*`) says nothing about API paths. */
  api: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Fastify route path as a pattern: `:name` (with its optional regexp) one segment, `*` the rest. */
function routePattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

/** An OpenAPI path template (`/services/{id}`) under /api as a pattern. */
export function templatePattern(template: string): RegExp {
  const source = `/api${template}`
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

let restPathsMade: KnownPath[] | undefined;

/**
 * Every REST operation's path and methods, from the same OpenAPI document /api/docs shows. The
 * procedures are the same for every app in the process: the document is read once.
 */
function restPaths(): KnownPath[] {
  restPathsMade ??= Object.entries(buildOpenApiDocument('http://localhost/api').paths ?? {}).map(
    ([template, item]) => ({
      pattern: templatePattern(template),
      fixed: fixedSegments(template) + 1,
      methods: Object.keys(item ?? {})
        .map((key) => key.toUpperCase())
        .filter((method) => METHOD_ORDER.includes(method)),
    }),
  );
  return restPathsMade;
}

/**
 * Which methods each path answers, for the `Allow` header of a 405. Fastify's own routes are
 * recorded as they are added (this must be registered before them); REST operations come from
 * the OpenAPI document, since one route takes every method under /api; /trpc takes GET and POST.
 * CORS preflights (OPTIONS) are answered for every path and are left out.
 */
function methodRegistry(app: FastifyInstance) {
  const routes: KnownRoute[] = [];
  // Read before the first request, not during it.
  app.addHook('onReady', async () => {
    restPaths();
  });
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (url === REST_ROUTE || isTrpcPath(url)) return;
    const methods = [route.method].flat().filter((method) => method !== 'OPTIONS');
    if (methods.length)
      routes.push({
        pattern: routePattern(url),
        methods,
        api: isApiPath(url),
        fixed: fixedSegments(url),
      });
  });
  return (path: string): string[] => {
    if (isTrpcPath(path)) return path.startsWith('/trpc/') ? TRPC_METHODS : [];
    const api = isApiPath(path);
    // A trailing slash is read either way: the REST adapter reads `/services/` as `/services`,
    // and Fastify does not announce the `/prefix/` twin of a plugin's `/` route.
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const matching = [
      ...routes.filter(
        (route) => route.api === api && (route.pattern.test(path) || route.pattern.test(bare)),
      ),
      ...(api ? restPaths().filter((operation) => operation.pattern.test(bare)) : []),
    ];
    // Only the most specific paths: `/faqs/order` answers for itself, not as the FAQ "order".
    const mostFixed = Math.max(0, ...matching.map((known) => known.fixed));
    const found = new Set<string>();
    for (const known of matching)
      if (known.fixed === mostFixed) for (const method of known.methods) found.add(method);
    if (found.has('GET')) found.add('HEAD');
    const rank = (method: string) => {
      const index = METHOD_ORDER.indexOf(method);
      return index < 0 ? METHOD_ORDER.length : index;
    };
    return [...found].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  };
}

export function registerApiErrorHandling(app: FastifyInstance): void {
  const allowedMethods = methodRegistry(app);

  /** 405 with the methods the path does take, or null when the path takes none (a 404). */
  const refuseMethod = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const allowed = allowedMethods(path);
    if (!allowed.length || allowed.includes(request.method)) return null;
    reply.header('allow', allowed.join(', '));
    return sendError(request, reply, 405);
  };

  // An empty JSON body (a bodiless POST/PUT with the header set) is simply no input.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new JsonTooDeepError('JSON nested too deep'), undefined);
    }
    parseJson(request, text, (error, value) => {
      // The REST adapter would read `null`, `[1]` or `"x"` as no input at all, so a PATCH of
      // an array answered 200 having changed nothing. (tRPC bodies are its own envelope.)
      const rest =
        isApiPath(pathOf(request.originalUrl)) && !isTrpcPath(pathOf(request.originalUrl));
      if (!error && rest && (value === null || typeof value !== 'object' || Array.isArray(value)))
        return done(new BodyRefusedError(MESSAGES.jsonBodyNotObject), undefined);
      done(error, value);
    });
  });

  // A JSON body's bytes are checked as they arrive, on every path (tRPC reads its JSON with a
  // parser of its own): bytes that are not UTF-8 would otherwise be read as U+FFFD and stored.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'];
    return type && /^\s*application\/json\s*(;|$)/i.test(type) ? utf8Checked(payload) : payload;
  });

  // Set once the server starts closing. Fastify answers requests that arrive then with its own
  // English 503 unless `return503OnClosing` is off; with it off, this answers them in Portuguese.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.addHook('onRequest', async (request, reply) => {
    // Reading originalUrl pins it: a REST adapter may later strip /api from request.url.
    const url = request.originalUrl;
    if (closing) {
      reply.header('connection', 'close');
      return sendError(request, reply, 503);
    }
    if (url.length > MAX_URL_LENGTH) return sendError(request, reply, 414);
    const path = pathOf(url);
    // A method the path does not take is refused before its body is read or any limit counts.
    // A CORS preflight is CORS's to answer; any other OPTIONS is refused here, on every path
    // (the CORS plugin would answer it 400 in English once origins are configured).
    if (request.method === 'OPTIONS') {
      const preflight =
        request.headers.origin !== undefined &&
        request.headers['access-control-request-method'] !== undefined;
      if (!preflight) return refuseMethod(request, reply, path) ?? sendError(request, reply, 404);
    } else if (isApiPath(path)) {
      const refused = refuseMethod(request, reply, path);
      if (refused) return refused;
    }
    // Refused before the body is read, on every path: tRPC reads its JSON with a parser of its own.
    const type = request.headers['content-type'];
    if (type && /^\s*application\/json\s*(;|$)/i.test(type) && !isUtf8(declaredCharset(type)))
      return sendError(request, reply, 415, { message: MESSAGES.jsonCharset });
    // A bodiless POST/PUT without a content type is no input, not a 415.
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    if (
      !hasBody &&
      !request.headers['content-type'] &&
      ['POST', 'PUT', 'PATCH'].includes(request.method) &&
      url.startsWith('/api/')
    ) {
      request.headers['content-type'] = 'application/json';
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.originalUrl;
    const path = pathOf(url);
    if (reply.statusCode < 400 || !isApiPath(path) || isTrpcPath(path)) return payload;
    if (typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    return reshapeRestError(payload, url, request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client hung up or reset the connection before its request was whole (a closed tab, a
    // lost signal). Nothing failed on our side and nobody is left to answer: a note, not an
    // error (its ECONNRESET would otherwise read as the database being unreachable).
    if (wasCutForSlowness(request.raw.socket)) {
      request.log.info(
        { statusCode: 408, url: loggableUrl(request.url) },
        'request cut: its body did not arrive in time (408 sent, connection closed)',
      );
      return reply.status(408).send();
    }
    if (clientWentAway(request.raw)) {
      request.log.info({ code: error.code }, 'client closed the connection mid-request');
      return reply.status(400).send();
    }
    // Our rules' errors and the database's (unreachable: 503) thrown in a plain route, e.g. by a
    // procedure it calls in-process (the sitemap): answered as the REST adapter would.
    const ours = restErrorFor(error);
    if (ours) {
      if (ours.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, ours.status, {
        message: ours.body.error,
        code: ours.body.code,
        issues: ours.body.issues,
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A range past a static file's end: the refusal carries the file's size (Content-Range:
    // bytes */size), so a download manager can ask again for what exists.
    const range = (error as { headers?: Record<string, unknown> }).headers?.['Content-Range'];
    if (status === 416 && typeof range === 'string') reply.header('content-range', range);
    if (error instanceof BodyRefusedError)
      return sendError(request, reply, error.statusCode, { message: error.message });
    const invalidJson =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
    return sendError(request, reply, status, invalidJson ? { message: MESSAGES.invalidJson } : {});
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.originalUrl ?? request.url);
    return refuseMethod(request, reply, path) ?? sendError(request, reply, 404);
  });
}

/**
 * Fastify's `frameworkErrors` option: a URL it cannot route (bad percent-encoding: 400; a path
 * parameter longer than the router takes: 414), answered in the path's shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  genericReply: unknown,
): void {
  // Fastify's generic reply type here does not accept a status code; the runtime object does.
  const reply = genericReply as FastifyReply;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendError(request, reply, 414);
  else void sendError(request, reply, 400);
}

/**
 * The request line at the start of what node received, when it is there: the path (to answer
 * in its shape) and whether the URL alone is over the limit (its line does not end in time).
 */
function requestLineOf(raw: Buffer | undefined): { path: string; urlTooLong: boolean } | null {
  if (!raw) return null;
  const head = raw.subarray(0, MAX_URL_LENGTH + 64).toString('latin1');
  const match = /^[A-Z][A-Z-]* (\S+)/.exec(head);
  if (!match?.[1]) return null;
  const ended = /^[^\r\n]*\r?\n/.test(head);
  return { path: pathOf(match[1]), urlTooLong: !ended || match[1].length > MAX_URL_LENGTH };
}

/**
 * The whole HTTP answer to a request node's parser refused before Fastify saw it: a request
 * line and headers over node's limit (431, or 414 when the URL alone is too long), a method
 * name it does not know (501), a client too slow to send its request (408), anything else
 * malformed (400). In Portuguese, in the shape of the path when the request line could be read
 * (JSON `{ error, code }` otherwise).
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): string {
  const line = requestLineOf(error.rawPacket);
  let status = 400;
  let message: string = MESSAGES.malformedRequest;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = MESSAGES.requestTimeout;
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = line?.urlTooLong ? 414 : 431;
    message = answerFor(status).error;
  } else if (error.code === 'HPE_INVALID_METHOD') {
    status = 501;
    message = MESSAGES.methodNotImplemented;
  }
  // Fastify never saw this request, so it has no id yet: a new one, as every answer carries.
  const requestId = randomUUID();
  const { type, body } = errorBody(line?.path ?? '/api', status, { message, requestId });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    `Content-Type: ${type}\r\n` +
    `X-Request-Id: ${requestId}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    `Connection: close\r\n\r\n${body}`
  );
}
