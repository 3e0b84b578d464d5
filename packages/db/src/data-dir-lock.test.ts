import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'oficina-lock-'));
const fsExt = createRequire(import.meta.url).resolve('fs-ext');

/** Another process holding the directory's lock the way a server does, until it is killed. */
async function otherHolder(dir: string): Promise<ChildProcess> {
  const script = `
    const fs = require('node:fs');
    const fd = fs.openSync(${JSON.stringify(join(dir, 'oficina.lock'))}, 'a+');
    require(${JSON.stringify(fsExt)}).flockSync(fd, 'exnb');
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, String(process.pid));
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

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
    // A fresh directory is initialised twice here, which is slow on a busy machine.
  }, 120_000);

  it('refuses a directory another live process holds, naming it', async () => {
    const dir = freshDir();
    const other = await otherHolder(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(`processo ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('is free the moment its holder is killed, whatever the file says', async () => {
    const dir = freshDir();
    const other = await otherHolder(dir);
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    // The file still names the dead process, and after a reboot that id may be a live one's.
    expect(readFileSync(join(dir, 'oficina.lock'), 'utf8')).toBe(String(other.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'oficina.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is not fooled by a file naming a live process that holds no lock', () => {
    const dir = freshDir();
    // This very process's parent is alive, as the new server's own id often is after a reboot.
    writeFileSync(join(dir, 'oficina.lock'), String(process.ppid));
    const release = acquireDataDirLock(dir);
    release();
  });
});
