import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { auditLog, type BackupLock, type Database, settings, writeBackupFile } from '@oficina/db';
import { and, desc, eq } from 'drizzle-orm';
import { autoBackupName, BACKUP_INTERVAL_MS, newestBackup, pruneAutoBackups } from './backup-files';

export interface AutoBackupDeps {
  db: Database;
  lock: BackupLock;
  dir: string;
  retentionDays: number;
  now?: () => Date;
  log: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

export type AutoBackupOutcome =
  | { kind: 'disabled' }
  | { kind: 'locked' }
  | { kind: 'recent'; at: Date }
  | { kind: 'written'; file: string; bytes: number; pruned: string[] };

/** The last daily backup any instance recorded (the audit trail is shared by all of them). */
async function lastRecorded(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.created_at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'backup'), eq(auditLog.action, 'backup')))
    .orderBy(desc(auditLog.created_at))
    .limit(1);
  return row?.at ?? null;
}

/**
 * One turn of the daily job: when the `auto_backup` setting is on, no other instance is at it
 * and no backup is younger than 23 h (in the directory or in the audit trail), writes a full
 * backup, records it and deletes the daily files past the retention.
 */
export async function runAutoBackupOnce(deps: AutoBackupDeps): Promise<AutoBackupOutcome> {
  const now = deps.now ?? (() => new Date());
  const [setting] = await deps.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'auto_backup'));
  if (setting?.value !== 'true') return { kind: 'disabled' };

  const release = await deps.lock();
  if (!release) return { kind: 'locked' };
  try {
    const times = [await newestBackup(deps.dir), await lastRecorded(deps.db)].filter(
      (t): t is Date => t !== null,
    );
    const newest = times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
    if (newest && now().getTime() - newest.getTime() < BACKUP_INTERVAL_MS)
      return { kind: 'recent', at: newest };

    await mkdir(deps.dir, { recursive: true });
    const at = now();
    const file = join(deps.dir, autoBackupName(at));
    await writeBackupFile(deps.db, file, 'full', at);
    const { size } = await stat(file);
    await deps.db.insert(auditLog).values({
      action: 'backup',
      entity: 'backup',
      after: { file: autoBackupName(at), bytes: size },
      created_at: at,
    });
    const pruned = await pruneAutoBackups(deps.dir, deps.retentionDays, at);
    deps.log.info(`backup diário gravado em ${file} (${size} bytes)`);
    return { kind: 'written', file, bytes: size, pruned };
  } finally {
    await release();
  }
}

export interface Scheduler {
  /** Stops the timer and waits for a turn under way. */
  stop(): Promise<void>;
}

/**
 * Runs `turn` a little after start, then every `everyMs`. Timers are unref'd: they never keep
 * the process alive, and a turn never overlaps the previous one.
 */
export function schedule(
  turn: () => Promise<unknown>,
  options: { firstAfterMs: number; everyMs: number },
): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const arm = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = turn()
        .catch(() => {})
        .finally(() => {
          running = undefined;
          arm(options.everyMs);
        });
    }, ms);
    timer.unref();
  };
  arm(options.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Checks once an hour, so a day missed while the server was down is made up within the hour. */
export function startAutoBackup(deps: AutoBackupDeps): Scheduler {
  return schedule(
    async () => {
      try {
        await runAutoBackupOnce(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'backup diário falhou');
      }
    },
    { firstAfterMs: 60_000, everyMs: 3_600_000 },
  );
}
