import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES, hasRank, MESSAGES, type Role } from '@oficina/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, ZodRealError } from 'zod';
import { isApiKeyToken } from './auth/api-keys';
import type { AuthUser } from './auth/session';
import { SlotTakenError } from './bookings/slot-taken';
import type { Context } from './context';
import {
  badRequest,
  conflict,
  forbidden,
  isDatabaseUnavailable,
  isInputRejectedByDatabase,
  isTransientConflict,
  PublicError,
  publicIssues,
  publicMessageFor,
  unavailable,
} from './errors';
import { clientKey } from './limits/client-key';
import { limitOperation } from './limits/operation-limit';
import type { LimitPolicyName } from './limits/policies';
import { tooManyRequests } from './limits/too-many';
import { nulCharacterPaths } from './nul-characters';
import { checkedIdempotencyKey, runIdempotently } from './services/idempotency';
import { replayedResult } from './trpc-results';

/**
 * Who may call a procedure, set by its base procedure below (never by hand), so the OpenAPI
 * document can say it and list the 401/403 answers without a second list to keep in step.
 */
export type Access = 'public' | Role;
export type ProcedureMeta = OpenApiMeta & {
  access?: Access;
  /**
   * An anonymous caller's answer depends only on the site's content (and the clock, which the
   * cache's time-to-live covers): the server may keep it and answer it from memory to every
   * anonymous caller, per URL and content version (apps/server/src/cache).
   */
  keptForEveryone?: true;
  /** A public procedure that checks a role itself for some inputs: which role, and when. */
  roleWhen?: { role: Role; when: string };
  /** Only a person signed in with an account may call it: an API key gets 403 (`accountOnly`). */
  accountOnly?: true;
  /** The REST status of a success when it is not 200 (a creation answers 201). */
  successStatus?: 201;
  /** The per-address limit every call of this operation counts against (limits/policies.ts). */
  limit?: LimitPolicyName;
  /**
   * The answer hands out a secret (a session token, an API key): with an Idempotency-Key the call
   * still runs once, but its answer is not kept, and a replay is refused with 409.
   */
  answersSecret?: true;
};

/** The meta of a public read the server's cache may keep (see `keptForEveryone`). */
export const KEPT_FOR_EVERYONE = {
  keptForEveryone: true,
} as const satisfies Partial<ProcedureMeta>;

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, path }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const message = publicMessageFor(error, zodError);
      return {
        message,
        code: shape.code,
        /** The Portuguese message API clients show; REST bodies carry it as `error`. */
        error: message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path,
          issues: publicIssues(zodError),
          // A full booking slot: the nearest free start times, for the visitor to pick one.
          ...(error instanceof SlotTakenError ? { alternatives: error.alternatives } : {}),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Database errors that escaped the services: a deadlock or serialization failure outside a
 * retried transaction answers 409 asking for another try, a value the database refused as
 * given (see isInputRejectedByDatabase) 400, and an unreachable database 503 — never a 500.
 */
const databaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  if (isTransientConflict(result.error)) throw conflict(MESSAGES.concurrentChange);
  if (isInputRejectedByDatabase(result.error)) throw badRequest(MESSAGES.validation);
  if (isDatabaseUnavailable(result.error)) throw unavailable();
  return result;
});

/**
 * PostgreSQL cannot store the NUL character in text or JSON: input holding one is refused
 * (after the access check, before the procedure's own input parsing), naming each field like
 * any other validation failure. ZodRealError, unlike ZodError, is an Error: tRPC keeps it as
 * the cause, so the error formatter lists its issues.
 */
const noNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const paths = nulCharacterPaths(await getRawInput());
  if (paths.length) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      cause: new ZodRealError(
        paths.map((path) => ({
          code: 'custom' as const,
          path,
          message: MESSAGES.invalidCharacters,
          input: undefined,
        })),
      ),
    });
  }
  return next();
});

/**
 * A REST call naming a parameter or field its operation does not take (the transport found them
 * against the OpenAPI document) is refused here, after the access check like any other input
 * error, with `unrecognized_keys` issues naming each one.
 */
const declaredInputOnly = t.middleware(async ({ ctx, next }) => {
  const undeclared = ctx.request.http?.undeclaredInput;
  if (!undeclared?.issues.length) return next();
  throw new PublicError({
    code: 'BAD_REQUEST',
    message: undeclared.message,
    cause: new ZodRealError(
      undeclared.issues.map((issue) => ({
        code: 'unrecognized_keys' as const,
        keys: issue.path,
        path: issue.path,
        message: issue.message,
        input: undefined,
      })),
    ),
  });
});

const PAGE_FIELDS = ['page', 'page_size'];
const WINDOW_FIELDS = ['limit', 'offset'];

/**
 * A list pages either by `page`/`page_size` or by `limit`/`offset`. Sent together, one pair
 * would silently win (`?limit=2&page=2` answered an empty page at offset 20): refused instead,
 * naming the fields, whatever the transport.
 */
const oneWayOfPaging = t.middleware(async ({ getRawInput, next }) => {
  const raw = await getRawInput();
  if (!raw || typeof raw !== 'object') return next();
  const sent = (names: string[]) =>
    names.filter((name) => (raw as Record<string, unknown>)[name] !== undefined);
  const pages = sent(PAGE_FIELDS);
  const windows = sent(WINDOW_FIELDS);
  if (pages.length === 0 || windows.length === 0) return next();
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: MESSAGES.mixedPaging,
    cause: new ZodRealError(
      [...pages, ...windows].map((path) => ({
        code: 'custom' as const,
        path: [path],
        message: MESSAGES.mixedPaging,
        input: undefined,
      })),
    ),
  });
});

