import {
  deletedSchema,
  idParam,
  listVisibilityInput,
  reorderInputSchema,
  reorderResultSchema,
  syncListInput,
  syncVisibilityInput,
  type TrashEntity,
} from '@oficina/core';
import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Context } from '../context';
import type { UniqueMessage } from '../errors';
import { createRow, findRow, updateRow } from '../services/crud';
import { withImageAlts } from '../services/media-alts';
import { reorderRows } from '../services/reorder';
import { changedSince } from '../services/sync';
import { moveToTrash } from '../services/trash';
import { KEPT_FOR_EVERYONE, managerProcedure, type ProcedureMeta, publicProcedure } from '../trpc';
import { canSeeHidden, putAndPatch, rest } from './meta';

/**
 * The procedures every site content list shares (services, FAQ, portfolio, blog, banners…):
 * a public list and a read by id, then create, reorder, update under PUT and PATCH, and delete
 * to the trash. A router declares what differs — table, schemas, paths, Portuguese names, who
 * writes, how a row goes on the wire — and adds only its own procedures between these.
 */

// Drizzle's builders are generic over the concrete table; the factory only needs these columns.
type ContentTable = PgTable & { id: PgColumn; updated_at: PgColumn };
type Row<T extends ContentTable> = T['$inferSelect'];
type Insert<T extends ContentTable> = T['$inferInsert'];
/** A condition on rows, or one made for each request. */
type Shown = SQL | (() => SQL);

/** Input of a read by id: with `include_inactive` when the entity hides rows from the public. */
const visibleByIdInput = listVisibilityInput.extend(idParam.shape);

type Query<I extends z.ZodType, O> = TRPCQueryProcedure<{
  input: z.input<I>;
  output: O;
  meta: ProcedureMeta;
}>;
type Mutation<I extends z.ZodType, O> = TRPCMutationProcedure<{
  input: z.input<I>;
  output: O;
  meta: ProcedureMeta;
}>;

export interface ContentSpec<
  T extends ContentTable,
  O extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType<{ id: number }>,
  S extends Shown | undefined,
  R extends string | undefined,
> {
  table: T;
  /** The name audit entries and cache announcements use ('faq'). */
  entity: string;
  /** The collection's REST path ('/faqs'), also the Lixeira's kind; one row is `${path}/{id}`. */
  path: `/${TrashEntity}`;
  tag: string;
  names: {
    /** One row with its article, as summaries read it: 'uma pergunta frequente'. */
    one: string;
    /** The list's summary. */
    list: string;
    /** All rows with their article ('as perguntas frequentes'): gives the entity a reorder. */
    all?: R;
  };
  notFound: string;
  /** One row on the wire. */
  schema: O;
  createInput: C;
  /** The update's fields with the row's `id`. */
  updateInput: U;
  /** The list's order. Left out: the display order (`display_order`, then `id`). */
  order?: SQL[];
  /**
   * What a row must meet to be shown to the public; rows that do not are listed (and read)
   * only with `include_inactive=true`, which needs the viewer role. A function when the rule
   * reads the clock (built again for each request). Left out: all rows are public.
   */
  shown?: S;
  /** A row as the API answers it. */
  present: (row: Row<T>) => z.input<O>;
  /** The images of a row whose alt texts the reads add (`image_alts`). */
  images?: (item: z.input<O>) => Array<string | null | undefined>;
  /** The created row's columns, when they are not the input as it is. */
  toRow?: (input: z.output<C>) => Insert<T>;
  /** An update's changes as columns, when they are not the fields as sent. */
  changesToRow?: (values: Omit<z.output<U>, 'id'>) => Partial<Insert<T>>;
  conflictMessage?: UniqueMessage;
  /** Rules across fields, on the row an update would leave (see `updateRow`). */
  checkMerged?: (row: Row<T>) => void;
}

type Writes<
  O extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  R extends string | undefined,
> = { create: Mutation<C, z.output<O>> } & (R extends string
  ? { reorder: Mutation<typeof reorderInputSchema, z.output<typeof reorderResultSchema>> }
  : unknown) & {
    update: Mutation<U, z.output<O>>;
    patch: Mutation<U, z.output<O>>;
    delete: Mutation<typeof idParam, z.output<typeof deletedSchema>>;
  };

export interface ContentProcedures<
  O extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  S extends Shown | undefined,
  R extends string | undefined,
