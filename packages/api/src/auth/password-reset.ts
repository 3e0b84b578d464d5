import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@oficina/core';
import { type Database, passwordResetTokens, users } from '@oficina/db';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { badRequest } from '../errors';
import { mailHtml } from '../mail/mail-html';
import { enqueueMail } from '../mail/outbox';
import { recordPasswordReset, recordPasswordResetRequest } from '../services/security-audit';
import { hashPassword } from './password';
import { isCommonPassword } from './password-policy';
import { hashToken, revokeUserSessions } from './session';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;

/** Links sent to one account per window at most, so nobody fills an inbox through this form. */
const MAX_LINKS_PER_WINDOW = 3;

/** The panel's page that reads the token and asks for the new password. */
export const resetPagePath = (token: string) =>
  `/admin/redefinir-senha?token=${encodeURIComponent(token)}`;

function resetMail(to: string, username: string, link: string) {
  const text = [
    `Olá, ${username}!`,
    '',
    'Recebemos um pedido para criar uma nova senha para a sua conta no painel do site.',
    `Para escolher a nova senha, abra o link abaixo. Ele vale por ${RESET_TOKEN_MINUTES} minutos e só pode ser usado uma vez.`,
    '',
    link,
    '',
    'Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.',
  ].join('\n');
  return {
    kind: 'password_reset' as const,
    to: [to],
    subject: 'Redefinição de senha do painel',
    text,
    html: mailHtml({
      heading: 'Redefinição de senha do painel',
      paragraphs: [
        `Olá, ${username}!`,
        `Recebemos um pedido para criar uma nova senha para a sua conta no painel do site. O link vale por ${RESET_TOKEN_MINUTES} minutos e só pode ser usado uma vez.`,
        'Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.',
      ],
      links: [['Criar uma nova senha', link]],
    }),
  };
}

/**
 * A reset link by e-mail for the active account with this username or e-mail, if there is one
 * and it has an address. The caller answers the same whatever happened here, and the work is
 * the same small transaction either way (the audit entry is written for unknown names too), so
 * neither the answer nor its time tells whether an account exists. Returns whether a mail was
 * queued.
 */
export async function requestPasswordReset(ctx: Context, typed: string): Promise<boolean> {
  const name = typed.trim().toLowerCase();
  const publicUrl = ctx.publicUrl ?? '';
  const queued = await ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Database;
    const [user] = await tx
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.is_active, true),
          or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)),
        ),
      )
      .limit(1);
    await recordPasswordResetRequest(tx, name, user?.id ?? null, ctx.request);
    if (!user?.email) return false;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.user_id, user.id),
          gt(
            passwordResetTokens.created_at,
            sql`now() - make_interval(mins => ${RESET_TOKEN_MINUTES})`,
          ),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_LINKS_PER_WINDOW) return false;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
    });
    await enqueueMail(tx, resetMail(user.email, user.username, publicUrl + resetPagePath(token)));
    return true;
  });
  if (queued) ctx.onMailQueued?.();
  return queued;
}

const liveToken = (token: string) =>
  and(
    eq(passwordResetTokens.token_hash, hashToken(token)),
    isNull(passwordResetTokens.used_at),
    gt(passwordResetTokens.expires_at, sql`now()`),
  );

/**
 * Whether a reset link still works (known, unused, unexpired, active account). Its page asks
 * when it opens, so a used or expired link says so before the visitor types a new password.
 * Spends nothing: the link stays usable.
 */
export async function passwordResetTokenIsLive(ctx: Context, token: string): Promise<boolean> {
  const [found] = await ctx.db
    .select({ userId: passwordResetTokens.user_id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(and(liveToken(token), eq(users.is_active, true)))
    .limit(1);
  return found !== undefined;
}

/**
 * Sets the password of the link's account: the token is spent in the same transaction, every
 * session of the account ends (whoever knew the old password is out), and the change goes to
 * the security log. An unknown, used or expired token is a 400.
 */
export async function confirmPasswordReset(
  ctx: Context,
  token: string,
  password: string,
): Promise<void> {
  const [found] = await ctx.db
    .select({ userId: passwordResetTokens.user_id, username: users.username })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(and(liveToken(token), eq(users.is_active, true)))
    .limit(1);
  if (!found) throw badRequest(MESSAGES.passwordResetInvalid);
  if (isCommonPassword(password, found.username)) throw badRequest(MESSAGES.commonPassword);
  // Hashing is slow: done before the transaction, which then only writes.
  const hash = await hashPassword(password);
  const done = await ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Database;
    // Spent here, once: a second use of the same link finds no live token.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(liveToken(token))
      .returning({ userId: passwordResetTokens.user_id });
    if (!spent) return false;
    await tx.update(users).set({ password_hash: hash }).where(eq(users.id, spent.userId));
    // Other links sent to this account stop working too.
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(eq(passwordResetTokens.user_id, spent.userId), isNull(passwordResetTokens.used_at)),
      );
    await revokeUserSessions(tx, spent.userId);
    await recordPasswordReset(tx, { id: spent.userId, username: found.username }, ctx.request);
    return true;
  });
  if (!done) throw badRequest(MESSAGES.passwordResetInvalid);
}
