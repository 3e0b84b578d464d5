/** What a backup file says about itself on its first line. */
export const BACKUP_FORMAT = 'oficina-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * `full`: every table, restorable with `npm run db:restore`. `content`: what the site shows
 * (pages, settings, media with their bytes) without accounts, sessions, login attempts, rate
 * limits, audit trail or contact messages — the copy the panel hands out.
 */
export type BackupScope = 'full' | 'content';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  scope: BackupScope;
  /** ISO 8601, UTC. */
  created_at: string;
  /** Tag of the last migration applied to the database it came from, e.g. `0002_rate_limits`. */
  migration: string | null;
  /** In foreign-key order: a table comes after every table it references. */
  tables: string[];
}

/** A refusal the user can act on: the CLI prints the message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}
