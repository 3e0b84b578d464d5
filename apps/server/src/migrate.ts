// `npm run db:migrate`: applies pending migrations and exits, for deployments that migrate in a
// step of their own (a Kubernetes Job, a release command) and start servers with MIGRATE_ON_START=false.
import { runMigrations } from '@oficina/db';
import { ConfigError, loadDatabaseConfig } from './config';
import { openConfiguredDatabase } from './open-database';

async function migrate(): Promise<void> {
  const startedAt = performance.now();
  const config = loadDatabaseConfig();
  const database = await openConfiguredDatabase(config);
  try {
    // On PostgreSQL an advisory lock makes a second runner wait, then find nothing left to do.
    await runMigrations(database);
  } finally {
    await database.close();
  }
  const where = database.kind === 'pglite' ? `PGlite em ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`migrações aplicadas (${where}, ${Math.round(performance.now() - startedAt)} ms)`);
}

migrate().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    const explained =
      error instanceof ConfigError || (error as Error)?.name === 'DataDirInUseError';
    if (!explained) console.error(error);
    process.exit(1);
  },
);
