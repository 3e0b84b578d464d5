import { users } from '@oficina/db';

/** The only columns a user is ever read with: the password hash is not among them. */
export const USER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  is_active: users.is_active,
  last_login: users.last_login,
  created_at: users.created_at,
};
