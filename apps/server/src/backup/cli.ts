// `npm run db:backup [-- --out FILE]` and `npm run db:restore -- FILE [--force]` (dist/backup.js,
// after `npm run build`), with the server's database settings (DATABASE_URL for PostgreSQL, else
// PGlite in DATA_DIR) and BACKUP_DIR.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  BackupError,
  type DatabaseHandle,
  openBackupFile,
  restoreBackup,
  writeBackupFile,
} from '@oficina/db';
import { ConfigError, type DatabaseConfig, loadDatabaseConfig } from '../config';
import { openConfiguredDatabase } from '../open-database';
import { loadBackupConfig } from './backup-config';
import { manualBackupName } from './backup-files';

const USAGE =
  'uso: npm run db:backup [-- --out ARQUIVO.json.gz]\n' +
  '     npm run db:restore -- ARQUIVO.json.gz [--force]';

class UsageError extends Error {}

async function open(config: DatabaseConfig, action: 'backup' | 'restore'): Promise<DatabaseHandle> {
  try {
    // One statement at a time: two connections are plenty beside a running server.
    return await openConfiguredDatabase({ ...config, DATABASE_POOL_SIZE: 2 });
  } catch (error) {
    if ((error as Error)?.name !== 'DataDirInUseError') throw error;
    // The embedded database takes one process at a time: the running server holds it.
    throw new BackupError(
      action === 'backup'
        ? `O servidor está rodando com o banco embutido (PGlite) em ${config.DATA_DIR}, que aceita um único processo.\n` +
            'Com o servidor no ar: baixe a cópia do conteúdo no painel (Sistema → Backup), ' +
            'ou ative o backup automático diário (os arquivos ficam em BACKUP_DIR).\n' +
            'Para um backup completo por aqui, pare o servidor e rode de novo.'
        : `O servidor está rodando com o banco embutido (PGlite) em ${config.DATA_DIR}, que aceita um único processo.\n` +
            'Pare o servidor antes de restaurar e inicie-o de novo depois.',
    );
  }
}

async function backup(args: string[]): Promise<void> {
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) out = args[++i];
    else if (args[i]?.startsWith('--out=')) out = args[i]!.slice('--out='.length);
    else throw new UsageError(`argumento desconhecido: ${args[i]}`);
  }
  const config = loadDatabaseConfig();
  const now = new Date();
  const path = resolve(out ?? join(loadBackupConfig(config).dir, manualBackupName(now)));
  const handle = await open(config, 'backup');
  try {
    await mkdir(dirname(path), { recursive: true });
    const { header, rows } = await writeBackupFile(handle.db, path, 'full', now);
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    const { size } = await stat(path);
    console.log(
      `backup gravado em ${path}\n  ${header.tables.length} tabelas, ${total} linhas, ` +
        `${(size / 1024).toFixed(1)} KiB, migração ${header.migration}`,
    );
  } finally {
    await handle.close();
  }
}

async function restore(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('--'))
    throw new UsageError('informe um arquivo de backup');
  const path = resolve(files[0]!);
  await stat(path).catch(() => {
    throw new BackupError(`Arquivo não encontrado: ${path}`);
  });
  const config = loadDatabaseConfig();
  const handle = await open(config, 'restore');
  try {
    const reader = await openBackupFile(path);
    try {
      const { header, rows } = await restoreBackup(handle.db, reader, { force });
      const total = Object.values(rows).reduce((a, b) => a + b, 0);
      console.log(
        `backup de ${header.created_at} restaurado: ${Object.keys(rows).length} tabelas, ${total} linhas` +
          (force ? ' (o conteúdo anterior foi apagado)' : ''),
      );
    } finally {
      reader.close();
    }
  } finally {
    await handle.close();
  }
}

const [command, ...args] = process.argv.slice(2);
const run = command === 'backup' ? backup : command === 'restore' ? restore : undefined;

(run ? run(args) : Promise.reject(new UsageError('comando desconhecido'))).then(
  () => process.exit(0),
  (error) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof BackupError || error instanceof ConfigError)
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
