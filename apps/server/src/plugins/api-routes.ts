import { type ApiDeps, appRouter, createContext, type UndeclaredInput } from '@oficina/api';
import { MESSAGES, TRPC_BATCH_LIMIT } from '@oficina/core';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { readSessionToken, sessionCookieWriter } from '../session-cookie';
import { sendError } from './api-errors';
import {
  CONDITIONAL_CACHE_CONTROL,
  ifMatchHolds,
  ifNoneMatchHolds,
  itemEtag,
  nextPageLink,
  oneAtATime,
} from './conditional-requests';
import { readableAt, undeclaredInput, undeclaredMessage, unreadBody } from './declared-input';
import type { HttpCallFor } from './rate-limits';
import { keepJsonBodiesStrict } from './strict-json-bodies';

type AppRouter = typeof appRouter;

/** Procedures whose REST success is not 200 (a creation's 201), from their meta. */
const SUCCESS_STATUS = new Map(
  Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { meta?: unknown } }>,
  )
    .map(([path, procedure]) => {
      const meta = procedure._def.meta as { successStatus?: number } | undefined;
      return [path, meta?.successStatus] as const;
    })
    .filter((entry): entry is readonly [string, number] => entry[1] !== undefined),
);

/** Calls in one tRPC batch (core's TRPC_BATCH_LIMIT, which the site's clients also keep to). */
export const MAX_TRPC_BATCH = TRPC_BATCH_LIMIT;

/** The methods REST operations use; the OpenAPI document says which path takes which. */
const REST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Hop-by-hop and length headers belong to the connection Fastify writes, not to the answer. */
const CONNECTION_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection']);

/** What the REST handler answers: status, headers and the JSON text, collected for one send. */
interface RestAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** The reply stand-in the REST handler writes to; it carries Fastify's request and reply along. */
interface RestResponse {
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * A read made by the server itself (the current item behind an If-Match): it spends nothing
   * of the caller's budget and sets no cookie.
   */
  internal?: boolean;
  statusCode: number;
  setHeader(name: string, value: string | string[]): void;
  end(body?: string): void;
}

/**
 * The visitor's request as a Web `Request` without the /api prefix. Fastify has already read and
 * checked the body (size, JSON depth, content type), so the parsed body is handed over as is
 * (no input when empty). HEAD asks what GET would answer.
 */
function toRestRequest(request: FastifyRequest, asRead = false): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method === 'HEAD' || asRead ? 'GET' : request.method;
  const url = new URL(request.url.slice('/api'.length) || '/', 'http://localhost');
  if (asRead) url.search = '';
  const webRequest = new Request(url, { method, headers });
  const body = asRead ? {} : (request.body ?? {});
  // The query as the REST adapter reads it (each name's values), in an object without a
  // prototype: the adapter's own reading stores values under their names in a plain object, so
  // `?constructor=1` or `?toString=1` found Object's own functions there and threw (a 500).
  const query: Record<string, string[]> = Object.create(null);
  for (const [name, value] of url.searchParams) {
    query[name] ??= [];
    query[name].push(value);
  }
  const extra: Record<string, unknown> = { body, query };
  return new Proxy(webRequest, {
    get: (target, property) =>
      typeof property === 'string' && property in extra
        ? extra[property]
        : Reflect.get(target, property, target),
    has: (target, property) =>
      (typeof property === 'string' && property in extra) || Reflect.has(target, property),
  });
}

/** What the REST route found undeclared in a call, for its procedure to refuse. */
const undeclaredOf = new WeakMap<FastifyRequest, UndeclaredInput>();

/** Writes that honour If-Match. */
const WRITES = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Sends what the REST handler answered. A read answered 200 gets a validator (the public cache
 * replaces it with its own for answers it keeps), and a 304 when the client already has it.
 */
function sendRest(request: FastifyRequest, reply: FastifyReply, answer: RestAnswer) {
  reply.code(answer.status);
  for (const [name, value] of answer.headers)
    if (!CONNECTION_HEADERS.has(name)) reply.header(name, value);
  // Not the health check: monitors must always get the live answer (it stays no-store).
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (read && answer.status === 200 && !request.url.startsWith('/api/health')) {
    const etag = itemEtag(answer.body);
    reply.header('etag', etag);
    const next = nextPageLink(request.url, answer.body);
    if (next) reply.header('link', next);
    reply.header('cache-control', CONDITIONAL_CACHE_CONTROL);
    if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) {
      reply.removeHeader('content-type');
      return reply.code(304).send();
    }
  }
  // A string, so the error shaping and the public cache read it as the JSON it is.
  return reply.send(answer.body);
}