> {
  list: Query<
    [S] extends [undefined] ? typeof syncListInput : typeof syncVisibilityInput,
    Array<z.output<O>>
  >;
  byId: Query<[S] extends [undefined] ? typeof idParam : typeof visibleByIdInput, z.output<O>>;
  /** In the order the REST adapter must see them: `reorder` before `update` (see below). */
  writes: Writes<O, C, U, R>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Inside the factory the schemas are any schema: the procedures' types are given once, by
// `ContentProcedures`, from the spec's own (tRPC cannot infer through generic builders).
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyValue = any;
type LooseSpec = ContentSpec<
  ContentTable & Record<string, AnyValue>,
  z.ZodType<AnyValue>,
  z.ZodType<AnyValue>,
  z.ZodType<AnyValue>,
  Shown,
  string
>;

export function contentProcedures<
  T extends ContentTable,
  O extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType<{ id: number }>,
  S extends Shown | undefined = undefined,
  R extends string | undefined = undefined,
>(typed: ContentSpec<T, O, C, U, S, R>): ContentProcedures<O, C, U, S, R> {
  const spec = typed as unknown as LooseSpec;
  const { table, entity, path, tag, names, notFound, schema, shown } = spec;
  const shownNow = () => (typeof shown === 'function' ? shown() : shown);
  const order = spec.order ?? [asc(table.display_order), asc(table.id)];
  const one = `${path}/{id}` as const;
  const notFoundOptions = { notFoundMessage: notFound };
  const withAlts = (db: Parameters<typeof withImageAlts>[0], rows: AnyValue[]) =>
    spec.images ? withImageAlts(db, rows, spec.images) : rows;

  const list = publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', path, tag, names.list))
    // Optional like `syncListInput`: a caller that asks nothing gets the public list, so a
    // collection that gains a visibility rule keeps its callers (the site calls `list()`).
    .input<z.ZodType<AnyValue>>(shown ? syncVisibilityInput.optional() : syncListInput)
    .output(z.array(schema))
    .query(async ({ ctx, input }) => {
      const all = shown ? await canSeeHidden(ctx, input?.include_inactive) : true;
      const rows = await ctx.db
        .select()
        .from(table)
        .where(
          and(all ? undefined : shownNow(), changedSince(table.updated_at, input?.updated_since)),
        )
        .orderBy(...order);
      return withAlts(ctx.db, rows.map(spec.present));
    });

  const byId = publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', one, tag, capitalised(names.one)))
    .input<z.ZodType<AnyValue>>(shown ? visibleByIdInput : idParam)
    .output(schema)
    .query(async ({ ctx, input }) => {
      const all = shown ? await canSeeHidden(ctx, input.include_inactive) : true;
      const where = eq(table.id, input.id);
      const row = await findRow(ctx.db, table, all ? where : and(where, shownNow())!, notFound);
      const [item] = await withAlts(ctx.db, [spec.present(row)]);
      return item;
    });

  const create = managerProcedure
    .meta(rest('POST', path, tag, `Cria ${names.one}`, true))
    .input(spec.createInput)
    .output(schema)
    .mutation(async ({ ctx, input }) =>
      spec.present(
        await createRow(ctx, entity, table, spec.toRow ? spec.toRow(input) : input, {
          conflictMessage: spec.conflictMessage,
        }),
      ),
    );

  // Declared before `update`: the REST adapter takes the first path that matches, and
  // PUT /x/{id} would otherwise catch PUT /x/order (and answer 400 for id "order").
  const reorder =
    names.all === undefined
      ? {}
      : {
          reorder: managerProcedure
            .meta(
              rest(
                'PUT',
                `${path}/order`,
                tag,
                `Reordena ${names.all}: cada id recebe a sua posição na lista como display_order`,
                true,
              ),
            )
            .input(reorderInputSchema)
            .output(reorderResultSchema)
            .mutation(({ ctx, input }) =>
              reorderRows(ctx, entity, table as never, input.ids, notFound),
            ),
        };

  const updates = putAndPatch(
    managerProcedure.input(spec.updateInput).output(schema),
    one,
    tag,
    `Atualiza ${names.one}`,
    async ({ ctx, input: { id, ...values } }: { ctx: Context; input: AnyValue }) =>
      spec.present(
        await updateRow(
          ctx,
          entity,
          table,
          eq(table.id, id),
          spec.changesToRow ? spec.changesToRow(values) : values,
          {
            ...notFoundOptions,
            conflictMessage: spec.conflictMessage,
            checkMerged: spec.checkMerged,
          },
        ),
      ),
  );

  const remove = managerProcedure
    .meta(
      rest(
        'DELETE',
        one,
        tag,
        `Exclui ${names.one}: vai para a lixeira, de onde pode ser restaurado por 30 dias`,
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await moveToTrash(ctx, path.slice(1) as TrashEntity, input.id, notFoundOptions);
      return { success: true as const, id: input.id };
    });

  // The builders are generic over the schemas given here; what they return is typed once above.
  return {
    list,
    byId,
    writes: { create, ...reorder, ...updates, delete: remove },
  } as unknown as ContentProcedures<O, C, U, S, R>;
}
