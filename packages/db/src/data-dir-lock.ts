import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { flockSync } from 'fs-ext';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `O diretório de dados ${dataDir} já está em uso${pid ? ` pelo processo ${pid}` : ''}. ` +
        'O banco embutido (PGlite) aceita um único processo: encerre o outro servidor ou use outro DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds: a second open from the same process is refused too. */
const held = new Set<string>();

/** The process id the holder wrote into the file, for the message only. */
function holderOf(lockPath: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Two processes writing one PGlite directory corrupt it, so the first one holds an exclusive
 * lock of the operating system (flock) on `oficina.lock` inside it. The kernel releases that
 * lock when the process ends in any way — a crash, `kill -9`, a power cut, a container that
 * stops — so a restart never finds a stale lock, while a second live server (another process,
 * another container on the same volume) is refused. The file itself stays; the process id
 * written in it only names the holder in the message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'oficina.lock');
  if (held.has(lockPath)) throw new DataDirInUseError(dir, process.pid);
  // Opened without truncating: the holder's id must stay readable until the lock is ours.
  const fd = openSync(lockPath, 'a+');
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK')
      throw new DataDirInUseError(dir, holderOf(lockPath));
    throw error;
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid), 0);
  held.add(lockPath);
  return () => {
    if (!held.delete(lockPath)) return;
    // Closing the descriptor releases the lock (and so does the process's end).
    closeSync(fd);
  };
}