/**
 * Every call over HTTP spends one unit of its caller's whole-API budget (per API key, else per
 * address), so a batch of ten calls costs ten, streamed or not. Spent: 429 — unless the call
 * carries an Idempotency-Key, whose replay is still answered (`idempotentCalls` decides).
 */
const apiBudget = t.middleware(async ({ ctx, next }) => {
  const wait = ctx.request.http?.spendApiBudget() ?? 0;
  if (wait === 0) return next();
  if (ctx.request.http?.idempotencyKey !== undefined) return next({ ctx: { overBudget: wait } });
  ctx.log?.info?.({ ip: ctx.request.ip }, 'rate limit reached');
  throw tooManyRequests(ctx, wait);
});

/** Who holds an Idempotency-Key: the credential that sent it, else the client's address. */
async function idempotencyCaller(ctx: Context): Promise<string> {
  const user = await ctx.getUser();
  if (user?.apiKey) return `api-key:${user.apiKey.id}`;
  if (user) return `session:${user.sessionId}`;
  return `address:${clientKey(ctx.request.ip ?? 'desconhecido')}`;
}

/**
 * A write sent over HTTP with `Idempotency-Key` runs once per caller (after the access check, so
 * a caller without access never takes a key): the first success is replayed for a day with
 * `Idempotent-Replayed: true` (services/idempotency.ts). Only writes the REST document maps to
 * POST (and tRPC's, which are all POST) take keys.
 */
const idempotentCalls = t.middleware(async ({ ctx, meta, type, path, getRawInput, next }) => {
  const http = ctx.request.http;
  const sent = http?.idempotencyKey;
  const post = !meta?.openapi || meta.openapi.method === 'POST';
  if (!http || sent === undefined || type !== 'mutation' || !post) {
    if (ctx.overBudget) throw tooManyRequests(ctx, ctx.overBudget);
    return next();
  }
  const key = checkedIdempotencyKey(sent);
  const fingerprint = createHash('sha256')
    .update(`${path}\n${JSON.stringify((await getRawInput()) ?? null)}`)
    .digest('hex');
  let first: Awaited<ReturnType<typeof next>> | undefined;
  try {
    const outcome = await runIdempotently(ctx.db, {
      scope: `${path}|${await idempotencyCaller(ctx)}`,
      key,
      fingerprint,
      replayable: !meta?.answersSecret,
      run: async () => {
        if (ctx.overBudget) throw tooManyRequests(ctx, ctx.overBudget);
        first = await next();
        return first.ok
          ? { ok: true as const, value: first.data }
          : { ok: false as const, error: first.error };
      },
    });
    // The first run's own result (a success, or the failure that freed the key).
    if (first) return first;
    http.setHeader('idempotent-replayed', 'true');
    return replayedResult(outcome.ok ? outcome.value : undefined, ctx);
  } catch (error) {
    if (error instanceof TRPCError && error.message === MESSAGES.idempotencyKeyBusy)
      http.setHeader('retry-after', '1');
    throw error;
  }
});

/** The operation's own per-address limit, named in its meta (limits/policies.ts). */
const operationLimit = t.middleware(({ ctx, meta, next }) =>
  limitOperation(ctx, meta?.limit, () => next()),
);

const baseProcedure = t.procedure.use(databaseErrors).use(apiBudget);

/** Reads public content, logs in, sends a contact message. */
export const publicProcedure = baseProcedure
  .use(noNulCharacters)
  .use(declaredInputOnly)
  .use(oneWayOfPaging)
  .use(idempotentCalls)
  .use(operationLimit)
  .meta({ access: 'public' });

/** Throws 401/403 with the shared messages unless the request's user has `role` or higher. */
export async function requireRank(ctx: Context, role: Role): Promise<AuthUser> {
  const user = await ctx.getUser();
  if (!user) {
    const key = ctx.request.token !== null && isApiKeyToken(ctx.request.token);
    throw new PublicError({
      code: 'UNAUTHORIZED',
      message: key ? API_KEY_MESSAGES.invalid : MESSAGES.loginRequired,
    });
  }
  if (!hasRank(user.role, role))
    throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
  return user;
}

/**
 * The access check sits on the base procedures, before any router's `.input()`: tRPC parses the
 * input in a middleware placed where `.input()` is called, so a caller without access gets
 * 401/403 and never a 400 describing the input it should have sent. The role matrix
 * (apps/server/src/rest/role-matrix.test.ts) checks this for every procedure.
 */
const withRank = (role: Role, accountOnly = false) =>
  baseProcedure
    .use(async ({ ctx, next }) => {
      const user = await requireRank(ctx, role);
      if (accountOnly && user.apiKey) throw forbidden(API_KEY_MESSAGES.accountOnly);
      return next({ ctx: { user } });
    })
    .use(noNulCharacters)
    .use(declaredInputOnly)
    .use(oneWayOfPaging)
    .use(idempotentCalls)
    .use(operationLimit)
    .meta(accountOnly ? { access: role, accountOnly: true } : { access: role });

/** Any signed-in account, whatever its role (its own session). */
export const authedProcedure = withRank('user');
/** Reads private data: contacts, users, every setting. */
export const viewerProcedure = withRank('viewer');
/** Writes content and contact status. */
export const managerProcedure = withRank('manager');
/** Manages users and settings. */
export const adminProcedure = withRank('admin');

/**
 * Procedures about a person's own session and devices, or that change accounts and credentials:
 * refused to API keys whatever their role, so an integration's credential can neither end a
 * session it does not have nor make itself new credentials or accounts.
 */
export const accountProcedure = withRank('user', true);
export const viewerAccountProcedure = withRank('viewer', true);
export const adminAccountProcedure = withRank('admin', true);
