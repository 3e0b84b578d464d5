import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** Room node keeps above MAX_CONNECTIONS, so a new connection can push out an idle one. */
const EVICTION_ROOM = 64;

/**
 * Caps open connections: MAX_CONNECTIONS in all and MAX_CONNECTIONS_PER_IP from one client
 * address, so one client cannot take every connection (and the memory each one holds).
 *
 * At the cap a new connection is not simply dropped: clients holding sockets that have sent
 * nothing (or sit idle between kept-alive requests) would then lock everybody else out for as
 * long as the headers timeout, and a flood from a few dozen addresses would take the table.
 * Instead the oldest idle socket is closed, from the address holding the most connections, and
 * the newcomer is served; only when every socket is busy with a request is it dropped.
 *
 * The address is the socket's own, not X-Forwarded-For (a header comes only after the connection
 * is accepted): behind a reverse proxy every connection comes from the proxy, and the per-address
 * cap then limits the proxy as a whole. There, set MAX_CONNECTIONS_PER_IP to 0 (off) or above
 * what the proxy opens, and cap clients at the proxy.
 */
export function registerConnectionLimits(app: FastifyInstance, limits: ConnectionLimits): void {
  const server = app.server;
  server.maxConnections = limits.MAX_CONNECTIONS + EVICTION_ROOM;
  const dropped = throttledInfo('connection refused: too many open connections');
  const evicted = throttledInfo('idle connection closed to make room for a new client');
  const refused = throttledInfo('connection refused: too many open connections from one address');
  server.on('drop', (data?: { remoteAddress?: string }) =>
    dropped(app.log, { address: data?.remoteAddress, limit: limits.MAX_CONNECTIONS }),
  );

  const perAddress = limits.MAX_CONNECTIONS_PER_IP;
  /** Open sockets in the order they were accepted, each with its address. */
  const open = new Map<Socket, string>();
  const byAddress = new Map<string, number>();
  /** Sockets with a request being answered: never closed to make room. */
  const busy = new WeakSet<Socket>();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    busy.add(socket);
    response.once('close', () => busy.delete(socket));
  });

  /** The oldest idle socket of the address with the most open connections. */
  const evictionCandidate = (): Socket | undefined => {
    let best: Socket | undefined;
    let bestCount = 0;
    for (const [socket, key] of open) {
      if (busy.has(socket)) continue;
      const count = byAddress.get(key) ?? 0;
      // Map order is acceptance order: the first idle one seen per address is its oldest.
      if (count > bestCount) {
        best = socket;
        bestCount = count;
      }
    }
    return best;
  };

  server.on('connection', (socket: Socket) => {
    const key = socket.remoteAddress ? clientKey(socket.remoteAddress) : 'desconhecido';
    const count = byAddress.get(key) ?? 0;
    if (perAddress > 0 && count >= perAddress) {
      socket.destroy();
      refused(app.log, { address: key, limit: perAddress });
      return;
    }
    if (open.size >= limits.MAX_CONNECTIONS) {
      const victim = evictionCandidate();
      if (!victim) {
        socket.destroy();
        dropped(app.log, { address: key, limit: limits.MAX_CONNECTIONS });
        return;
      }
      evicted(app.log, { address: open.get(victim), limit: limits.MAX_CONNECTIONS });
      forget(victim);
      victim.destroy();
    }
    open.set(socket, key);
    byAddress.set(key, count + 1);
    socket.once('close', () => forget(socket));
  });

  function forget(socket: Socket) {
    const key = open.get(socket);
    if (key === undefined) return;
    open.delete(socket);
    const left = (byAddress.get(key) ?? 1) - 1;
    if (left > 0) byAddress.set(key, left);
    else byAddress.delete(key);
  }
}
