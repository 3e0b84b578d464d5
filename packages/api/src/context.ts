import type { Database } from '@oficina/db';
import { isApiKeyToken, resolveApiKey } from './auth/api-keys';
import type { AuthUser } from './auth/session';
import { resolveSession } from './auth/session';
import type { OperationQuotas, RateLimitReport } from './limits/policies';
import type { WebhookAddressPolicy } from './webhooks/address';

/** What the transport (REST, tRPC over HTTP, or an in-process caller) knows about the request. */
export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
  /** The session token or API key from `Authorization: Bearer`, or the session cookie. */
  token: string | null;
  /** Sets or clears the browser's session cookie; absent for in-process calls. */
  sessionCookie?: {
    set(token: string, expiresAt: Date): void;
    clear(): void;
  };
  /**
   * Present for calls that arrived over HTTP (REST or tRPC): they spend the caller's budget and
   * count against the operation limits. In-process calls (page rendering, exports, the sitemap)
   * have none and are limited by their own route.
   */
  http?: HttpCall;
}

/** What a procedure may ask of the HTTP request that carried it. */
export interface HttpCall {
  /** `Idempotency-Key` as sent; `null` when sent more than once (refused). */
  idempotencyKey: string | null | undefined;
  /** Sets a header of the answer (Retry-After, Idempotent-Replayed). */
  setHeader(name: string, value: string): void;
  /**
   * Spends one call of the caller's whole-API budget (per API key, else per address): the
   * seconds to wait when it is spent (the call is then refused), else 0.
   */
  spendApiBudget(): number;
  /** A limit this call counted against, for the answer's RateLimit headers. */
  reportLimit(report: RateLimitReport): void;
  /**
   * Query parameters and body fields the REST call sent that its operation does not take
   * (read by the transport from the OpenAPI document); refused after the access check.
   */
  undeclaredInput?: UndeclaredInput;
}

export interface UndeclaredInput {
  /** Names them all, for the answer's `error`. */
  message: string;
  issues: ReadonlyArray<{ path: string[]; message: string }>;
}

export interface ApiDeps {
  db: Database;
  /** Called after every successful write, so caches can drop stale public content. */
  onContentChange?: (entity: string) => void;
  /** The site's public address, for links in mail (a lead in the panel, a password reset). */
  publicUrl?: string;
  /**
   * Site events (visits, contact taps) counted per client address per 10 minutes; past it they
   * are dropped. 0 or absent: no limit.
   */
  eventsPerWindow?: number;
  /** Logins, password resets and contact messages per client address and window; absent: none. */
  quotas?: OperationQuotas;
  /** Called once mail was committed to the outbox, so the mail worker sends it without waiting. */
  onMailQueued?: () => void;
  /** Called after a write that may have queued webhook messages, so they leave without waiting. */
  onWebhookQueued?: () => void;
  /** Where webhooks may point (STRICT_DEPLOYMENT, WEBHOOK_ALLOW_PRIVATE); absent: anywhere. */
  webhookPolicy?: WebhookAddressPolicy;
  log?: {
    info?(obj: unknown, msg?: string): void;
    warn(obj: unknown, msg?: string): void;
    error(obj: unknown, msg?: string): void;
  };
}

export interface Context extends ApiDeps {
  request: RequestInfo;
  /** The signed-in user, looked up once per request and only when a procedure asks. */
  getUser(): Promise<AuthUser | null>;
  /**
   * Set when the caller's whole-API budget was spent but the call carries an Idempotency-Key:
   * a replay of an earlier answer is still given, anything else refused (seconds to wait).
   */
  overBudget?: number;
}

export function createContext(deps: ApiDeps, request: RequestInfo): Context {
  let lookup: Promise<AuthUser | null> | undefined;
  return {
    ...deps,
    request,
    getUser() {
      const token = request.token;
      lookup ??= !token
        ? Promise.resolve(null)
        : isApiKeyToken(token)
          ? resolveApiKey(deps.db, token)
          : resolveSession(deps.db, token);
      return lookup;
    },
  };
}
