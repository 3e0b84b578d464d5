import { MESSAGES, type userCreateSchema, type userUpdateSchema } from '@oficina/core';
import { type Database, users } from '@oficina/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { AuthUser } from '../auth/session';
import { revokeUserSessions } from '../auth/session';
import type { Context } from '../context';
import { badRequest, forbidden, notFound } from '../errors';
import { toWire } from '../serialize';
import { createRow, deleteRowIn, inTransaction, updateRowIn } from './crud';
import { recordAccessChanges } from './security-audit';
import { USER_COLUMNS } from './user-columns';

type UserRow = typeof users.$inferSelect;

/** Names and e-mails are each unique: say which one is taken. */
const userConflict = (constraint: string | undefined) =>
  constraint === 'users_email_unique' ? MESSAGES.emailTaken : MESSAGES.usernameTaken;

const publicUser = ({ password_hash: _hash, updated_at: _updated, ...user }: UserRow) =>
  toWire(user);

export async function listUsers(db: Database) {
  const rows = await db.select(USER_COLUMNS).from(users).orderBy(asc(users.username));
  return rows.map(toWire);
}

export async function getUser(db: Database, where: ReturnType<typeof eq>) {
  const [row] = await db.select(USER_COLUMNS).from(users).where(where).limit(1);
  if (!row) throw notFound('Usuário não encontrado');
  return toWire(row);
}

export const userById = (db: Database, id: number) => getUser(db, eq(users.id, id));
export const userByUsername = (db: Database, username: string) =>
  getUser(db, eq(sql`lower(${users.username})`, username.trim().toLowerCase()));

export async function createUser(ctx: Context, input: z.output<typeof userCreateSchema>) {
  const row = await createRow(
    ctx,
    'user',
    users,
    {
      username: input.username,
      email: input.email,
      password_hash: await hashPassword(input.password),
      role: input.role,
      is_active: input.is_active,
    },
    { conflictMessage: userConflict },
  );
  return publicUser(row);
}

/**
 * Opens a change to user `targetId` by `actor`: locks the active admins (in id order, so two
 * such transactions queue instead of deadlocking), then the target, and answers them as they
 * are now. Every change to users goes through here, so the checks below see what will be true
 * when the change commits, never a read another admin's change is about to make stale.
 */
async function lockForUserChange(
  tx: Database,
  actor: AuthUser,
  targetId: number,
  // A DELETE takes FOR UPDATE on its row anyway. Otherwise FOR NO KEY UPDATE is enough to queue
  // these transactions, and unlike FOR UPDATE it lets other writes by these admins record their
  // audit entry (whose foreign key takes FOR KEY SHARE on the admin) meanwhile.
  strength: 'update' | 'no key update',
): Promise<{ target: UserRow; activeAdmins: number[] }> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.is_active, true)))
    .orderBy(asc(users.id))
    .for(strength);
  const activeAdmins = admins.map((admin) => admin.id);
  // Deactivated or demoted by another admin a moment ago: that admin's decision stands.
  if (!activeAdmins.includes(actor.id)) throw forbidden();
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for(strength);
  if (!target) throw notFound('Usuário não encontrado');
  return { target, activeAdmins };
}

/** The panel must never lose its last way in, nor let someone lock themselves out. */
function guardAdminRemoval(
  actor: AuthUser,
  { target, activeAdmins }: { target: UserRow; activeAdmins: number[] },
  removesAccess: boolean,
) {
  if (!removesAccess) return;
  if (actor.id === target.id) throw badRequest(MESSAGES.cannotChangeSelf);
  const othersActive = activeAdmins.some((id) => id !== target.id);
  if (target.role === 'admin' && target.is_active && !othersActive) {
    throw badRequest(MESSAGES.lastAdmin);
  }
}

const USER_NOT_FOUND = { notFoundMessage: 'Usuário não encontrado' } as const;

export async function updateUser(
  ctx: Context,
  actor: AuthUser,
  id: number,
  input: z.output<typeof userUpdateSchema>,
) {
  const demotes = input.role !== undefined && input.role !== 'admin';
  const values: Partial<typeof users.$inferInsert> = {};
  if (input.username !== undefined) values.username = input.username;
  if (input.email !== undefined) values.email = input.email;
  if (input.role !== undefined) values.role = input.role;
  if (input.is_active !== undefined) values.is_active = input.is_active;
  // Hashing is slow: done before any row is locked.
  if (input.password !== undefined) values.password_hash = await hashPassword(input.password);
  const options = { ...USER_NOT_FOUND, conflictMessage: userConflict };
  const row = await inTransaction(
    ctx,
    'user',
    async (tx) => {
      const locked = await lockForUserChange(tx, actor, id, 'no key update');
      guardAdminRemoval(actor, locked, input.is_active === false || demotes);
      const before = locked.target;
      const row = await updateRowIn(tx, actor, 'user', users, eq(users.id, id), values, options);
      await recordAccessChanges(tx, actor, ctx.request, before, row, input.password !== undefined);
      const changedAccess =
        input.password !== undefined ||
        (input.role !== undefined && input.role !== before.role) ||
        (input.is_active === false && before.is_active);
      if (changedAccess) await revokeUserSessions(tx, id);
      return row;
    },
    options,
  );
  return publicUser(row);
}

export async function toggleUserStatus(ctx: Context, actor: AuthUser, id: number) {
  const row = await inTransaction(
    ctx,
    'user',
    async (tx) => {
      const locked = await lockForUserChange(tx, actor, id, 'no key update');
      const wasActive = locked.target.is_active;
      guardAdminRemoval(actor, locked, wasActive);
      const row = await updateRowIn(
        tx,
        actor,
        'user',
        users,
        eq(users.id, id),
        { is_active: !wasActive },
        { ...USER_NOT_FOUND, action: 'toggle-status' },
      );
      await recordAccessChanges(tx, actor, ctx.request, locked.target, row, false);
      if (wasActive) await revokeUserSessions(tx, id);
      return row;
    },
    USER_NOT_FOUND,
  );
  return publicUser(row);
}

export async function deleteUser(ctx: Context, actor: AuthUser, id: number) {
  await inTransaction(
    ctx,
    'user',
    async (tx) => {
      const locked = await lockForUserChange(tx, actor, id, 'update');
      guardAdminRemoval(actor, locked, true);
      // Sessions go with the user (ON DELETE CASCADE).
      await deleteRowIn(tx, actor, 'user', users, eq(users.id, id), USER_NOT_FOUND);
    },
    USER_NOT_FOUND,
  );
  return { success: true as const, id };
}
