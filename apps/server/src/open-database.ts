import { type DatabaseHandle, openDatabase } from '@oficina/db';
import type { DatabaseConfig } from './config';

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite database in DATA_DIR. */
export function openConfiguredDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        maxConnections: config.DATABASE_POOL_SIZE,
      })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}
