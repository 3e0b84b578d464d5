import { join } from 'node:path';
import type { DatabaseConfig } from '../config';

export interface BackupConfig {
  dir: string;
  retentionDays: number;
}

/** Where backups go and how long the daily ones stay, from the configuration read at boot. */
export function loadBackupConfig(
  config: Pick<DatabaseConfig, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_RETENTION_DAYS'>,
): BackupConfig {
  return {
    dir: config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups'),
    retentionDays: config.BACKUP_RETENTION_DAYS,
  };
}
