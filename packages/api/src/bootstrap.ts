import { randomBytes } from 'node:crypto';
import { userEmailSchema, usernameSchema } from '@oficina/core';
import { type Database, users } from '@oficina/db';
import { count } from 'drizzle-orm';
import { hashPassword } from './auth/password';
import { passwordProblem } from './auth/password-policy';

export interface InitialAdmin {
  username: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword: string | null;
}

/**
 * Creates the first admin on an empty users table: from ADMIN_USERNAME/ADMIN_PASSWORD when
 * given, otherwise with a random password that the caller prints once. Never a default password.
 */
export async function ensureInitialAdmin(
  db: Database,
  credentials: { username?: string; password?: string; email?: string },
): Promise<InitialAdmin | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const username = usernameSchema.parse(credentials.username ?? 'admin');
  const generatedPassword = credentials.password ? null : randomBytes(12).toString('base64url');
  const password = credentials.password ?? generatedPassword!;
  const problem = passwordProblem(password, username);
  // A weak first admin password is refused before anything is written: the server won't start.
  if (problem) throw new Error(`ADMIN_PASSWORD recusada: ${problem}`);
  const inserted = await db
    .insert(users)
    .values({
      username,
      password_hash: await hashPassword(password),
      // Stored as the panel stores it: lower case, as addresses are compared.
      email: userEmailSchema.parse(credentials.email ?? null),
      role: 'admin',
      is_active: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance may have created it at the same moment.
  if (inserted.length === 0) return null;
  return { username, generatedPassword };
}
