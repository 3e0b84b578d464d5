import { isIPv6 } from 'node:net';
import {
  apiKeyIdOf,
  countRateLimitHits,
  LOCKOUT_MINUTES,
  purgeRateLimitBuckets,
  type RateLimitCount,
  type RateLimitHit,
  releaseRateLimitHit,
} from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import type { Database } from '@oficina/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loggableUrl } from '../loggable-url';
import { type RateLimitReport, setRateLimitHeaders } from './rate-limit-headers';
import { trpcProcedures } from './request-shape';
import { SharedRateCounter } from './shared-rate-counter';

export interface RateLimits {
  /** Requests to /api and /trpc per client per minute; 0: no limit. */
  api: number;
  /** Failed logins per client per 15 minutes, and password reset requests too; 0: no limit. */
  login: number;
  /** Contact messages per client per 10 minutes; 0: no limit. */
  contact: number;
}

export const RATE_LIMIT_WINDOWS = { api: 60, login: 15 * 60, contact: 10 * 60 } as const;

/** When to try a login again that was refused only because the server was busy. */
const BUSY_RETRY_SECONDS = 5;

/** Ended windows are deleted at most this often, by whichever instance counts a request then. */
const PURGE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The client a limit applies to: its address (request.ip honours TRUST_PROXY), with IPv4-mapped
 * IPv6 written as IPv4 and other IPv6 addresses reduced to their /64, since one machine usually
 * holds a whole /64.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Whose whole-API quota a request spends: a live API key's own (an integration may run behind
 * the same address as the workshop's staff, or move between addresses), else its address's.
 * A token that is no live key counts under the address, so made-up keys buy no extra quota.
 */
async function apiQuotaKey(request: FastifyRequest, db: Database, client: string) {
  const header = request.headers.authorization;
  const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
  if (token) {
    try {
      const keyId = await apiKeyIdOf(db, token);
      if (keyId !== null) return `api-key:${keyId}`;
    } catch (error) {
      request.log.warn({ err: error }, 'could not look up an API key for its rate limit');
    }
  }
  return `api:${client}`;
}

interface Classified {
  api: boolean;
  login: boolean;
  contact: boolean;
  /** A password reset request or confirmation: each one counts, under the login's limit. */
  passwordReset: boolean;
}

const RESET_PROCEDURES = ['auth.requestPasswordReset', 'auth.confirmPasswordReset'];
const RESET_ROUTES = ['/api/auth/password-reset', '/api/auth/password-reset/confirm'];

function classify(request: FastifyRequest): Classified {
  // Lowercased: /API/… is a 404, but a request all the same.
  const path = (request.originalUrl.split('?')[0] ?? '').toLowerCase();
  const none = { api: false, login: false, contact: false, passwordReset: false };
  if (request.method === 'OPTIONS') return none;
  if (path === '/trpc' || path.startsWith('/trpc/')) {
    const procedures = trpcProcedures(path);
    return {
      api: true,
      login: procedures.includes('auth.login'),
      contact: procedures.includes('contacts.create'),
      passwordReset: procedures.some((name) => RESET_PROCEDURES.includes(name)),
    };
  }
  if (path !== '/api' && !path.startsWith('/api/')) return none;
  // Health checks come from monitors and load balancers, often many from one address.
  if (path === '/api/health') return none;
  const post = request.method === 'POST';
  const route = path.replace(/\/+$/, '');
  return {
    api: true,
    login: post && route === '/api/auth/login',
    contact: post && route === '/api/contacts',
    passwordReset: post && RESET_ROUTES.includes(route),
  };
}

function tooManyRequests(request: FastifyRequest, reply: FastifyReply, retryAfter: number) {
  reply.code(429).header('retry-after', String(retryAfter)).type('application/json');
  const path = request.originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/trpc')) {
    // The tRPC shape (the error formatter's), so the site and the panel show the message.
    return reply.send({
      error: {
        message: MESSAGES.tooManyRequests,
        code: -32029,
        error: MESSAGES.tooManyRequests,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
      },
    });
  }
  return reply.send({ error: MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The login failure counted for this request, released unless the login failed. */
    loginHit?: RateLimitCount;
  }
}

/**
 * Rate limits per client address, counted in the database (table rate_limit_buckets) so that
 * every instance behind a load balancer shares them: the whole API per minute (counted in
 * memory and added to the shared counters a few times a second: `SharedRateCounter`), contact
 * messages per 10 minutes and failed logins per 15 minutes (each one in the database at once). Fixed windows: a client may burst up to
 * twice a limit across a window boundary, which is fine for these purposes. Over a limit the
 * answer is 429 with Retry-After (seconds) and the usual error body. If the counters cannot be
 * reached the request goes on (and logs a warning): the limits protect the service, they must
 * not take it down.
 */
