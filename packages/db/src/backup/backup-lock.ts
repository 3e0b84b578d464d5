import postgres from 'postgres';
import type { DatabaseHandle } from '../client';

/** Releases a lock taken by a `BackupLock`. */
export type ReleaseLock = () => Promise<void>;
/** Takes the backup lock without waiting; null when another instance holds it. */
export type BackupLock = () => Promise<ReleaseLock | null>;

// Any fixed number, distinct from the migrations' lock.
const BACKUP_LOCK_ID = 727_002;

/**
 * PostgreSQL: a session-level advisory lock on a connection of its own, so of several instances
 * on one database only one takes the daily backup. PGlite: one process, nothing to share.
 */
export function backupLockFor(handle: Pick<DatabaseHandle, 'kind' | 'postgresUrl'>): BackupLock {
  if (handle.kind !== 'postgres' || !handle.postgresUrl) return async () => async () => {};
  const url = handle.postgresUrl;
  return async () => {
    const client = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await client<{ locked: boolean }[]>`
        select pg_try_advisory_lock(${BACKUP_LOCK_ID}) as locked`;
      if (!row?.locked) {
        await client.end({ timeout: 5 });
        return null;
      }
    } catch (error) {
      await client.end({ timeout: 5 });
      throw error;
    }
    return async () => {
      // Closing the session releases the lock too; the explicit unlock is for clarity.
      await client`select pg_advisory_unlock(${BACKUP_LOCK_ID})`.catch(() => {});
      await client.end({ timeout: 5 });
    };
  };
}
