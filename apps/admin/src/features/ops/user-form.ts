import {
  passwordSchema,
  ROLE_LABELS,
  ROLES,
  roleSchema,
  type User,
  userEmailSchema,
  userEntity,
  usernameSchema,
} from '@oficina/core';
import { z } from 'zod';
import { entityDefaults } from '../../kit/entity-fields';

/** Editing: the same rules as the API; a blank password keeps the current one. */
export const userEditFormSchema = z.object({
  username: usernameSchema,
  /** Blank: no e-mail (no password reset by mail for this account). */
  email: userEmailSchema,
  password: z
    .union([z.literal(''), passwordSchema])
    .transform((value) => (value === '' ? undefined : value)),
  role: roleSchema,
  is_active: z.boolean(),
});

export type UserEditForm = z.input<typeof userEditFormSchema>;

/** A new account's values: the declared defaults, with empty inputs for the e-mail and password. */
export const NEW_USER = { ...entityDefaults(userEntity), email: '', password: '' };

export const editDefaults = (user: User): UserEditForm => ({
  username: user.username,
  email: user.email ?? '',
  password: '',
  role: user.role,
  is_active: user.is_active,
});

/** Highest rank first: the choice that matters most is on top. */
export const ROLE_OPTIONS = [...ROLES].reverse().map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** Only the fields that changed go to the server (a blank password is no change). */
export function changedFields(
  user: User,
  values: z.output<typeof userEditFormSchema>,
): Partial<z.output<typeof userEditFormSchema>> {
  const changes: Partial<z.output<typeof userEditFormSchema>> = {};
  if (values.username !== user.username) changes.username = values.username;
  if (values.email !== user.email) changes.email = values.email;
  if (values.password !== undefined) changes.password = values.password;
  if (values.role !== user.role) changes.role = values.role;
  if (values.is_active !== user.is_active) changes.is_active = values.is_active;
  return changes;
}
