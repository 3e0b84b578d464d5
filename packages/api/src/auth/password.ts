import { MESSAGES } from '@oficina/core';
import argon2 from 'argon2';
import { PublicError } from '../errors';
import { QueueFull, WorkQueue } from '../work-queue';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash or verification takes 19 MiB and a core for tens of milliseconds: two at a time (the
 * cores of the machines this runs on) keeps a burst of logins from taking all memory and CPU, and
 * a hundred waiting (a few seconds of work) is as long as a queue gets before the answer is
 * "try again shortly".
 */
export const passwordWork = new WorkQueue(2, 100);

async function queued<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await passwordWork.run(task);
  } catch (error) {
    if (error instanceof QueueFull)
      throw new PublicError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests });
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return queued(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/** Made once, on first use; a refused (busy) first try is not kept for every later one. */
function dummy(): Promise<string> {
  if (!dummyHash) {
    const made = hashPassword('senha-inexistente-para-tempo-constante');
    dummyHash = made;
    made.catch(() => {
      if (dummyHash === made) dummyHash = undefined;
    });
  }
  return dummyHash;
}

/**
 * Verifies a password. With no stored hash (unknown user) it still runs one verification against
 * a dummy hash, so the answer takes as long as for a real account.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    const standIn = await dummy();
    await queued(() => argon2.verify(standIn, password).catch(() => false));
    return false;
  }
  return queued(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}
