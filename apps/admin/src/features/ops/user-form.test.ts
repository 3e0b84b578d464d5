import type { User } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { changedFields, editDefaults, NEW_USER, userEditFormSchema } from './user-form';

const user: User = {
  id: 2,
  username: 'joao',
  email: null,
  role: 'manager',
  is_active: true,
  last_login: null,
  created_at: '2025-01-01T00:00:00Z',
};

describe('user form', () => {
  it('starts new users with the lowest role, user, active', () => {
    expect(NEW_USER.role).toBe('user');
    expect(NEW_USER.is_active).toBe(true);
  });

  it('keeps the password when the field is left blank', () => {
    const values = userEditFormSchema.parse(editDefaults(user));
    expect(values.password).toBeUndefined();
    expect(changedFields(user, values)).toEqual({});
  });

  it('sends a new e-mail in lower case, and a blank one as none', () => {
    const values = userEditFormSchema.parse({ ...editDefaults(user), email: ' Joao@Oficina.com ' });
    expect(changedFields(user, values)).toEqual({ email: 'joao@oficina.com' });
    const withEmail = { ...user, email: 'joao@oficina.com' };
    const cleared = userEditFormSchema.parse({ ...editDefaults(withEmail), email: '' });
    expect(changedFields(withEmail, cleared)).toEqual({ email: null });
    expect(userEditFormSchema.safeParse({ ...editDefaults(user), email: 'joao@' }).success).toBe(
      false,
    );
  });

  it('checks a new password with the API rules', () => {
    const short = userEditFormSchema.safeParse({ ...editDefaults(user), password: 'curta' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('A senha precisa ter pelo menos 8 caracteres');
  });

  it('sends only what changed, username normalised', () => {
    const values = userEditFormSchema.parse({
      ...editDefaults(user),
      username: ' Joao.Silva ',
      password: 'nova-senha-123',
      is_active: false,
    });
    expect(changedFields(user, values)).toEqual({
      username: 'joao.silva',
      password: 'nova-senha-123',
      is_active: false,
    });
  });
});
