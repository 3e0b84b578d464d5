import { API_KEY_MESSAGES, type ApiKeyRole, hasRank } from '@oficina/core';
import { apiKeys, type Database, users } from '@oficina/db';
import { desc, eq } from 'drizzle-orm';
import { generateApiKey, hashApiKey } from '../auth/api-keys';
import { keyGrantHolds } from '../auth/key-grant';
import type { AuthUser } from '../auth/session';
import type { Context } from '../context';
import { forbidden } from '../errors';
import { toWire } from '../serialize';
import { createRow, deleteRow } from './crud';

/** The audit log's entity for keys: created and revoked like any other record. */
export const API_KEY_ENTITY = 'api_key';

const LISTED = {
  id: apiKeys.id,
  name: apiKeys.name,
  role: apiKeys.role,
  created_at: apiKeys.created_at,
  last_used_at: apiKeys.last_used_at,
  creatorId: users.id,
  creatorName: users.username,
  creatorRole: users.role,
  creatorActive: users.is_active,
};

/** Newest first, without the hash, each with its creator and whether it works now. */
export async function listApiKeys(db: Database) {
  const rows = await db
    .select(LISTED)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.created_by))
    .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
  return rows.map(({ creatorId, creatorName, creatorRole, creatorActive, ...row }) => {
    const role = row.role as ApiKeyRole;
    const creator =
      creatorId === null || creatorName === null
        ? null
        : { id: creatorId, role: creatorRole, is_active: creatorActive === true };
    return {
      ...toWire({ ...row, role }),
      created_by: creator && { id: creator.id, username: creatorName! },
      active: keyGrantHolds(role, creator),
    };
  });
}

/**
 * Makes a key with a role no higher than its creator's and answers it this once: only its hash
 * is stored (the audit entry leaves the hash out, see services/audit.ts).
 */
export async function createApiKey(
  ctx: Context,
  actor: AuthUser,
  input: { name: string; role: ApiKeyRole },
) {
  if (!hasRank(actor.role, input.role)) throw forbidden(API_KEY_MESSAGES.roleTooHigh);
  const key = generateApiKey();
  const row = await createRow(ctx, API_KEY_ENTITY, apiKeys, {
    name: input.name,
    role: input.role,
    key_hash: hashApiKey(key),
    created_by: actor.id,
  });
  return {
    id: row.id,
    name: row.name,
    role: row.role as ApiKeyRole,
    key,
    created_at: row.created_at.toISOString(),
  };
}

/** Deletes the key: the next request that carries it is refused with 401. */
export async function revokeApiKey(ctx: Context, id: number) {
  await deleteRow(ctx, API_KEY_ENTITY, apiKeys, eq(apiKeys.id, id), {
    notFoundMessage: API_KEY_MESSAGES.notFound,
  });
  return { success: true as const, id };
}
