import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CONNECTION_DEFAULTS, type ConnectionLimits } from '../config';
import { clientErrorAnswer } from './api-errors';
import { clientKey } from './rate-limits';
import { markCutForSlowness } from './slow-requests';

/** The limits given, each one absent taking its default. */
export function connectionLimits(given: Partial<ConnectionLimits>): ConnectionLimits {
  return {
    REQUEST_TIMEOUT_MS: given.REQUEST_TIMEOUT_MS ?? CONNECTION_DEFAULTS.REQUEST_TIMEOUT_MS,
    CONNECTION_TIMEOUT_MS: given.CONNECTION_TIMEOUT_MS ?? CONNECTION_DEFAULTS.CONNECTION_TIMEOUT_MS,
    KEEP_ALIVE_TIMEOUT_MS: given.KEEP_ALIVE_TIMEOUT_MS ?? CONNECTION_DEFAULTS.KEEP_ALIVE_TIMEOUT_MS,
    MAX_CONNECTIONS: given.MAX_CONNECTIONS ?? CONNECTION_DEFAULTS.MAX_CONNECTIONS,
    MAX_CONNECTIONS_PER_IP:
      given.MAX_CONNECTIONS_PER_IP ?? CONNECTION_DEFAULTS.MAX_CONNECTIONS_PER_IP,
  };
}

/** At most one log line per kind of refusal in this time: a flood must not flood the log. */
const LOG_EVERY_MS = 10_000;

/** Logs at info, at most once per LOG_EVERY_MS, with how many happened since the last line. */
function throttledInfo(message: string) {
  let since = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;
  return (log: FastifyBaseLogger, details: Record<string, unknown>) => {
    since += 1;
    const now = Date.now();
    if (now - loggedAt < LOG_EVERY_MS) return;
    log.info({ ...details, count: since }, message);
    since = 0;
    loggedAt = now;
  };
}

/** The socket's response in progress, if any (node keeps it there). */
const responseOf = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;

/**
 * The Fastify options that bound how long a client may hold a connection without completing a
 * request.
 *
 * Fastify's `connectionTimeout` (a socket's inactivity in either direction) is left off: it would
 * also cut a client waiting for a slow answer (an upload queued behind another, a backup being
 * written). A connection that sends nothing is closed by the headers timeout instead, which node
 * counts from the connection's opening.
 */
export function connectionOptions(limits: ConnectionLimits) {
  const headers = Math.min(limits.CONNECTION_TIMEOUT_MS, limits.REQUEST_TIMEOUT_MS);
  // Node looks for late requests only every `check` ms; taking that off each figure makes the
  // cut come within the configured time, not up to a check later.
  const check = Math.min(1000, Math.max(50, Math.floor(headers / 10)));
  const requestTimeout = limits.REQUEST_TIMEOUT_MS - check;
  const timedOut = throttledInfo('client too slow: connection closed');
  return {
    requestTimeout,
    keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: headers - check,
      connectionsCheckingInterval: check,
    },
    // Fastify's own answer to a broken or late request is in English; the API answers in
    // Portuguese, in the shape of the path asked for (api-errors.ts). Client misbehaviour: info
    // at most.
    clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
        markCutForSlowness(socket);
        timedOut(this.log, { address: socket.remoteAddress });
      }
      // Once an answer has begun, another one would corrupt it: only close.
      if (socket.writable && !responseOf(socket)?.headersSent)
        socket.write(clientErrorAnswer(error));
      socket.destroy();
    },
  };
}

/**
 * Caps open connections: MAX_CONNECTIONS in all (node drops the ones beyond) and
 * MAX_CONNECTIONS_PER_IP from one client address, so one client cannot take every connection
 * (and the memory each one holds) for itself.
 *
 * The address is the socket's own, not X-Forwarded-For (a header comes only after the connection
 * is accepted): behind a reverse proxy every connection comes from the proxy, and this cap then
 * limits the proxy as a whole. There, set MAX_CONNECTIONS_PER_IP to 0 (off) or above what the
 * proxy opens, and cap clients at the proxy.
 */
export function registerConnectionLimits(app: FastifyInstance, limits: ConnectionLimits): void {
  const server = app.server;
  server.maxConnections = limits.MAX_CONNECTIONS;
  const dropped = throttledInfo('connection refused: too many open connections');
  server.on('drop', (data?: { remoteAddress?: string }) =>
    dropped(app.log, { address: data?.remoteAddress, limit: limits.MAX_CONNECTIONS }),
  );

  const perAddress = limits.MAX_CONNECTIONS_PER_IP;
  if (perAddress <= 0) return;
  const refused = throttledInfo('connection refused: too many open connections from one address');
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (!socket.remoteAddress) return;
    const key = clientKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      refused(app.log, { address: key, limit: perAddress });
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
