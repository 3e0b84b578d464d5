import { type Database, notifyContentChange } from '@oficina/db';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/session';
import type { Context } from '../context';
import {
  isTransientConflict,
  isUniqueViolation,
  mapDatabaseError,
  notFound,
  type UniqueMessage,
} from '../errors';
import { type AuditAction, writeAudit } from './audit';

/**
 * The write path every entity shares: one transaction that changes the row and records the
 * audit entry, constraint violations answered as 4xx, caches told afterwards.
 */

// Drizzle's builders are generic over the concrete table; these helpers only need the shape.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyTable = PgTable & Record<string, any>;
type Row<T extends AnyTable> = T['$inferSelect'];

export interface WriteOptions {
  /** Message for a unique violation (409), or one per constraint. */
  conflictMessage?: UniqueMessage;
  /** Message when the row does not exist (404). */
  notFoundMessage?: string;
  /** Audit action name, when not the default of the operation. */
  action?: AuditAction;
}

export interface UpdateOptions<T extends AnyTable> extends WriteOptions {
  /**
   * Rules across fields, checked on the row the update would leave: the stored values with the
   * changes over them (an update may name only some of the fields a rule reads). Throws to
   * refuse the update, which then changes nothing.
   */
  checkMerged?: (row: Row<T>) => void;
}

/** The changes an update names: a field left out (undefined) keeps its stored value. */
const named = <V extends object>(values: V): Partial<V> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<V>;

/** Attempts after the first when PostgreSQL aborts a transaction for a deadlock or serialization failure. */
const TRANSIENT_RETRIES = 3;

/**
 * Runs `work` in one transaction; tells caches on success and maps constraint errors. A
 * transaction PostgreSQL aborted for a deadlock or a serialization failure is run again (up to
 * three more times, after a short random pause); if it still collides the call answers 409.
 * `work` may therefore run more than once: it must only touch the database through `tx`.
 */
export async function inTransaction<R>(
  ctx: Context,
  entity: string,
  work: (tx: Database) => Promise<R>,
  options: WriteOptions,
  /** Also run again after a unique violation (an upsert whose row another writer just created). */
  retryUniqueViolation = false,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await ctx.db.transaction(async (txDb) => {
        const tx = txDb as unknown as Database;
        const value = await work(tx);
        // Other instances hear of the change only if it commits (their caches listen).
        await notifyContentChange(tx, entity);
        return value;
      });
      ctx.onContentChange?.(entity);
      // The write may have queued webhook messages (content, a lead, a booking).
      ctx.onWebhookQueued?.();
      return result;
    } catch (error) {
      const retry =
        isTransientConflict(error) || (retryUniqueViolation && isUniqueViolation(error));
      if (attempt < TRANSIENT_RETRIES && retry) {
        await pause(attempt);
        continue;
      }
      return mapDatabaseError(error, options.conflictMessage);
    }
  }
}

/** A few milliseconds, growing and jittered, so the transactions that collided drift apart. */
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, (attempt + 1) * (5 + Math.random() * 20)));

/** `inTransaction` with the acting user, read once before it starts, for the audit entry. */
async function asActor<R>(
  ctx: Context,
  entity: string,
  options: WriteOptions,
  work: (tx: Database, actor: AuthUser | null) => Promise<R>,
  retryUniqueViolation = false,
) {
  const actor = await ctx.getUser();
  return inTransaction(ctx, entity, (tx) => work(tx, actor), options, retryUniqueViolation);
}

export async function findRow<T extends AnyTable>(
  db: Database,
  table: T,
  where: SQL,
  message?: string,
): Promise<Row<T>> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  if (!row) throw notFound(message);
  return row as Row<T>;
}

export async function createRow<T extends AnyTable>(
  ctx: Context,
  entity: string,
  table: T,
  values: T['$inferInsert'],
  options: WriteOptions = {},
): Promise<Row<T>> {
  return asActor(ctx, entity, options, async (tx, actor) => {
    const [row] = (await tx.insert(table).values(values).returning()) as Row<T>[];
    await writeAudit(tx, actor, options.action ?? 'create', entity, rowId(row), null, row);
    return row!;
  });
}

export async function updateRow<T extends AnyTable>(
  ctx: Context,
  entity: string,
  table: T,
  where: SQL,
  values: Partial<T['$inferInsert']>,
  options: UpdateOptions<T> = {},
): Promise<Row<T>> {
  return asActor(ctx, entity, options, (tx, actor) =>
    updateRowIn(tx, actor, entity, table, where, values, options),
  );
}

