import { randomBytes } from 'node:crypto';
import { type Database, users } from '@oficina/db';
import { eq, sql } from 'drizzle-orm';
import { recordPasswordSetByCommand } from '../services/security-audit';
import { hashPassword } from './password';
import { passwordProblem } from './password-policy';
import { revokeUserSessions } from './session';

/** 20 characters from 15 random bytes: far beyond guessing, short enough to type once. */
export const generatePassword = () => randomBytes(15).toString('base64url');

export type CommandResetOutcome =
  | { ok: true; username: string; isActive: boolean }
  | { ok: false; message: string };

/**
 * The way back for an owner without mail (`npm run admin:reset-password`): sets the account's
 * password, ends its sessions and records it in the security log as done by the system. The
 * password follows the same rules as everywhere else.
 */
export async function setPasswordFromCommand(
  db: Database,
  typedUsername: string,
  password: string,
): Promise<CommandResetOutcome> {
  const name = typedUsername.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, username: users.username, is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.username})`, name))
    .limit(1);
  if (!user) return { ok: false, message: `Usuário "${typedUsername}" não encontrado.` };
  const problem = passwordProblem(password, user.username);
  if (problem) return { ok: false, message: problem };
  const hash = await hashPassword(password);
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Database;
    await tx.update(users).set({ password_hash: hash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await recordPasswordSetByCommand(tx, user);
  });
  return { ok: true, username: user.username, isActive: user.is_active };
}
