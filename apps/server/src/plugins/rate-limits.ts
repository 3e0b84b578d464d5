import { apiKeyIdOf, clientKey, type HttpCall, type RateLimitReport } from '@oficina/api';
import type { Database } from '@oficina/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loggableUrl } from '../loggable-url';
import { sendError } from './api-errors';
import { setRateLimitHeaders } from './rate-limit-headers';
import { SharedRateCounter } from './shared-rate-counter';

export { clientKey };

export interface RateLimits {
  /** Requests to /api and /trpc per client per minute; 0: no limit. */
  api: number;
}

export const API_WINDOW_SECONDS = 60;

const API_PATH = /^\/(api|trpc)(\/|$)/i;

/** What the whole-API budget knows of one request. */
interface RequestBudget {
  /** Whose budget: `api-key:<id>` for a live API key, else `api:<address>`. */
  key: string;
  /**
   * The unit the door took for the request, which its first procedure call uses; every further
   * call of the request (a batch) spends one more.
   */
  prepaid: boolean;
  /** The operation limits the calls counted against, for the RateLimit headers. */
  reports: RateLimitReport[];
  /**
   * Spends one call of the request: the first uses the unit the door took. The seconds to wait
   * when the budget is spent, else 0.
   */
  spendCall(): number;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiBudget?: RequestBudget;
  }
}

/** Refuses a request whose caller has spent the whole-API budget: 429 with Retry-After. */
export function refuseOverBudget(request: FastifyRequest, reply: FastifyReply, wait: number) {
  request.log.info({ ip: request.ip, url: loggableUrl(request.url) }, 'rate limit reached');
  reply.header('retry-after', String(wait));
  return sendError(request, reply, 429);
}

/**
 * Spends the whole-API budget for every procedure call a request makes that no procedure will
 * count itself: a kept answer of a batch of three calls costs three, as running them would.
 * The seconds to wait when the budget runs out, else 0.
 */
export function spendCallsOfKeptAnswer(request: FastifyRequest, calls: number): number {
  for (let call = 0; call < calls; call++) {
    const wait = request.apiBudget?.spendCall() ?? 0;
    if (wait > 0) return wait;
  }
  return 0;
}

/**
 * Whose whole-API quota a request spends: a live API key's own (an integration may run behind
 * the same address as the workshop's staff, or move between addresses), else its address's.
 * A token that is no live key counts under the address, so made-up keys buy no extra quota.
 */
async function quotaKey(request: FastifyRequest, db: Database): Promise<string> {
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
  return `api:${clientKey(request.ip)}`;
}

/** What the procedures of one HTTP request may ask of it (see `HttpCall`). */
export type HttpCallFor = (request: FastifyRequest, reply: FastifyReply) => HttpCall;

/**
 * The whole-API budget (RATE_LIMIT_API per client per minute), counted in memory and added to
 * the shared counters a few times a second (`SharedRateCounter`, so every instance sharing the
 * database shares it).
 *
 * Every request under /api or /trpc costs one unit at the door (an unknown path, a kept public
 * answer and a file route under /api too), and its first procedure call uses that unit; every
 * further call spends one more in the procedure's own middleware (packages/api/src/trpc.ts), so
 * a batch of ten calls, streamed or not, costs ten. The operation limits (logins, password
 * resets, contact messages) are counted there too, per procedure, whatever the path or
 * transport. A client whose budget is spent is refused at the door (except a POST with an
 * Idempotency-Key, whose replay is still answered). The request's target was made canonical
 * before routing (request-target.ts), so every spelling of a path is one path here.
 */
export function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  limits: RateLimits,
): HttpCallFor {
  const api =
    limits.api > 0 ? new SharedRateCounter(db, limits.api, API_WINDOW_SECONDS, app.log) : undefined;
  if (api) app.addHook('onClose', () => api.close());

  const apiReport = (budget: RequestBudget): RateLimitReport | null => {
    if (!api) return null;
    const usage = api.usage(budget.key);
    return {
      name: 'api',
      quota: limits.api,
      windowSeconds: API_WINDOW_SECONDS,
      remaining: limits.api - usage.used,
      resetsIn: usage.resetsIn,
    };
  };

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    // Health checks come from monitors and load balancers, often many from one address. An
    // /API/… spelling is a 404, but a request to the API all the same.
    if (request.method === 'OPTIONS' || !API_PATH.test(path) || path === '/api/health') return;
    const key = await quotaKey(request, db);
    const wait = api?.hit(key) ?? 0;
    const budget: RequestBudget = {
      key,
      prepaid: wait === 0,
      reports: [],
      spendCall: () => {
        if (!api) return 0;
        if (budget.prepaid) {
          budget.prepaid = false;
          return 0;
        }
        return api.hit(key);
      },
    };
    request.apiBudget = budget;
    // A POST with an Idempotency-Key goes on: if it replays an earlier answer, that answer is
    // still given (the procedure's middleware refuses anything else).
    const mayReplay = request.method === 'POST' && request.headers['idempotency-key'] !== undefined;
    if (wait > 0 && !mayReplay) return refuseOverBudget(request, reply, wait);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const budget = request.apiBudget;
    if (!budget) return payload;
    const reports = [apiReport(budget), ...budget.reports].filter(
      (report): report is RateLimitReport => report !== null,
    );
    setRateLimitHeaders(reply, request.url.split('?', 1)[0] ?? '', reports);
    return payload;
  });

  return (request, reply) => ({
    idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    setHeader: (name, value) => void reply.header(name, value),
    spendApiBudget: () => request.apiBudget?.spendCall() ?? 0,
    reportLimit: (report) => {
      const budget = request.apiBudget;
      if (!budget) return;
      budget.reports = [...budget.reports.filter((r) => r.name !== report.name), report];
    },
  });
}
