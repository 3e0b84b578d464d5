import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  auditLog,
  backupLockFor,
  type DatabaseHandle,
  openBackupFile,
  settings,
} from '@oficina/db';
import { openTestDatabase } from '@oficina/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type AutoBackupDeps, runAutoBackupOnce, schedule } from './auto-backup';
import { autoBackupName, backupTime, manualBackupName, pruneAutoBackups } from './backup-files';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a little after start, then at each interval, and never after stop', async () => {
    vi.useFakeTimers();
    const turn = vi.fn(async () => {});
    const scheduler = schedule(turn, { firstAfterMs: 60_000, everyMs: HOUR });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(turn).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(turn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(turn).toHaveBeenCalledTimes(4);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(turn).toHaveBeenCalledTimes(4);
  });

  it('does not overlap a slow turn, survives a failing one, and stop waits for the turn', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const turn = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => Promise.reject(new Error('falhou')))
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = schedule(turn, { firstAfterMs: 1000, everyMs: HOUR });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(turn).toHaveBeenCalledTimes(2);
    // The second turn hangs: no third one starts meanwhile.
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(turn).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(turn).toHaveBeenCalledTimes(2);
  });

  it('never keeps the process alive', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const scheduler = schedule(async () => {}, { firstAfterMs: HOUR, everyMs: HOUR });
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await scheduler.stop();
  });
});

describe('retention', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'oficina-retention-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('deletes only daily backups older than the retention', async () => {
    const now = new Date('2026-03-20T03:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const names = [
      autoBackupName(ago(1)),
      autoBackupName(ago(6.9)),
      autoBackupName(ago(7.1)),
      autoBackupName(ago(30)),
      manualBackupName(ago(30)),
      'oficina-auto-notas.txt',
      'outro-arquivo.json.gz',
    ];
    for (const name of names) await writeFile(join(dir, name), 'x');
    const pruned = await pruneAutoBackups(dir, 7, now);
    expect(pruned.sort()).toEqual([autoBackupName(ago(30)), autoBackupName(ago(7.1))].sort());
    expect((await readdir(dir)).sort()).toEqual(
      names.filter((name) => !pruned.includes(name)).sort(),
    );
  });

  it('reads the time back from a file name', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(backupTime(autoBackupName(at))).toEqual({ at, auto: true });
    expect(backupTime(manualBackupName(at))).toEqual({ at, auto: false });
    expect(backupTime('oficina-auto-2026-13-45T99-00-00Z.json.gz')).toBeNull();
  });
});

describe('one turn of the daily backup', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let clock: Date;
  let deps: AutoBackupDeps;

  beforeAll(async () => {
    handle = await openTestDatabase(inject('testDatabase'));
    dir = await mkdtemp(join(tmpdir(), 'oficina-auto-'));
    clock = new Date('2026-05-01T03:00:00Z');
    deps = {
      db: handle.db,
      lock: async () => async () => {},
      dir,
      retentionDays: 7,
      now: () => clock,
      log: { info: () => {}, error: () => {} },
    };
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const setAuto = (value: string) =>
    handle.db.update(settings).set({ value }).where(eq(settings.key, 'auto_backup'));

  it('does nothing while the setting is off', async () => {
    await setAuto('false');
    expect(await runAutoBackupOnce(deps)).toEqual({ kind: 'disabled' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes a full backup, records it, then waits 23 hours for the next', async () => {
    await setAuto('true');
    const first = await runAutoBackupOnce(deps);
    expect(first.kind).toBe('written');
    expect(await readdir(dir)).toEqual([autoBackupName(clock)]);
    const reader = await openBackupFile(join(dir, autoBackupName(clock)));
    reader.close();
    expect(reader.header.scope).toBe('full');
    const recorded = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'backup'), eq(auditLog.action, 'backup')));
    expect(recorded).toHaveLength(1);

    clock = new Date(clock.getTime() + 22 * HOUR);
    expect((await runAutoBackupOnce(deps)).kind).toBe('recent');
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect((await runAutoBackupOnce(deps)).kind).toBe('written');
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('skips when another instance holds the lock', async () => {
    clock = new Date(clock.getTime() + 3 * DAY);
    expect(await runAutoBackupOnce({ ...deps, lock: async () => null })).toEqual({
      kind: 'locked',
    });
  });

  it('skips when another instance recorded a backup in the last 23 hours', async () => {
    clock = new Date(Date.now());
    await rm(dir, { recursive: true, force: true });
    await handle.db.insert(auditLog).values({ action: 'backup', entity: 'backup' });
    expect((await runAutoBackupOnce(deps)).kind).toBe('recent');
  });

  it('prunes the daily files past the retention when it writes one', async () => {
    await handle.db.delete(auditLog).where(eq(auditLog.entity, 'backup'));
    const old = autoBackupName(new Date(clock.getTime() - 10 * DAY));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, old), 'x');
    const outcome = await runAutoBackupOnce(deps);
    expect(outcome).toMatchObject({ kind: 'written', pruned: [old] });
    expect(await readdir(dir)).toEqual([autoBackupName(clock)]);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'takes the PostgreSQL lock once: a second instance is turned away until it is released',
    async () => {
      const lock = backupLockFor(handle);
      const release = await lock();
      expect(release).not.toBeNull();
      expect(await lock()).toBeNull();
      await release!();
      const again = await lock();
      expect(again).not.toBeNull();
      await again!();
    },
  );
});