/**
 * `updateRow`'s change and audit entry inside a transaction the caller runs (with
 * `inTransaction`), for services that check and lock other rows in the same transaction.
 */
export async function updateRowIn<T extends AnyTable>(
  tx: Database,
  actor: AuthUser | null,
  entity: string,
  table: T,
  where: SQL,
  values: Partial<T['$inferInsert']>,
  options: UpdateOptions<T> = {},
): Promise<Row<T>> {
  // FOR NO KEY UPDATE, not FOR UPDATE: the audit entry's foreign key takes FOR KEY SHARE on the
  // acting user, which FOR UPDATE blocks. Two admins editing each other's rows would deadlock.
  const [before] = (await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .for('no key update')) as Row<T>[];
  if (!before) throw notFound(options.notFoundMessage);
  const changes = named(values);
  options.checkMerged?.({ ...before, ...changes } as Row<T>);
  // Nothing to change (e.g. an empty PATCH body): drizzle would throw "No values to set".
  if (Object.keys(changes).length === 0) return before;
  const [row] = (await tx.update(table).set(changes).where(where).returning()) as Row<T>[];
  await writeAudit(tx, actor, options.action ?? 'update', entity, rowId(row), before, row);
  return row!;
}

/**
 * Creates the row or replaces its values (rows addressed by a natural key, like settings).
 * Two first writes of one key race to insert: the loser's unique violation runs it again, and
 * it then finds the row and updates it, as if it had come second.
 */
export async function upsertRow<T extends AnyTable>(
  ctx: Context,
  entity: string,
  table: T,
  where: SQL,
  values: T['$inferInsert'],
  options: WriteOptions = {},
): Promise<Row<T>> {
  return asActor(
    ctx,
    entity,
    options,
    async (tx, actor) => {
      const [before] = (await tx
        .select()
        .from(table as PgTable)
        .where(where)
        .limit(1)
        .for('no key update')) as Row<T>[];
      const [row] = (
        before
          ? await tx.update(table).set(values).where(where).returning()
          : await tx.insert(table).values(values).returning()
      ) as Row<T>[];
      await writeAudit(
        tx,
        actor,
        before ? 'update' : 'create',
        entity,
        rowId(row),
        before ?? null,
        row,
      );
      return row!;
    },
    true,
  );
}

/**
 * An update of a row addressed by a fixed key (the company, the about page): the fields sent
 * change and the others keep their values, as `updateRow` does. A table still without its row
 * gets one made from `create`, which parses the request as a whole (so a first save must name
 * every required field, and the defaults fill in the rest).
 */
export async function updateOrCreateRow<T extends AnyTable>(
  ctx: Context,
  entity: string,
  table: T,
  where: SQL,
  values: Partial<T['$inferInsert']>,
  create: () => T['$inferInsert'],
  options: UpdateOptions<T> = {},
): Promise<Row<T>> {
  return asActor(
    ctx,
    entity,
    options,
    async (tx, actor) => {
      const [exists] = await tx
        .select()
        .from(table as PgTable)
        .where(where)
        .limit(1);
      if (exists) return updateRowIn(tx, actor, entity, table, where, values, options);
      const [row] = (await tx.insert(table).values(create()).returning()) as Row<T>[];
      await writeAudit(tx, actor, 'create', entity, rowId(row), null, row);
      return row!;
    },
    true,
  );
}

export async function deleteRow<T extends AnyTable>(
  ctx: Context,
  entity: string,
  table: T,
  where: SQL,
  options: WriteOptions = {},
): Promise<Row<T>> {
  return asActor(ctx, entity, options, (tx, actor) =>
    deleteRowIn(tx, actor, entity, table, where, options),
  );
}

/** `deleteRow` inside a transaction the caller runs (see `updateRowIn`). */
export async function deleteRowIn<T extends AnyTable>(
  tx: Database,
  actor: AuthUser | null,
  entity: string,
  table: T,
  where: SQL,
  options: WriteOptions = {},
): Promise<Row<T>> {
  // A DELETE always takes FOR UPDATE on its row (nothing weaker exists); deleting users, the
  // one table the audit entry references, is serialised by the users service's admin lock.
  const [row] = (await tx.delete(table).where(where).returning()) as Row<T>[];
  if (!row) throw notFound(options.notFoundMessage);
  await writeAudit(tx, actor, 'delete', entity, rowId(row), row, null);
  return row;
}

function rowId(row: unknown): string | number | null {
  const r = row as Record<string, unknown> | undefined;
  const id = r?.id ?? r?.key ?? r?.name;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}
