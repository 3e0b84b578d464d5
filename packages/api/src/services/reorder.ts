import type { ReorderResult } from '@oficina/core';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from '../context';
import { notFound } from '../errors';
import { writeAudit } from './audit';
import { inTransaction } from './crud';

/** Any table with an integer id and a display order (FAQ, services, portfolio, social links). */
type OrderedTable = PgTable & { id: PgColumn; display_order: PgColumn };

interface Position {
  id: number;
  display_order: number;
}

/**
 * Gives each listed row its index as `display_order`, in one transaction with one audit entry
 * holding the old and the new positions. Rows not listed keep theirs. Every id must exist,
 * otherwise nothing changes and the call answers 404 with `notFoundMessage`.
 */
export async function reorderRows(
  ctx: Context,
  entity: string,
  table: OrderedTable,
  ids: readonly number[],
  notFoundMessage: string,
): Promise<ReorderResult> {
  const actor = await ctx.getUser();
  return inTransaction(
    ctx,
    entity,
    async (tx) => {
      const positions = { id: table.id, display_order: table.display_order };
      const before = (await tx
        .select(positions)
        .from(table as PgTable)
        .where(inArray(table.id, [...ids]))
        .orderBy(asc(table.display_order), asc(table.id))
        // Only display_order changes, never a key: rows that reference these (foreign keys take
        // FOR KEY SHARE) are not blocked, as FOR UPDATE would.
        .for('no key update')) as Position[];
      if (before.length !== ids.length) throw notFound(notFoundMessage);

      const newOrder: SQL = sql`case ${table.id} ${sql.join(
        ids.map((id, index) => sql`when ${id}::integer then ${index}::integer`),
        sql` `,
      )} end`;
      await tx
        .update(table)
        .set({ display_order: newOrder } as never)
        .where(inArray(table.id, [...ids]));

      const after: Position[] = ids.map((id, index) => ({ id, display_order: index }));
      await writeAudit(tx, actor, 'reorder', entity, null, { order: before }, { order: after });
      return { success: true as const, order: after };
    },
    {},
  );
}
