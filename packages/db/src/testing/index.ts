import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type {} from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedDemoContent } from '../seed';
import type { TestDatabaseTemplate } from './template';

/** Every row of every table, to compare a database with another (backups, restores). */
export { tableContents } from '../backup/test-fixtures';

// In a module of its own so the backup fixtures re-exported above can use it without importing
// this one.
export type { TestDatabaseTemplate } from './template';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Migrates and seeds once per test run. Test files then start from a copy instead of
 * running initdb and the migrations each time.
 */
export async function createTestTemplate(postgresUrl?: string): Promise<TestDatabaseTemplate> {
  if (postgresUrl) {
    const templateName = `oficina_tpl_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${templateName}"`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({
      kind: 'postgres',
      url: withDatabase(postgresUrl, templateName),
      maxConnections: 2,
    });
    try {
      await runMigrations(handle);
      await seedDemoContent(handle.db);
    } finally {
      await handle.close();
    }
    return { kind: 'postgres', adminUrl: postgresUrl, templateName };
  }

  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    await runMigrations(handle);
    await seedDemoContent(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    const dir = join(tmpdir(), 'oficina-tests');
    await mkdir(dir, { recursive: true });
    const dumpPath = join(dir, `template-${process.pid}-${Date.now()}.tar`);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', dumpPath };
  } finally {
    await handle.close();
  }
}

export async function dropTestTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind !== 'postgres') return;
  const admin = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${template.templateName}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated and seeded database of the template's kind; closing it drops it. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<DatabaseHandle> {
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpPath);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) });
  }
  const name = `oficina_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    kind: 'postgres',
    url: withDatabase(template.adminUrl, name),
    maxConnections: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}
