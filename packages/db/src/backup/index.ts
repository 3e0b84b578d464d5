export { type BackupLock, backupLockFor, type ReleaseLock } from './backup-lock';
export { exportedValue, importedValue } from './columns-sql';
export * from './format';
export { appliedMigration, knownMigrations } from './migration-level';
export { type BackupReader, openBackupFile, openBackupReader } from './read-backup';
export { type RestoreOptions, restoreBackup, tablesWithRows } from './restore-backup';
export type { BackupColumn, BackupTable } from './tables';
export { BACKUP_TABLES, tablesFor } from './tables';
export { type BackupSummary, writeBackup, writeBackupFile } from './write-backup';
