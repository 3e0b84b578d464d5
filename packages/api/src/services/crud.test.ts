import { MESSAGES } from '@oficina/core';
import type { Database } from '@oficina/db';
import { describe, expect, it } from 'vitest';
import type { Context } from '../context';
import { PublicError } from '../errors';
import { inTransaction } from './crud';

/** PostgreSQL's error as the driver reports it, wrapped the way drizzle wraps query errors. */
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });

/** A context whose transactions fail with `failures` in turn, then run `work`. */
function contextFailing(failures: unknown[]) {
  const changes: string[] = [];
  let calls = 0;
  // The transaction's statements besides `work`: the change notification.
  const statements: unknown[] = [];
  const tx = { execute: async (statement: unknown) => statements.push(statement) };
  const db = {
    async transaction(work: (tx: Database) => Promise<unknown>) {
      const failure = failures[calls++];
      if (failure) throw failure;
      return work(tx as unknown as Database);
    },
  };
  const ctx = {
    db,
    onContentChange: (entity: string) => changes.push(entity),
  } as unknown as Context;
  return { ctx, changes, calls: () => calls };
}

describe('inTransaction', () => {
  it('runs the transaction again after a deadlock or a serialization failure', async () => {
    const { ctx, changes, calls } = contextFailing([pgError('40P01'), pgError('40001')]);
    await expect(inTransaction(ctx, 'faq', async () => 'feito', {})).resolves.toBe('feito');
    expect(calls()).toBe(3);
    expect(changes).toEqual(['faq']);
  });

  it('answers 409 with a message to try again when it keeps colliding', async () => {
    const { ctx, changes, calls } = contextFailing(Array(10).fill(pgError('40P01')));
    const error = await inTransaction(ctx, 'faq', async () => 'feito', {}).catch((e) => e);
    expect(error).toBeInstanceOf(PublicError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: MESSAGES.concurrentChange });
    expect(calls()).toBe(4);
    expect(changes).toEqual([]);
  });

  it('does not retry other errors', async () => {
    const { ctx, calls } = contextFailing([pgError('23505')]);
    const error = await inTransaction(ctx, 'faq', async () => 'feito', {
      conflictMessage: 'Já existe',
    }).catch((e) => e);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Já existe' });
    expect(calls()).toBe(1);
  });
});
