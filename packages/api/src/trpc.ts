import { hasRank, MESSAGES, type Role } from '@oficina/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { AuthUser } from './auth/session';
import type { Context } from './context';
import { conflict, isTransientConflict, publicIssues, publicMessageFor } from './errors';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
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
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * A deadlock or serialization failure that escaped a retried transaction (a single statement,
 * a read) answers 409 asking for another try, never a 500.
 */
const transientConflicts = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isTransientConflict(result.error)) throw conflict(MESSAGES.concurrentChange);
  return result;
});

/** Reads public content, logs in, sends a contact message. */
export const publicProcedure = t.procedure.use(transientConflicts);

/** Throws 401/403 with the spec's messages unless the request's user has `role` or higher. */
export async function requireRank(ctx: Context, role: Role): Promise<AuthUser> {
  const user = await ctx.getUser();
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.loginRequired });
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
const withRank = (role: Role) =>
  t.middleware(async ({ ctx, next }) => next({ ctx: { user: await requireRank(ctx, role) } }));

/** Any signed-in account, whatever its role (its own session). */
export const authedProcedure = publicProcedure.use(withRank('user'));
/** Reads private data: contacts, users, every setting. */
export const viewerProcedure = publicProcedure.use(withRank('viewer'));
/** Writes content and contact status. */
export const managerProcedure = publicProcedure.use(withRank('manager'));
/** Manages users and settings. */
export const adminProcedure = publicProcedure.use(withRank('admin'));
