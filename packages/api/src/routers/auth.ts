import {
  loginInputSchema,
  loginResponseSchema,
  MESSAGES,
  meSchema,
  passwordResetAnswerSchema,
  passwordResetCheckAnswerSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@oficina/core';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { LOCKOUT_MINUTES, login } from '../auth/login';
import {
  confirmPasswordReset,
  passwordResetTokenIsLive,
  requestPasswordReset,
} from '../auth/password-reset';
import { revokeSession } from '../auth/session';
import { toWire } from '../serialize';
import { recordLogout } from '../services/security-audit';
import { accountProcedure, publicProcedure, router } from '../trpc';
import { rest } from './meta';

const TAG = 'Autenticação';

/** When to try again a login refused only because the server was busy checking passwords. */
const BUSY_RETRY_SECONDS = 5;

export const authRouter = router({
  login: publicProcedure
    .meta(rest('POST', '/auth/login', TAG, 'Entra com usuário e senha; devolve o token de sessão'))
    .meta({ limit: 'login', answersSecret: true })
    .input(loginInputSchema)
    .output(loginResponseSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await login(ctx.db, {
        ...input,
        ip: ctx.request.ip,
        userAgent: ctx.request.userAgent,
      }).catch((error: unknown) => {
        // A locked account waits out the lockout; a login refused because too many password
        // checks are queued (the server is busy) may try again in a few seconds.
        if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS')
          ctx.request.http?.setHeader(
            'retry-after',
            String(
              error.message === MESSAGES.loginLocked ? LOCKOUT_MINUTES * 60 : BUSY_RETRY_SECONDS,
            ),
          );
        throw error;
      });
      ctx.request.sessionCookie?.set(result.token, result.expiresAt);
      return {
        success: true,
        token: result.token,
        user: result.user,
        error: null,
        expires_at: result.expiresAt.toISOString(),
      };
    }),

  logout: accountProcedure
    .meta(rest('POST', '/auth/logout', TAG, 'Encerra a sessão atual', true))
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await revokeSession(ctx.db, ctx.user.sessionId);
      await recordLogout(ctx.db, ctx.user, ctx.request);
      ctx.request.sessionCookie?.clear();
      return { success: true as const };
    }),

  /**
   * Always the same answer, whether or not the name or e-mail belongs to an account: only the
   * owner of the mailbox learns anything. Rate-limited per address like the login.
   */
  requestPasswordReset: publicProcedure
    .meta(
      rest(
        'POST',
        '/auth/password-reset',
        TAG,
        'Pede um link por e-mail para criar uma nova senha (mesma resposta exista ou não a conta)',
      ),
    )
    .meta({ limit: 'password-reset' })
    .input(passwordResetRequestSchema)
    .output(passwordResetAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input.username);
      return { success: true as const, message: MESSAGES.passwordResetRequested };
    }),

  // A mutation (POST), not a query: the link's code must not travel in an address.
  checkPasswordReset: publicProcedure
    .meta(
      rest(
        'POST',
        '/auth/password-reset/check',
        TAG,
        'Diz se o código do link de nova senha ainda vale (sem usá-lo)',
      ),
    )
    .meta({ limit: 'password-reset', answersSecret: true })
    .input(passwordResetCheckSchema)
    .output(passwordResetCheckAnswerSchema)
    .mutation(async ({ ctx, input }) => ({
      valid: await passwordResetTokenIsLive(ctx, input.token),
    })),

  confirmPasswordReset: publicProcedure
    .meta(
      rest(
        'POST',
        '/auth/password-reset/confirm',
        TAG,
        'Cria a nova senha com o código do link (vale uma vez, por 30 minutos) e encerra as sessões da conta',
      ),
    )
    .meta({ limit: 'password-reset', answersSecret: true })
    .input(passwordResetConfirmSchema)
    .output(passwordResetAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await confirmPasswordReset(ctx, input.token, input.password);
      return { success: true as const, message: MESSAGES.passwordResetDone };
    }),

  me: accountProcedure
    .meta(rest('GET', '/auth/me', TAG, 'Usuário da sessão atual', true))
    .input(z.void())
    .output(meSchema)
    .query(({ ctx }) => {
      const { sessionId: _id, sessionExpiresAt, ...user } = ctx.user;
      return { user: toWire(user), session_expires_at: sessionExpiresAt.toISOString() };
    }),
});
