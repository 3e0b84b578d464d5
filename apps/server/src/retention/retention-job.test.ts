import { type Database, type DatabaseHandle, sessions, users } from '@oficina/db';
import { openTestDatabase } from '@oficina/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type RetentionDeps, runRetentionOnce, startRetention } from './retention-job';

const HOUR = 3_600_000;

/** A database whose every query fails at once, as when PostgreSQL cannot be reached. */
const unreachable = new Proxy({} as Database, {
  get: () => () => {
    throw new Error('connection refused');
  },
});

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const log: RetentionDeps['log'] = {
    debug: (msg) => lines.push({ level: 'debug', msg }),
    info: (msg) => lines.push({ level: 'info', msg }),
    warn: (_obj, msg) => lines.push({ level: 'warn', msg }),
  };
  return { log, lines };
}

describe('retention job', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(inject('testDatabase'));
  });
  afterAll(async () => {
    await handle.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('purges dead sessions', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ username: 'limpeza', password_hash: 'x' })
      .returning({ id: users.id });
    const now = new Date();
    await handle.db.insert(sessions).values({
      token_hash: 'expirada',
      user_id: user!.id,
      expires_at: new Date(now.getTime() - HOUR),
    });
    const { log, lines } = recordingLog();
    const outcome = await runRetentionOnce({ db: handle.db, now: () => now, log });
    expect(outcome?.sessions).toBe(1);
    expect(lines.map((l) => l.level)).toEqual(['debug']);
  });

  it('logs a failed run at warn, not error, and resolves so the next run tries again', async () => {
    const { log, lines } = recordingLog();
    await expect(runRetentionOnce({ db: unreachable, log })).resolves.toBeNull();
    expect(lines).toEqual([{ level: 'warn', msg: expect.stringContaining('limpeza') }]);
  });

  it('runs within three minutes of start, then hourly, until stopped', async () => {
    vi.useFakeTimers();
    const { log, lines } = recordingLog();
    // Failing runs answer without I/O, so fake timers alone drive the schedule; each one still
    // leaves a line, and the next hour comes anyway.
    const job = startRetention({ db: unreachable, log });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(lines).toHaveLength(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(lines).toHaveLength(2);
  });
});
