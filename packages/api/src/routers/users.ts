import {
  deletedSchema,
  idParam,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from '@oficina/core';
import { z } from 'zod';
import { rejectCommonPassword } from '../auth/password-policy';
import {
  createUser,
  deleteUser,
  listUsers,
  toggleUserStatus,
  updateUser,
  userById,
  userByUsername,
} from '../services/users';
import { adminAccountProcedure, router, viewerProcedure } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Usuários';

export const usersRouter = router({
  list: viewerProcedure
    .meta(rest('GET', '/users', TAG, 'Lista os usuários', true))
    .input(z.void())
    .output(z.array(userSchema))
    .query(({ ctx }) => listUsers(ctx.db)),

  byId: viewerProcedure
    .meta(rest('GET', '/users/{id}', TAG, 'Um usuário', true))
    .input(idParam)
    .output(userSchema)
    .query(({ ctx, input }) => userById(ctx.db, input.id)),

  byUsername: viewerProcedure
    .meta(rest('GET', '/users/username/{username}', TAG, 'Um usuário pelo nome de usuário', true))
    .input(z.object({ username: z.string().trim().min(1).max(50) }))
    .output(userSchema)
    .query(({ ctx, input }) => userByUsername(ctx.db, input.username)),

  create: adminAccountProcedure
    .meta(rest('POST', '/users', TAG, 'Cria um usuário (papel padrão: user)', true))
    .input(userCreateSchema.superRefine(rejectCommonPassword))
    .output(userSchema)
    .mutation(({ ctx, input }) => createUser(ctx, input)),

  ...putAndPatch(
    adminAccountProcedure
      .input(userUpdateSchema.extend(idParam.shape).superRefine(rejectCommonPassword))
      .output(userSchema),
    '/users/{id}',
    TAG,
    'Atualiza um usuário; troca de senha, papel ou desativação encerra as sessões dele',
    ({ ctx, input: { id, ...values } }) => updateUser(ctx, ctx.user, id, values),
  ),

  toggleStatus: adminAccountProcedure
    .meta(rest('PUT', '/users/{id}/toggle-status', TAG, 'Ativa ou desativa um usuário', true))
    .input(idParam)
    .output(userSchema)
    .mutation(({ ctx, input }) => toggleUserStatus(ctx, ctx.user, input.id)),

  delete: adminAccountProcedure
    .meta(rest('DELETE', '/users/{id}', TAG, 'Exclui um usuário', true))
    .input(idParam)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteUser(ctx, ctx.user, input.id)),
});
