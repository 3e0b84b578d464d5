import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * What a client may send as its own X-Request-Id: a short token of letters, digits and
 * `. _ : -` (a UUID, a trace id). Anything else (too long, spaces, control characters that
 * could forge log lines) is replaced by an id of ours.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the client's X-Request-Id when well formed, so a support request can
 * quote the id the client logged, else a new UUID. Fastify puts it in every log line.
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/**
 * Every answer carries its request's id, and a 401 says how to authenticate
 * (`WWW-Authenticate: Bearer`, as HTTP asks of a 401).
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // At the socket, not in an onSend hook: the tRPC adapter writes its answers to the raw
    // response, past Fastify's hooks, and every 401 must carry the challenge.
    const raw = reply.raw;
    const writeHead = raw.writeHead;
    raw.writeHead = function challengeOn401(this: typeof raw, ...args: unknown[]) {
      if (args[0] === 401 && !raw.hasHeader('www-authenticate'))
        raw.setHeader('www-authenticate', 'Bearer realm="api"');
      return (writeHead as (...a: unknown[]) => typeof raw).apply(this, args);
    } as typeof raw.writeHead;
  });
}
