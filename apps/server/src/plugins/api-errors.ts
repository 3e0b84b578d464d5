import type { IncomingMessage } from 'node:http';
import { restErrorFor } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import type { FastifyError, FastifyInstance } from 'fastify';

export const isApiPath = (url: string) =>
  url === '/api' || url === '/trpc' || url.startsWith('/api/') || url.startsWith('/trpc/');

interface ProcedureErrorBody {
  error?: string;
  message?: string;
  code?: string;
  issues?: unknown;
  data?: { issues?: unknown; path?: string };
}

/**
 * Every failed REST call answers `{ error, code, issues? }`. The REST adapter puts the tRPC
 * error shape in the body; this keeps only the public fields (never a stack or internal message).
 */
function reshapeRestError(payload: string, url: string): string {
  let body: ProcedureErrorBody;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object' || !('code' in body)) return payload;
  const issues = body.data?.issues ?? (Array.isArray(body.issues) ? body.issues : undefined);
  const shaped: Record<string, unknown> = {
    error: body.error ?? MESSAGES.internal,
    code: body.code,
    ...(issues ? { issues } : {}),
  };
  // The login contract (spec §7) always carries success, token and user.
  if (url.startsWith('/api/auth/login'))
    Object.assign(shaped, { success: false, token: null, user: null });
  return JSON.stringify(shaped);
}

const FASTIFY_CODES: Record<number, { code: string; error: string }> = {
  400: { code: 'BAD_REQUEST', error: MESSAGES.validation },
  404: { code: 'NOT_FOUND', error: MESSAGES.notFound },
  405: { code: 'METHOD_NOT_SUPPORTED', error: 'Método não suportado' },
  413: { code: 'PAYLOAD_TOO_LARGE', error: MESSAGES.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', error: MESSAGES.unsupportedMediaType },
  429: { code: 'TOO_MANY_REQUESTS', error: MESSAGES.tooManyRequests },
};

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

/** Whether the request's connection ended before the request was complete. */
export const clientWentAway = (raw: IncomingMessage) =>
  raw.aborted || (!raw.complete && (raw.destroyed || raw.socket?.destroyed === true));

export function registerApiErrorHandling(app: FastifyInstance): void {
  // An empty JSON body (a bodiless POST/PUT with the header set) is simply no input.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new JsonTooDeepError('JSON nested too deep'), undefined);
    }
    parseJson(request, text, done);
  });

  // A bodiless POST/PUT without a content type is also no input, not a 415.
  app.addHook('onRequest', async (request) => {
    // Reading originalUrl pins it: the REST adapter later strips /api from request.url.
    const url = request.originalUrl;
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
    if (reply.statusCode < 400 || !url.startsWith('/api/') || typeof payload !== 'string')
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    return reshapeRestError(payload, url);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client hung up or reset the connection before its request was whole (a closed tab, a
    // lost signal). Nothing failed on our side and nobody is left to answer: a note, not an
    // error (its ECONNRESET would otherwise read as the database being unreachable).
    if (clientWentAway(request.raw)) {
      request.log.info({ code: error.code }, 'client closed the connection mid-request');
      return reply.status(400).send();
    }
    // Our rules' errors and the database's (unreachable: 503) thrown in a plain route, e.g. by a
    // procedure it calls in-process (the sitemap): answered as the REST adapter would.
    const ours = restErrorFor(error);
    if (ours) {
      if (ours.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(ours.status).type('application/json').send(ours.body);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const known = FASTIFY_CODES[status];
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? MESSAGES.invalidJson
        : known?.error;
    reply
      .status(status)
      .type('application/json')
      .send({
        error: message ?? MESSAGES.internal,
        code: known?.code ?? 'INTERNAL_SERVER_ERROR',
      });
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send({ error: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Página não encontrada</title>' +
          '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>' +
          '<h1>Oops! Página não encontrada</h1><p><a href="/">Voltar para o início</a></p></body></html>',
      );
  });
}
