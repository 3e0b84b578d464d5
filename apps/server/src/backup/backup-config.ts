import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, type DatabaseConfig } from '../config';

const schema = z.object({
  /** Where backup files go; default `<DATA_DIR>/backups` on PGlite, `./backups` on PostgreSQL. */
  BACKUP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Days the daily backups are kept; older ones (of the daily job only) are deleted. */
  BACKUP_RETENTION_DAYS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(3650).default(7),
  ),
});

export interface BackupConfig {
  dir: string;
  retentionDays: number;
}

/**
 * The backup settings, beside the database ones `loadDatabaseConfig` read (so the CLI needs
 * nothing else from the site's configuration).
 */
export function loadBackupConfig(
  database: Pick<DatabaseConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  env: NodeJS.ProcessEnv = process.env,
): BackupConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      `Configuração inválida nas variáveis de ambiente:\n${parsed.error.issues
        .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
        .join('\n')}`,
    );
  return {
    dir:
      parsed.data.BACKUP_DIR ??
      (database.DATABASE_URL ? './backups' : join(database.DATA_DIR, 'backups')),
    retentionDays: parsed.data.BACKUP_RETENTION_DAYS,
  };
}
