/**
 * The operations limited per client address, each declared once: the procedure names its
 * policy in its meta (`limit`), and one middleware (operation-limit.ts) counts every call of it,
 * whatever the transport (REST, tRPC single, batched or streamed).
 */
export const LIMIT_POLICIES = {
  /** Failed logins: a call counts on arrival and is taken back unless the password was refused. */
  login: { bucket: 'login-fail', windowSeconds: 15 * 60, quota: 'login', counts: 'failures' },
  /** Password reset requests and confirmations: every call (each may send a mail or test a link). */
  'password-reset': {
    bucket: 'password-reset',
    windowSeconds: 15 * 60,
    quota: 'login',
    counts: 'calls',
  },
  /**
   * Contact messages: only stored ones count (a refusal is taken back). A call with an API key
   * spends that key's API budget instead: an integration feeding leads from its server must
   * not share one address's quota with the workshop's visitors.
   */
  contact: {
    bucket: 'contact',
    windowSeconds: 10 * 60,
    quota: 'contact',
    counts: 'stored',
    apiKeysExempt: true,
  },
  /**
   * New bookings, counted like contact messages (the same figure and window, on a count of
   * their own, so a visitor who wrote first can still book): only stored ones count.
   */
  booking: {
    bucket: 'booking',
    windowSeconds: 10 * 60,
    quota: 'contact',
    counts: 'stored',
    apiKeysExempt: true,
  },
} as const satisfies Record<string, LimitPolicy>;

export interface LimitPolicy {
  /** The counter's key prefix in rate_limit_buckets (`<bucket>:<client>`). */
  bucket: string;
  windowSeconds: number;
  /** Which configured figure (`OperationQuotas`) caps it. */
  quota: keyof OperationQuotas;
  /** What stays counted once the call has answered. */
  counts: 'calls' | 'failures' | 'stored';
  apiKeysExempt?: true;
}

export type LimitPolicyName = keyof typeof LIMIT_POLICIES;

/** Calls allowed per client and window; 0 turns a limit off (RATE_LIMIT_LOGIN, RATE_LIMIT_CONTACT). */
export interface OperationQuotas {
  login: number;
  contact: number;
}

/** One limit as a client sees it, for the RateLimit-Policy and RateLimit headers. */
export interface RateLimitReport {
  /** The policy's name in both headers: "api", "contact", "login", "password-reset". */
  name: string;
  /** Requests (or failures) allowed per window. */
  quota: number;
  /** The window, in seconds. */
  windowSeconds: number;
  /** What is left in the current window, as this instance knows it. */
  remaining: number;
  /** Seconds until the current window ends. */
  resetsIn: number;
}
