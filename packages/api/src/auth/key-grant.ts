import { type ApiKeyRole, hasRank, type Role } from '@oficina/core';

/**
 * A key works only while its creator's grant covers it: the creator's account exists, is active,
 * and holds a role at least the key's. Checked on every request (auth/api-keys.ts), so a
 * demotion, deactivation or deletion ends the key's power at once.
 */
export function keyGrantHolds(
  keyRole: ApiKeyRole,
  creator: { role: string | null; is_active: boolean } | null,
): boolean {
  if (!creator?.is_active || creator.role === null) return false;
  return hasRank(creator.role as Role, keyRole);
}
