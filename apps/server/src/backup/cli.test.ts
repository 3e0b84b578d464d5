import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '@oficina/db';
import { tableContents } from '@oficina/db/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type BuiltServer,
  killBuiltServers,
  SERVER_ENTRY,
  startBuiltServer,
} from '../testing/built-server';

/**
 * `npm run db:backup` / `npm run db:restore` and `npm run db:migrate` as an operator runs them:
 * the built commands (dist/backup.js, dist/migrate.js) in processes of their own, on embedded
 * databases. The PostgreSQL project would only repeat the same code over another driver, which
 * packages/db/src/backup/backup.test.ts already covers: this runs in the PGlite one.
 */
// Beside the server's own bundle (apps/server/build.mjs writes all three).
const BACKUP = join(dirname(SERVER_ENTRY), 'backup.js');
const MIGRATE = join(dirname(SERVER_ENTRY), 'migrate.js');

const work = mkdtempSync(join(tmpdir(), 'oficina-backup-cli-'));
const source = join(work, 'origem');
const target = join(work, 'destino');
const servers: BuiltServer[] = [];
afterAll(async () => {
  await killBuiltServers(servers);
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(script: string, args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: work,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, BACKUP_DIR: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function contentsOf(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await tableContents(handle.db);
  } finally {
    await handle.close();
  }
}

const skipReason = !existsSync(BACKUP)
  ? 'apps/server/dist/backup.js is missing (npm test builds it first)'
  : inject('testDatabase').kind !== 'pglite'
    ? 'runs in the PGlite project only (the commands under test use their own embedded databases)'
    : null;

describe.skipIf(skipReason !== null)(
  `backup and restore commands${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  // Each test starts built processes (a server, the commands): on a loaded two-core machine
  // that alone can pass 30 s. The bound catches a hang, it does not measure speed.
  { timeout: 120_000 },
  () => {
    it('says how to back up while a server holds the embedded database', async () => {
      const server = await startBuiltServer(source, { SEED_DEMO: 'true' });
      servers.push(server);
      const busy = await run(BACKUP, ['backup'], source);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('O servidor está rodando com o banco embutido (PGlite)');
      expect(busy.stderr).toContain('baixe a cópia do conteúdo no painel');
      server.process.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    });

    it('backs up the seeded database, once stopped, to BACKUP_DIR by default', async () => {
      const done = await run(BACKUP, ['backup'], source);
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      expect(done.stdout).toMatch(
        new RegExp(
          `backup gravado em ${join(source, 'backups')}/oficina-backup-[^\\s]+\\.json\\.gz`,
        ),
      );
      expect(done.stdout).toMatch(/\d+ tabelas, \d+ linhas/);
    });

    it('restores a backup into an empty migrated database with identical content', async () => {
      const file = join(work, 'completo.json.gz');
      expect((await run(BACKUP, ['backup', '--out', file], source)).code).toBe(0);

      const migrated = await run(MIGRATE, [], target);
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toContain('migrações aplicadas');

      const restored = await run(BACKUP, ['restore', file], target);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/^backup de \S+ restaurado: \d+ tabelas, \d+ linhas\n$/);

      const [before, after] = [await contentsOf(source), await contentsOf(target)];
      expect(Object.values(after).flat().length).toBeGreaterThan(100);
      expect(after).toEqual(before);
      // Three processes, each starting Node and an embedded database, one after the other:
      // over 30 s on a busy two-core machine.
    }, 120_000);

    it('refuses to restore over data without --force, and replaces it with --force', async () => {
      const file = join(work, 'completo.json.gz');
      const refused = await run(BACKUP, ['restore', file], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('O banco de destino já tem dados');
      expect(refused.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      const forced = await run(BACKUP, ['restore', file, '--force'], target);
      expect(forced.code).toBe(0);
      expect(forced.stdout).toContain('(o conteúdo anterior foi apagado)');
    });

    it('answers a missing file, an unknown command and a stray argument with a message', async () => {
      const missing = await run(BACKUP, ['restore', join(work, 'nao-existe.json.gz')], target);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('Arquivo não encontrado');
      const unknown = await run(BACKUP, ['copiar'], target);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('comando desconhecido');
      expect(unknown.stderr).toContain('uso: npm run db:backup');
      const stray = await run(BACKUP, ['backup', '--para', 'x'], target);
      expect(stray.code).toBe(1);
      expect(stray.stderr).toContain('argumento desconhecido: --para');
    });
  },
);
