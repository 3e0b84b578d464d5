import { count, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { CONTENT_CHANNEL } from '../notifications';
import { importedValue } from './columns-sql';
import { BackupError, type BackupHeader } from './format';
import { appliedMigration, migrationIndex } from './migration-level';
import type { BackupReader } from './read-backup';
import { type BackupTable, tableNamed, tablesFor } from './tables';

/** Rows per INSERT, and a byte budget so a batch of images stays a few MB. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreOptions {
  /** Empty every table first instead of refusing a database that has content. */
  force?: boolean;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: Record<string, number>;
}

/** Tables of this schema that hold rows (users, settings, sessions, …). */
export async function tablesWithRows(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const t of tablesFor('full')) {
    const [row] = await db.select({ n: count() }).from(t.table);
    if ((row?.n ?? 0) > 0) found.push(t.name);
  }
  return found;
}

async function checkCompatible(db: Database, header: BackupHeader): Promise<void> {
  if (header.scope !== 'full')
    throw new BackupError(
      'Este arquivo é uma cópia do conteúdo baixada do painel (sem usuários): ' +
        'ele serve de consulta e não pode ser restaurado. Use um backup de `npm run db:backup`.',
    );
  const fileLevel = migrationIndex(header.migration);
  if (fileLevel < 0)
    throw new BackupError(
      `O backup vem de um banco no nível de migração "${header.migration}", que esta versão do ` +
        'sistema não conhece: atualize o sistema antes de restaurá-lo.',
    );
  const here = await appliedMigration(db);
  const hereLevel = migrationIndex(here);
  if (hereLevel < 0)
    throw new BackupError(
      'O banco de destino não está migrado: rode `npm run db:migrate` (ou inicie o servidor uma vez) antes de restaurar.',
    );
  if (fileLevel > hereLevel)
    throw new BackupError(
      `O backup está no nível de migração "${header.migration}", mais novo que o deste banco ("${here}"): ` +
        'rode `npm run db:migrate` com esta versão antes de restaurar.',
    );
  for (const name of header.tables) {
    if (!tableNamed(name))
      throw new BackupError(`A tabela "${name}" do backup não existe neste esquema.`);
  }
}

function insertBatch(t: BackupTable, rows: Record<string, unknown>[], names: string[]): SQL {
  const columns = names.map((name) => t.columns.find((c) => c.name === name)!);
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        columns.map((c) => importedValue(c, row[c.name])),
        sql`, `,
      )})`,
  );
  const identity = t.sequenced.some((name) => names.includes(name))
    ? sql` overriding system value`
    : sql``;
  return sql`insert into ${t.table} (${sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  )})${identity} values ${sql.join(values, sql`, `)}`;
}

/** Every sequence of the restored tables continues after the largest value restored. */
async function resetSequences(tx: Database, tables: BackupTable[]): Promise<void> {
  for (const t of tables) {
    for (const column of t.sequenced) {
      const id = sql.identifier(column);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${t.name}"`}, ${column}), coalesce(max(${id}), 0) + 1, false) from ${t.table}`,
      );
    }
  }
}

/**
 * Loads a full backup into this database in one transaction, tables in the file's foreign-key
 * order. The database must be migrated and empty (or `force`: every table is emptied first).
 */
export async function restoreBackup(
  db: Database,
  reader: BackupReader,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { header } = reader;
  await checkCompatible(db, header);
  const all = tablesFor('full');
  if (!options.force) {
    const busy = await tablesWithRows(db);
    if (busy.length > 0)
      throw new BackupError(
        `O banco de destino já tem dados (tabelas: ${busy.join(', ')}). ` +
          'Restaure num banco vazio e migrado, ou use --force para apagar tudo antes de restaurar.',
      );
  }
  const rows: Record<string, number> = {};
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    if (options.force)
      await tx.execute(
        sql`truncate table ${sql.join(
          all.map((t) => t.table),
          sql`, `,
        )} restart identity cascade`,
      );
    let table: BackupTable | undefined;
    let names: string[] = [];
    let batch: Record<string, unknown>[] = [];
    let bytes = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      await tx.execute(insertBatch(table, batch, names));
      batch = [];
      bytes = 0;
    };
    for await (const event of reader.events()) {
      if (event.type === 'table') {
        table = tableNamed(event.name);
        if (!table || !header.tables.includes(event.name))
          throw new BackupError(`A tabela "${event.name}" não está no cabeçalho do backup.`);
        names = [];
        rows[table.name] = 0;
      } else if (event.type === 'row') {
        if (!table) throw new BackupError('Linha fora de uma tabela no backup.');
        if (names.length === 0) {
          names = Object.keys(event.row);
          const unknown = names.filter((n) => !table!.columns.some((c) => c.name === n));
          if (unknown.length > 0)
            throw new BackupError(
              `Colunas do backup que não existem em "${table.name}": ${unknown.join(', ')}.`,
            );
        }
        batch.push(event.row);
        bytes += event.size;
        rows[table.name] = (rows[table.name] ?? 0) + 1;
        if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      } else {
        await flush();
        table = undefined;
      }
    }
    await resetSequences(
      tx,
      all.filter((t) => header.tables.includes(t.name)),
    );
    // Running servers (PostgreSQL) drop what they cached of the old content.
    await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'restore')`);
  });
  return { header, rows };
}
