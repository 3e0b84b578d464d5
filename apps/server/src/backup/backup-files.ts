import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `2026-11-21T03-00-00Z`: sortable, and valid in a file name on every system. */
const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

export const autoBackupName = (at: Date) => `oficina-auto-${stamp(at)}.json.gz`;
export const manualBackupName = (at: Date) => `oficina-backup-${stamp(at)}.json.gz`;

const OURS = /^oficina-(auto|backup)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.json\.gz$/;

/** When one of our files was taken, from its name; null for any other file. */
export function backupTime(name: string): { at: Date; auto: boolean } | null {
  const match = OURS.exec(name);
  if (!match) return null;
  const at = new Date(`${match[2]}T${match[3]}:${match[4]}:${match[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : { at, auto: match[1] === 'auto' };
}

async function listOurs(dir: string) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((name) => {
    const time = backupTime(name);
    return time ? [{ name, ...time }] : [];
  });
}

/** The newest backup of ours (daily or by hand) in the directory. */
export async function newestBackup(dir: string): Promise<Date | null> {
  const times = (await listOurs(dir)).map((f) => f.at.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/**
 * Deletes the daily job's files older than the retention. Backups taken by hand and every other
 * file in the directory are left alone. Returns the names deleted.
 */
export async function pruneAutoBackups(
  dir: string,
  retentionDays: number,
  now: Date,
): Promise<string[]> {
  const cutoff = now.getTime() - retentionDays * DAY;
  const old = (await listOurs(dir)).filter((f) => f.auto && f.at.getTime() < cutoff);
  for (const file of old) await rm(join(dir, file.name), { force: true });
  return old.map((f) => f.name);
}

export const BACKUP_INTERVAL_MS = 23 * HOUR;
