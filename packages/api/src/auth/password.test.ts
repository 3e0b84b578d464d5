import { MESSAGES } from '@oficina/core';
import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from './password';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the argon2 verifications running at once around the real ones. */
function countVerifications() {
  const real = argon2.verify.bind(argon2);
  let running = 0;
  let peak = 0;
  let calls = 0;
  vi.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
    calls += 1;
    running += 1;
    peak = Math.max(peak, running);
    try {
      return await real(...args);
    } finally {
      running -= 1;
    }
  });
  return { peak: () => peak, calls: () => calls };
}

describe('password hashing work', () => {
  it('runs at most two argon2 verifications at once, however many logins arrive', async () => {
    const hash = await hashPassword('senha-certa-123');
    const counted = countVerifications();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        verifyPassword(i % 3 === 0 ? hash : null, i % 2 === 0 ? 'senha-certa-123' : 'errada'),
      ),
    );
    expect(counted.calls()).toBe(12);
    expect(counted.peak()).toBeLessThanOrEqual(passwordWork.concurrency);
    expect(passwordWork.concurrency).toBe(2);
    // Queued, still right: only the real hash with its own password matches.
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i % 3 === 0 && i % 2 === 0));
  });

  it('answers "too many requests" at once when a hundred already wait', async () => {
    const hash = await hashPassword('senha-certa-123');
    const gates: Array<() => void> = [];
    vi.spyOn(argon2, 'verify').mockImplementation(
      () => new Promise<boolean>((resolve) => gates.push(() => resolve(false))),
    );
    const capacity = passwordWork.concurrency + passwordWork.maxWaiting;
    const accepted = Array.from({ length: capacity }, () => verifyPassword(hash, 'errada'));
    await expect(verifyPassword(hash, 'errada')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: MESSAGES.tooManyRequests,
    });
    while (gates.length > 0 || passwordWork.running > 0) {
      for (const release of gates.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(accepted)).toEqual(Array(capacity).fill(false));
  });
});
