import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'oficina-lock-'));

describe('PGlite data directory lock', () => {
  it('refuses a second open of the same directory with a clear error', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        DataDirInUseError,
      );
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        /já está em uso/,
      );
    } finally {
      await first.close();
    }
    // Released on close: the directory opens again.
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('refuses a directory locked by another running process', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'oficina.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(`processo ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'oficina.lock'), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'oficina.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'oficina.lock'))).toBe(false);
  });
});