export function registerRateLimits(app: FastifyInstance, db: Database, limits: RateLimits): void {
  // The account lockout (a procedure's 429, with or without limits here) says when to come back.
  app.addHook('onSend', async (request, reply, payload) => {
    // The tRPC adapter sends a fetch Response, whose status Fastify applies after this hook.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status !== 429 || reply.hasHeader('retry-after') || !classify(request).login)
      return payload;
    // A locked account waits out the lockout; a login refused because too many password checks
    // are queued (the server is busy) may try again in a few seconds.
    const body =
      payload instanceof Response
        ? await payload.clone().text()
        : typeof payload === 'string'
          ? payload
          : '';
    const locked = body.includes(MESSAGES.loginLocked);
    reply.header('retry-after', String(locked ? LOCKOUT_MINUTES * 60 : BUSY_RETRY_SECONDS));
    return payload;
  });

  if (limits.api <= 0 && limits.login <= 0 && limits.contact <= 0) return;
  let lastPurge = Date.now();
  const api =
    limits.api > 0
      ? new SharedRateCounter(db, limits.api, RATE_LIMIT_WINDOWS.api, app.log)
      : undefined;
  if (api) app.addHook('onClose', () => api.close());

  app.addHook('onRequest', async (request, reply) => {
    const kind = classify(request);
    const client = clientKey(request.ip);
    const path = request.originalUrl.split('?')[0] ?? '';
    // Each limit this request counts against, told to REST clients in RateLimit headers.
    const reports: RateLimitReport[] = [];
    if (kind.api && api) {
      const key = await apiQuotaKey(request, db, client);
      const wait = api.hit(key);
      const usage = api.usage(key);
      reports.push({
        name: 'api',
        quota: limits.api,
        windowSeconds: RATE_LIMIT_WINDOWS.api,
        remaining: limits.api - usage.used,
        resetsIn: wait > 0 ? wait : usage.resetsIn,
      });
      setRateLimitHeaders(reply, path, reports);
      if (wait > 0) {
        request.log.info(
          { ip: request.ip, url: loggableUrl(request.originalUrl) },
          'rate limit reached',
        );
        return tooManyRequests(request, reply, wait);
      }
    }
    const hits: Array<RateLimitHit & { limit: number; policy: string }> = [];
    if (kind.contact && limits.contact > 0)
      hits.push({
        key: `contact:${client}`,
        windowSeconds: RATE_LIMIT_WINDOWS.contact,
        limit: limits.contact,
        policy: 'contact',
      });
    // Every login attempt is counted on arrival (so parallel attempts cannot slip through
    // together) and taken back when it did not fail: the count is of failures.
    if (kind.login && limits.login > 0)
      hits.push({
        key: `login-fail:${client}`,
        windowSeconds: RATE_LIMIT_WINDOWS.login,
        limit: limits.login,
        policy: 'login',
      });
    // Every reset request or confirmation counts (each may send a mail or test a link), in a
    // window and limit of the login's, kept apart so resets never lock anyone out of logging in.
    if (kind.passwordReset && limits.login > 0)
      hits.push({
        key: `password-reset:${client}`,
        windowSeconds: RATE_LIMIT_WINDOWS.login,
        limit: limits.login,
        policy: 'password-reset',
      });
    if (hits.length === 0) return;

    let counts: RateLimitCount[];
    try {
      counts = await countRateLimitHits(db, hits);
      if (Date.now() - lastPurge > PURGE_INTERVAL_MS) {
        lastPurge = Date.now();
        await purgeRateLimitBuckets(db);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'rate limits unavailable; request not limited');
      return;
    }
    const loginHit = counts.find((count) => count.key.startsWith('login-fail:'));
    if (loginHit) request.loginHit = loginHit;
    let retryAfter = 0;
    for (const hit of hits) {
      const counted = counts.find((count) => count.key === hit.key);
      if (!counted) continue;
      if (counted.count > hit.limit) retryAfter = Math.max(retryAfter, counted.retryAfter);
      // A login counts as a failure until it succeeds: the remaining figure is the cautious one.
      reports.push({
        name: hit.policy,
        quota: hit.limit,
        windowSeconds: hit.windowSeconds,
        remaining: hit.limit - counted.count,
        resetsIn: counted.retryAfter,
      });
    }
    setRateLimitHeaders(reply, path, reports);
    if (retryAfter > 0) {
      request.log.info(
        { ip: request.ip, url: loggableUrl(request.originalUrl) },
        'rate limit reached',
      );
      return tooManyRequests(request, reply, retryAfter);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const hit = request.loginHit;
    // 401 is a refused password (or unknown/inactive user): that one counts.
    if (!hit || reply.statusCode === 401) return;
    try {
      await releaseRateLimitHit(db, hit);
    } catch (error) {
      request.log.warn({ err: error }, 'could not release a login rate-limit count');
    }
  });
}
