import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, runMigrations } from '@oficina/db';
import { openTestDatabase } from '@oficina/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { pendingMigrations } from './pending-migrations';

describe('pendingMigrations', () => {
  it('finds none on a migrated database', async () => {
    const handle = await openTestDatabase(inject('testDatabase'));
    try {
      expect(await pendingMigrations(handle.db)).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('finds every one on an empty database, and none once migrated', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oficina-pending-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await pendingMigrations(handle.db)).toBeGreaterThan(0);
      await runMigrations(handle);
      expect(await pendingMigrations(handle.db)).toBe(0);
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
