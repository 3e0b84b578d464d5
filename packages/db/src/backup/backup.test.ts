import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { faqs, media } from '../schema';
import { openTestDatabase } from '../testing';
import { BACKUP_FORMAT, BackupError } from './format';
import { openBackupFile } from './read-backup';
import { restoreBackup } from './restore-backup';
import { BACKUP_TABLES } from './tables';
import { addBackupFixtures, openEmptyDatabase, tableContents } from './test-fixtures';
import { writeBackupFile } from './write-backup';

let source: DatabaseHandle;
let dir: string;
let backupPath: string;
const opened: DatabaseHandle[] = [];

beforeAll(async () => {
  source = await openTestDatabase(inject('testDatabase'));
  await addBackupFixtures(source.db);
  dir = await mkdtemp(join(tmpdir(), 'oficina-backup-'));
  backupPath = join(dir, 'backup.json.gz');
  await writeBackupFile(source.db, backupPath, 'full');
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
  await source.close();
  await rm(dir, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openEmptyDatabase(inject('testDatabase'));
  opened.push(handle);
  return handle;
}

async function restoreFile(handle: DatabaseHandle, path: string, force = false) {
  const reader = await openBackupFile(path);
  try {
    return await restoreBackup(handle.db, reader, { force });
  } finally {
    reader.close();
  }
}

async function gzFile(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, gzipSync(text));
  return path;
}

describe('backup and restore', () => {
  it('writes every table in foreign-key order with a header', async () => {
    const reader = await openBackupFile(backupPath);
    reader.close();
    expect(reader.header).toMatchObject({ format: BACKUP_FORMAT, version: 1, scope: 'full' });
    expect(reader.header.migration).toMatch(/^\d{4}_/);
    expect(reader.header.tables).toEqual(BACKUP_TABLES.map((t) => t.name));
    const order = reader.header.tables;
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('media'));
    expect(order.indexOf('media')).toBeLessThan(order.indexOf('media_variants'));
  });

  it('restores into an empty migrated database with every row identical', async () => {
    const target = await emptyDatabase();
    const summary = await restoreFile(target, backupPath);
    expect(summary.rows.media_variants).toBe(64);
    expect(summary.rows.rate_limit_buckets).toBeGreaterThanOrEqual(1100);
    const [before, after] = await Promise.all([tableContents(source.db), tableContents(target.db)]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.media_variants!.length).toBe(64);
  });

  it('lets sequences continue after the largest restored id', async () => {
    const target = await emptyDatabase();
    await restoreFile(target, backupPath);
    const [sourceMax] = await source.db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id);
    expect(sourceMax).toBeDefined();
    const [faq] = await target.db
      .insert(faqs)
      .values({ question: 'Depois da restauração?', answer: 'Sim.' })
      .returning();
    const ids = (await target.db.select({ id: faqs.id }).from(faqs)).map((r) => r.id);
    expect(faq!.id).toBe(Math.max(...ids));
    expect(ids.filter((id) => id === faq!.id)).toHaveLength(1);
    const [image] = await target.db
      .insert(media)
      .values({
        filename: 'nova.jpg',
        mime_type: 'image/jpeg',
        width: 1,
        height: 1,
        byte_size: 1,
        sha256: 'f'.repeat(64),
      })
      .returning();
    expect(image!.id).toBeGreaterThan(0);
  });

  it('refuses a database that already has content, unless forced', async () => {
    await expect(restoreFile(source, backupPath)).rejects.toThrow(/já tem dados/);
    const before = await tableContents(source.db);
    const summary = await restoreFile(source, backupPath, true);
    expect(summary.rows.users).toBeGreaterThan(0);
    expect(await tableContents(source.db)).toEqual(before);
  });

  it('refuses a file of an unknown format version, another format or a cut one', async () => {
    const target = await emptyDatabase();
    const header = (version: number, migration = '0000_init') =>
      `{"header":${JSON.stringify({ format: BACKUP_FORMAT, version, scope: 'full', created_at: new Date().toISOString(), migration, tables: [] })},"tables":[\n]}\n`;
    await expect(restoreFile(target, await gzFile('v99.json.gz', header(99)))).rejects.toThrow(
      /Versão de formato de backup 99 desconhecida/,
    );
    await expect(
      restoreFile(target, await gzFile('other.json.gz', '{"tables":[]}\n')),
    ).rejects.toThrow(BackupError);
    await expect(
      restoreFile(target, await gzFile('future.json.gz', header(1, '9999_futuro'))),
    ).rejects.toThrow(/não conhece/);
    const cut = join(dir, 'cut.json.gz');
    const { readFile } = await import('node:fs/promises');
    const whole = await readFile(backupPath);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreFile(target, cut)).rejects.toThrow(BackupError);
    // Nothing of the refused files stayed behind.
    const contents = await tableContents(target.db);
    expect(Object.values(contents).flat()).toEqual([]);
  });
});
