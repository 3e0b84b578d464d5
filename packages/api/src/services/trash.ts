import {
  TRASH_RETENTION_DAYS,
  type TrashEntity,
  type TrashItem,
  type trashListInputSchema,
} from '@oficina/core';
import {
  BACKUP_TABLES,
  type BackupTable,
  banners,
  blogPosts,
  type Database,
  exportedValue,
  faqs,
  importedValue,
  popups,
  portfolioItems,
  services,
  socialLinks,
  testimonials,
  trash,
} from '@oficina/db';
import { and, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Context } from '../context';
import { notFound } from '../errors';
import { writeAudit } from './audit';
import { inTransaction, type WriteOptions } from './crud';

/**
 * The trash: a deleted content item leaves its table for the `trash` table, as a snapshot of
 * every column, and can come back whole with its id for TRASH_RETENTION_DAYS. Its own table then
 * never holds it, so no public list, page, count or unique constraint has to know about the
 * trash (decision 0009 in docs/decisions/).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type ContentTable = PgTable & { id: PgColumn };

interface TrashKind {
  table: ContentTable;
  /** The entity name its audit entries and cache announcements use. */
  audit: string;
  /** The column the Lixeira shows as the item's title. */
  title: string;
  /** A unique column other than the id that a new item may have taken meanwhile. */
  conflict?: string;
}

const KINDS: Record<TrashEntity, TrashKind> = {
  services: { table: services, audit: 'service', title: 'title' },
  testimonials: { table: testimonials, audit: 'testimonial', title: 'name' },
  faqs: { table: faqs, audit: 'faq', title: 'question' },
  portfolio: { table: portfolioItems, audit: 'portfolio', title: 'title' },
  'blog-posts': {
    table: blogPosts,
    audit: 'blog-post',
    title: 'title',
    conflict: 'Já existe outro post com este slug. Mude o slug dele antes de restaurar este.',
  },
  banners: { table: banners, audit: 'banner', title: 'title' },
  popups: { table: popups, audit: 'popup', title: 'title' },
  'social-links': { table: socialLinks, audit: 'social-link', title: 'name' },
};

const describe = (table: PgTable): BackupTable => BACKUP_TABLES.find((t) => t.table === table)!;

const itemKey = (entity: TrashEntity, id: number) =>
  and(eq(trash.entity, entity), eq(trash.item_id, id))!;

/**
 * Moves one item to the trash: its snapshot in, its row out, and the audit entry of the
 * deletion, in one transaction that also tells the caches (public pages stop showing it).
 */
export async function moveToTrash(
  ctx: Context,
  entity: TrashEntity,
  id: number,
  options: WriteOptions = {},
): Promise<void> {
  const kind = KINDS[entity];
  const table = describe(kind.table);
  const actor = await ctx.getUser();
  await inTransaction(
    ctx,
    kind.audit,
    async (tx) => {
      // Read the way backups read it, so timestamps keep their microseconds on the way back.
      const fields = Object.fromEntries(table.columns.map((c) => [c.name, exportedValue(c)]));
      const [snapshot] = (await tx
        .select(fields)
        .from(kind.table)
        .where(eq(kind.table.id, id))
        .for('update')) as Record<string, unknown>[];
      if (!snapshot) throw notFound(options.notFoundMessage);
      const [row] = await tx.delete(kind.table).where(eq(kind.table.id, id)).returning();
      const title = String(snapshot[kind.title] ?? '').slice(0, 500);
      await tx
        .insert(trash)
        .values({ entity, item_id: id, title, row: snapshot })
        .onConflictDoUpdate({
          target: [trash.entity, trash.item_id],
          set: { title, row: snapshot, deleted_at: sql`now()` },
        });
      await writeAudit(tx, actor, 'delete', kind.audit, id, row, null);
    },
    options,
  );
}

const RESTORE_NOT_FOUND = 'Item não encontrado na lixeira';

/**
 * Puts an item back in its table with the same id and every field it had. A unique value
 * another item took meanwhile (a blog post's slug) answers 409 and leaves it in the trash.
 */
export async function restoreFromTrash(
  ctx: Context,
  entity: TrashEntity,
  id: number,
): Promise<void> {
  const kind = KINDS[entity];
  const table = describe(kind.table);
  const actor = await ctx.getUser();
  await inTransaction(
    ctx,
    kind.audit,
    async (tx) => {
      const [item] = await tx.select().from(trash).where(itemKey(entity, id)).for('update');
      if (!item) throw notFound(RESTORE_NOT_FOUND);
      const snapshot = item.row as Record<string, unknown>;
      // A column added since the deletion takes its default.
      const columns = table.columns.filter((c) => c.name in snapshot);
      const identity = table.sequenced.length > 0 ? sql` overriding system value` : sql``;
      // Coming back is a change: a sync asking for `updated_since` its last run sees it again.
      const values: SQL[] = columns.map((c) =>
        c.name === 'updated_at' ? sql`now()` : importedValue(c, snapshot[c.name]),
      );
      await tx.execute(
        sql`insert into ${kind.table} (${sql.join(
          columns.map((c) => sql.identifier(c.name)),
          sql`, `,
        )})${identity} values (${sql.join(values, sql`, `)})`,
      );
      await tx.delete(trash).where(itemKey(entity, id));
      const [row] = await tx.select().from(kind.table).where(eq(kind.table.id, id));
      await writeAudit(tx, actor, 'restore', kind.audit, id, null, row);
    },
    { conflictMessage: kind.conflict ?? 'Já existe um item com este id' },
  );
}

const purgeAt = (deletedAt: Date) =>
  new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString();

/** The trash, most recent deletion first; `deleted_since` is how a sync mirrors deletions. */
export async function listTrash(
  db: Database,
  input: z.output<typeof trashListInputSchema>,
): Promise<TrashItem[]> {
  const filters: SQL[] = [];
  if (input.deleted_since) filters.push(gt(trash.deleted_at, new Date(input.deleted_since)));
  if (input.entity) filters.push(eq(trash.entity, input.entity));
  const rows = await db
    .select()
    .from(trash)
    .where(and(...filters))
    .orderBy(desc(trash.deleted_at), trash.entity, trash.item_id);
  return rows.map((row) => ({
    entity: row.entity as TrashEntity,
    id: row.item_id,
    title: row.title,
    deleted_at: row.deleted_at.toISOString(),
    purge_at: purgeAt(row.deleted_at),
  }));
}

/** Removes for good what has been in the trash TRASH_RETENTION_DAYS; returns how many went. */
export async function purgeTrash(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const gone = await db
    .delete(trash)
    .where(lt(trash.deleted_at, cutoff))
    .returning({ id: trash.item_id });
  return gone.length;
}