/** tRPC for our own web app at /trpc and the same procedures as REST under /api. */
export async function registerApiRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  options: { secureCookies: boolean; httpCall: HttpCallFor },
): Promise<void> {
  // Before the REST adapter sees a request: it would make body numbers coerce (null -> 0).
  keepJsonBodiesStrict();
  // One context for both transports, built from Fastify's request and reply.
  const contextFor = (req: FastifyRequest, res: FastifyReply) =>
    createContext(deps, {
      ip: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      token: readSessionToken(req, options.secureCookies),
      sessionCookie: sessionCookieWriter(res, options.secureCookies),
      http: { ...options.httpCall(req, res), undeclaredInput: undeclaredOf.get(req) },
    });

  const onError = ({
    error,
    path,
  }: {
    error: { code: string; cause?: unknown; message: string };
    path?: string;
  }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
    }
  };

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFor(req, res),
      onError,
      maxBatchSize: MAX_TRPC_BATCH,
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // REST runs trpc-to-openapi's request handler with a stand-in reply that only collects the
  // answer; this route then sends it with exactly one `reply.send`. (The library's Fastify
  // adapter instead sends from inside the handler without waiting, racing our async send hooks:
  // compression and caching then wrote some answers twice and others with an empty body.)
  const handleRest = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ res }: { res: RestResponse }) =>
      res.internal
        ? createContext(deps, {
            ip: res.request.ip ?? null,
            userAgent: res.request.headers['user-agent'] ?? null,
            token: readSessionToken(res.request, options.secureCookies),
          })
        : contextFor(res.request, res.reply),
    onError,
    responseMeta: ({
      paths,
      errors,
    }: {
      paths?: readonly string[];
      errors: readonly unknown[];
    }) => {
      const status = errors.length === 0 && paths?.[0] ? SUCCESS_STATUS.get(paths[0]) : undefined;
      return status ? { status } : {};
    },
    // It takes a Web `Request` where a Node request is typed (it checks which it got), as the
    // library's own fetch adapter uses it.
  } as unknown as Parameters<typeof createOpenApiNodeHttpHandler>[0]) as unknown as (
    req: Request,
    res: RestResponse,
  ) => Promise<void>;

  /** Runs the REST call (or, `asRead`, the GET of the same address) and collects its answer. */
  const runRest = (request: FastifyRequest, reply: FastifyReply, asRead = false) =>
    new Promise<RestAnswer>((resolve, reject) => {
      const collected: RestAnswer = { status: 200, headers: [], body: '' };
      const response: RestResponse = {
        request,
        reply,
        internal: asRead,
        statusCode: 200,
        setHeader(name, value) {
          for (const one of Array.isArray(value) ? value : [value])
            collected.headers.push([name.toLowerCase(), one]);
        },
        end(body = '') {
          resolve({ ...collected, status: response.statusCode, body });
        },
      };
      handleRest(toRestRequest(request, asRead), response).catch(reject);
    });

  app.route({
    method: [...REST_METHODS],
    url: '/api/*',
    handler: async (request, reply) => {
      const [path = '', search = ''] = request.url.split('?', 2);
      const sentBody =
        Number(request.headers['content-length'] ?? 0) > 0 ||
        request.headers['transfer-encoding'] !== undefined;
      if (sentBody && unreadBody(request.method, path, request.headers['content-type']))
        return sendError(request, reply, 415);
      const undeclared = undeclaredInput(
        request.method,
        path,
        new URLSearchParams(search).keys(),
        request.body,
      );
      // Refused by the procedure, after its access check (a caller without access learns
      // nothing about the input it should have sent).
      if (undeclared.length)
        undeclaredOf.set(request, { message: undeclaredMessage(undeclared), issues: undeclared });
      const method = request.method;
      if (WRITES.has(method) && request.headers['if-match'] !== undefined) {
        const ifMatch = String(request.headers['if-match']);
        // Nothing to compare the tag with: saying so beats ignoring the condition.
        if (!readableAt(path))
          return sendError(request, reply, 400, { message: MESSAGES.ifMatchUnsupported });
        return oneAtATime(path, async () => {
          // The item as this caller reads it now, without spending its budget.
          const current = await runRest(request, reply, true);
          const currentTag = current.status === 200 ? itemEtag(current.body) : undefined;
          if (!ifMatchHolds(ifMatch, currentTag))
            return sendError(request, reply, 412, { message: MESSAGES.preconditionFailed });
          return sendRest(request, reply, await runRest(request, reply));
        });
      }
      return sendRest(request, reply, await runRest(request, reply));
    },
  });
}
