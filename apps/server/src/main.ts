import { ensureInitialAdmin } from '@oficina/api';
import { backupLockFor, runMigrations, seedDemoContent, users } from '@oficina/db';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { startAutoBackup } from './backup/auto-backup';
import { loadBackupConfig } from './backup/backup-config';
import { ConfigError, loadConfig } from './config';
import type { MailWorker } from './mail/mail-worker';
import { startConfiguredMailWorker } from './mail/start-mail';
import { openConfiguredDatabase } from './open-database';
import { pendingMigrations } from './pending-migrations';
import type { PollingWorker } from './queue/polling-worker';
import { startRetention } from './retention/retention-job';
import { startWebhookWorker } from './webhooks/webhook-worker';

/** A trial on this machine: localhost or a loopback address. */
function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.startsWith('127.') || host === '[::1]';
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const backups = loadBackupConfig(config);
  const database = await openConfiguredDatabase(config);
  // Started once the database is migrated; a lead stored before then waits for its first round.
  let mail: MailWorker | undefined;
  let webhooks: PollingWorker | undefined;
  const app = await buildApp({
    config,
    deps: {
      db: database.db,
      onMailQueued: () => mail?.wake(),
      onWebhookQueued: () => webhooks?.wake(),
    },
    notifications: database,
    prettyLogs: Boolean(process.stdout.isTTY),
  });
  app.log.info(
    database.kind === 'pglite'
      ? `banco embutido (PGlite) em ${config.DATA_DIR}`
      : 'banco PostgreSQL (DATABASE_URL)',
  );

  if (!config.STRICT_DEPLOYMENT && config.PUBLIC_URL && !isLocalAddress(config.publicUrl))
    // A deployment that set NODE_ENV=production alone used to get the checks: say they are off.
    app.log.warn(
      `PUBLIC_URL é ${config.publicUrl}, mas STRICT_DEPLOYMENT não está ligado: as verificações de ` +
        'produção estão desligadas e um banco vazio recebe o conteúdo de demonstração. ' +
        'Em produção, defina STRICT_DEPLOYMENT=true.',
    );
  if (database.kind === 'pglite' && config.STRICT_DEPLOYMENT)
    app.log.warn(
      'produção com o banco embutido (PGlite): serve a uma única instância; ' +
        'para várias instâncias ou um banco gerenciado, defina DATABASE_URL (PostgreSQL)',
    );

  if (config.MIGRATE_ON_START) await runMigrations(database);
  else {
    const pending = await pendingMigrations(database.db);
    if (pending > 0)
      throw new ConfigError(
        `O banco ainda não tem ${pending} migração(ões) desta versão: rode "npm run db:migrate" ` +
          '(o Job de migração no Kubernetes) antes de iniciar, ou use MIGRATE_ON_START=true.',
      );
  }
  if (config.STRICT_DEPLOYMENT && !config.ADMIN_PASSWORD) {
    // A generated password would be printed to logs that, in a deployment, other systems keep.
    const [row] = await database.db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) === 0)
      throw new ConfigError(
        'Nenhum usuário existe ainda: defina ADMIN_USERNAME e ADMIN_PASSWORD para criar o primeiro ' +
          'administrador (em produção a senha não é gerada nem mostrada no log). ' +
          'Depois do primeiro início elas podem ser removidas.',
      );
  }
  if (config.SEED_DEMO && (await seedDemoContent(database.db)))
    app.log.info('conteúdo de demonstração criado');
  const admin = await ensureInitialAdmin(database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    email: config.ADMIN_EMAIL,
  });
  if (admin?.generatedPassword) {
    // Shown once: it is not stored anywhere in clear text.
    app.log.warn(
      `Administrador criado. Usuário: ${admin.username}  Senha: ${admin.generatedPassword}  ` +
        '(anote agora; ela não será exibida de novo)',
    );
  } else if (admin) {
    app.log.info(
      `administrador "${admin.username}" criado a partir de ADMIN_USERNAME/ADMIN_PASSWORD`,
    );
  }

  // Daily when the `auto_backup` setting is on; on PostgreSQL one instance of many takes it.
  const autoBackup = startAutoBackup({
    db: database.db,
    lock: backupLockFor(database),
    ...backups,
    log: { info: (msg) => app.log.info(msg), error: (obj, msg) => app.log.error(obj, msg) },
  });
  // Hourly: expired sessions, spent login attempts and rate-limit counters, old audit entries.
  const retention = startRetention({
    db: database.db,
    log: {
      debug: (msg) => app.log.debug(msg),
      info: (msg) => app.log.info(msg),
      warn: (obj, msg) => app.log.warn(obj, msg),
    },
  });

  // The owner's lead alerts and reset links, from the outbox (over SMTP_URL, or into the log).
  mail = startConfiguredMailWorker(database.db, config, {
    info: (obj, msg) => app.log.info(obj, msg),
    warn: (obj, msg) => app.log.warn(obj, msg),
  });
  const mailWorker = mail;
  // Integrations' webhooks, from their queue (signed, retried with backoff).
  webhooks = startWebhookWorker({
    db: database.db,
    policy: { strict: config.STRICT_DEPLOYMENT, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE },
    log: {
      info: (obj, msg) => app.log.info(obj, msg),
      warn: (obj, msg) => app.log.warn(obj, msg),
    },
  });
  const webhookWorker = webhooks;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: terminando as requisições em andamento`);
    const force = setTimeout(() => {
      app.log.error('encerramento demorou demais; saindo');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await Promise.all([
        autoBackup.stop(),
        retention.stop(),
        mailWorker.stop(),
        webhookWorker.stop(),
      ]);
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'erro ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`pronto em ${config.publicUrl} (${Math.round(performance.now() - startedAt)} ms)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  const explained = error instanceof ConfigError || (error as Error)?.name === 'DataDirInUseError';
  if (!explained) console.error(error);
  process.exit(1);
});
