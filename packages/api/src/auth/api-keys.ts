import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@oficina/core';
import { apiKeys, type Database, users } from '@oficina/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { keyGrantHolds } from './key-grant';
import type { AuthUser } from './session';

/**
 * Keys are `ofk_` and 32 random bytes in base64url: 47 characters. Session tokens are 43
 * characters without the prefix, so a token is looked up in exactly one table and a key never
 * reaches the session check (nor a session token the key check).
 */
export const API_KEY_PREFIX = 'ofk_';
const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;

/** `last_used_at` is written at most this often per key, not on every request. */
const TOUCH_INTERVAL_SECONDS = 60;

export const isApiKeyToken = (token: string): boolean =>
  token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);

export const generateApiKey = (): string => API_KEY_PREFIX + randomBytes(32).toString('base64url');

/**
 * A plain SHA-256, not argon2: a key holds 256 random bits, so nobody can guess it from its hash
 * however fast the hash is, and a fast hash keeps every request with a key cheap.
 */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** How a key appears where people read who did something (the audit log). */
export const apiKeyActorName = (name: string): string => `Chave de API: ${name}`;

/**
 * The principal of a request made with a key: the key's role, no session and no idle timeout
 * (a key lasts until it is revoked). It is no account: `id` 0 matches no user, and `apiKey`
 * tells the audit log and the procedures only an account may call what it is.
 */
function keyPrincipal(row: { id: number; name: string; role: Role; created_at: Date }): AuthUser {
  return {
    id: 0,
    username: apiKeyActorName(row.name),
    email: null,
    role: row.role,
    is_active: true,
    last_login: null,
    created_at: row.created_at,
    sessionId: 0,
    sessionExpiresAt: new Date(8_640_000_000_000_000),
    apiKey: { id: row.id, name: row.name },
  };
}

/** The key's principal, or null for an unknown or revoked key (revoking deletes the row). */
export async function resolveApiKey(db: Database, token: string): Promise<AuthUser | null> {
  if (!isApiKeyToken(token)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      role: apiKeys.role,
      created_at: apiKeys.created_at,
      creatorRole: users.role,
      creatorActive: users.is_active,
      stale: sql<boolean>`${apiKeys.last_used_at} is null or ${apiKeys.last_used_at} < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.created_by))
    .where(eq(apiKeys.key_hash, hashApiKey(token)))
    .limit(1);
  if (!row) return null;
  const creator =
    row.creatorRole === null
      ? null
      : { role: row.creatorRole, is_active: row.creatorActive === true };
  // The creator's grant ended or shrank below the key's role: the key is no credential now.
  if (!keyGrantHolds(row.role, creator)) return null;
  if (row.stale) {
    // The condition again, so concurrent requests of one key write once.
    await db
      .update(apiKeys)
      .set({ last_used_at: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(
            isNull(apiKeys.last_used_at),
            lt(apiKeys.last_used_at, sql`now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`),
          ),
        ),
      );
  }
  return keyPrincipal(row);
}

/** Known keys' ids by hash, for the rate limits: kept a minute, at most this many. */
const KNOWN_TTL_MS = 60_000;
const KNOWN_MAX = 1000;
const known = new Map<string, { id: number; until: number }>();

/**
 * The id of the key a request carries, for counting its calls per key rather than per address;
 * null when the token is no live key (an unknown key is counted under its address, so guessing
 * keys gains nothing). Ids are remembered a minute, so most requests cost no query here; a key
 * revoked meanwhile is still refused by `resolveApiKey`, which always asks the database.
 */
export async function apiKeyIdOf(db: Database, token: string): Promise<number | null> {
  if (!isApiKeyToken(token)) return null;
  const hash = hashApiKey(token);
  const now = Date.now();
  const cached = known.get(hash);
  if (cached && cached.until > now) return cached.id;
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.key_hash, hash))
    .limit(1);
  if (!row) return null;
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(hash, { id: row.id, until: now + KNOWN_TTL_MS });
  return row.id;
}
