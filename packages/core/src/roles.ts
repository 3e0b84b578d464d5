/**
 * Roles ordered by rank: admin 3, manager 2, viewer 1. `user` (0) is the default for new
 * accounts, so a new account can only see and end its own session until someone grants a role.
 */
export const ROLES = ['user', 'viewer', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = { user: 0, viewer: 1, manager: 2, admin: 3 };

export const DEFAULT_ROLE: Role = 'user';

/** True when `role` is at least `required` (an unknown role ranks below everything). */
export function hasRank(role: string | null | undefined, required: Role): boolean {
  if (!role || !(role in ROLE_RANK)) return false;
  return ROLE_RANK[role as Role] >= ROLE_RANK[required];
}

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Usuário',
  viewer: 'Visualizador',
  manager: 'Gerente',
  admin: 'Administrador',
};
