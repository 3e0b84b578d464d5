import { API_KEY_ROLES, type ApiKeyRole, hasRank, ROLE_LABELS } from '@oficina/core';

/** The roles a caller may give a key: none above their own. */
export function roleOptions(callerRole: string | null): { value: ApiKeyRole; label: string }[] {
  return API_KEY_ROLES.filter((role) => hasRank(callerRole, role)).map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
  }));
}
