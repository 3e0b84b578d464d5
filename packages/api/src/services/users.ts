import { MESSAGES, type userCreateSchema, type userUpdateSchema } from '@oficina/core';
import { type Database, users } from '@oficina/db';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { AuthUser } from '../auth/session';
import { revokeUserSessions } from '../auth/session';
import type { Context } from '../context';
import { badRequest, notFound } from '../errors';
import { toWire } from '../serialize';
import { createRow, deleteRow, updateRow } from './crud';
import { USER_COLUMNS } from './user-columns';

type UserRow = typeof users.$inferSelect;

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
      password_hash: await hashPassword(input.password),
      role: input.role,
      is_active: input.is_active,
    },
    { conflictMessage: MESSAGES.usernameTaken },
  );
  return publicUser(row);
}

async function activeAdminsOtherThan(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.is_active, true), ne(users.id, id)));
  return row?.n ?? 0;
}

/** The panel must never lose its last way in, nor let someone lock themselves out. */
async function guardAdminRemoval(
  ctx: Context,
  actor: AuthUser,
  targetId: number,
  removesAccess: boolean,
) {
  if (!removesAccess) return;
  if (actor.id === targetId) throw badRequest(MESSAGES.cannotChangeSelf);
  const [target] = await ctx.db.select(USER_COLUMNS).from(users).where(eq(users.id, targetId));
  if (!target) throw notFound('Usuário não encontrado');
  if (
    target.role === 'admin' &&
    target.is_active &&
    (await activeAdminsOtherThan(ctx.db, targetId)) === 0
  ) {
    throw badRequest(MESSAGES.lastAdmin);
  }
}

export async function updateUser(
  ctx: Context,
  actor: AuthUser,
  id: number,
  input: z.output<typeof userUpdateSchema>,
) {
  const demotes = input.role !== undefined && input.role !== 'admin';
  await guardAdminRemoval(ctx, actor, id, input.is_active === false || demotes);
  const values: Partial<typeof users.$inferInsert> = {};
  if (input.username !== undefined) values.username = input.username;
  if (input.role !== undefined) values.role = input.role;
  if (input.is_active !== undefined) values.is_active = input.is_active;
  if (input.password !== undefined) values.password_hash = await hashPassword(input.password);
  const before = await userById(ctx.db, id);
  const row = await updateRow(ctx, 'user', users, eq(users.id, id), values, {
    conflictMessage: MESSAGES.usernameTaken,
    notFoundMessage: 'Usuário não encontrado',
  });
  const changedAccess =
    input.password !== undefined ||
    (input.role !== undefined && input.role !== before.role) ||
    (input.is_active === false && before.is_active);
  if (changedAccess) await revokeUserSessions(ctx.db, id);
  return publicUser(row);
}

export async function toggleUserStatus(ctx: Context, actor: AuthUser, id: number) {
  const current = await userById(ctx.db, id);
  await guardAdminRemoval(ctx, actor, id, current.is_active);
  const row = await updateRow(
    ctx,
    'user',
    users,
    eq(users.id, id),
    { is_active: !current.is_active },
    { action: 'toggle-status', notFoundMessage: 'Usuário não encontrado' },
  );
  if (!row.is_active) await revokeUserSessions(ctx.db, id);
  return publicUser(row);
}

export async function deleteUser(ctx: Context, actor: AuthUser, id: number) {
  await guardAdminRemoval(ctx, actor, id, true);
  // Sessions go with the user (ON DELETE CASCADE).
  await deleteRow(ctx, 'user', users, eq(users.id, id), {
    notFoundMessage: 'Usuário não encontrado',
  });
  return { success: true as const, id };
}
