// `npm run admin:reset-password -- <usuário> [--ask]` (dist/reset-password.js, after
// `npm run build`): a new password for an account when no reset mail can arrive. Prints a
// generated password, or with --ask reads one from the standard input. Every session of the
// account ends.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generatePassword, setPasswordFromCommand } from '@oficina/api';
import type { Database } from '@oficina/db';
import { sql } from 'drizzle-orm';
import { ConfigError, type DatabaseConfig, loadDatabaseConfig } from './config';
import { openConfiguredDatabase } from './open-database';

const USAGE = 'uso: npm run admin:reset-password -- <usuário> [--ask]';

class UsageError extends Error {}

/** Where the command looked, as a person can check it (a URL's password left out). */
function describeDatabase(config: DatabaseConfig): string {
  if (!config.DATABASE_URL) return `DATA_DIR=${config.DATA_DIR}`;
  const url = new URL(config.DATABASE_URL);
  if (url.password) url.password = '***';
  return `DATABASE_URL=${url.toString()}`;
}

async function hasUsersTable(db: Database): Promise<boolean> {
  const rows = await db.execute<{ found: string | null }>(
    sql`select to_regclass('public.users')::text as found`,
  );
  const list = (rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
  return Boolean((list[0] as { found: string | null } | undefined)?.found);
}

/** One line from the standard input (typed, or piped: `echo senha | npm run …`). */
function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Nova senha: ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  return new Promise((resolve, reject) => {
    lines.once('line', (line) => {
      // Settled before closing: closing emits 'close' at once.
      resolve(line);
      lines.close();
    });
    lines.once('close', () => reject(new UsageError('nenhuma senha recebida na entrada padrão')));
  });
}

async function main(args: string[]): Promise<void> {
  const ask = args.includes('--ask');
  const names = args.filter((arg) => arg !== '--ask');
  if (names.length !== 1 || names[0]!.startsWith('-')) throw new UsageError(USAGE);
  const password = ask ? await readPassword() : generatePassword();
  const config = loadDatabaseConfig();
  // Opening an embedded directory that holds no database would create an empty one; a user
  // typing this command wants the server's database, so say where we looked instead.
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'PG_VERSION')))
    throw new ConfigError(
      `Nenhum banco de dados encontrado em DATA_DIR=${config.DATA_DIR} (banco embutido, PGlite), e DATABASE_URL não está definida.\n` +
        'Rode o comando com as mesmas variáveis do servidor: DATA_DIR com o diretório de dados dele, ou DATABASE_URL para PostgreSQL. Nada foi criado.',
    );
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase({ ...config, DATABASE_POOL_SIZE: 2 });
  } catch (error) {
    if ((error as Error)?.name !== 'DataDirInUseError') throw error;
    throw new ConfigError(
      `O servidor está rodando com o banco embutido (PGlite) em ${config.DATA_DIR}, que aceita um único processo.\n` +
        'Pare o servidor, rode este comando e inicie o servidor de novo.',
    );
  }
  try {
    if (!(await hasUsersTable(database.db)))
      throw new ConfigError(
        `O banco em ${describeDatabase(config)} não tem as tabelas do sistema (usuários).\n` +
          'Confira se é o mesmo banco do servidor; se for novo, rode npm run db:migrate antes.',
      );
    const outcome = await setPasswordFromCommand(database.db, names[0]!, password);
    if (!outcome.ok) throw new ConfigError(outcome.message);
    console.log(
      ask
        ? `Senha de "${outcome.username}" alterada.`
        : `Nova senha de "${outcome.username}": ${password}\n(anote agora; ela não será exibida de novo)`,
    );
    console.log('As sessões abertas dessa conta foram encerradas.');
    if (!outcome.isActive)
      console.log('Atenção: a conta está desativada; um administrador precisa ativá-la no painel.');
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    const explained = error instanceof ConfigError || error instanceof UsageError;
    if (!explained) console.error(error);
    process.exit(1);
  },
);
