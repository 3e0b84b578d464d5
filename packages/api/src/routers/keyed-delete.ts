import { deletedSchema } from '@oficina/core';
import type { TRPCMutationProcedure } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { deleteRow } from '../services/crud';
import type { managerProcedure, ProcedureMeta } from '../trpc';
import { rest } from './meta';

type KeyInput<K extends string> = z.ZodObject<Record<K, z.ZodType<string>>>;

/**
 * The delete of a row addressed by a natural key (a setting, an editable text, a WhatsApp
 * context): such rows are gone for good, not to the trash, and the answer names the key.
 */
export function deleteByKey<K extends string, I extends KeyInput<K>>(spec: {
  /** Who may delete: the base procedure of that role. */
  base: typeof managerProcedure;
  table: PgTable & Record<K, PgColumn>;
  /** The name audit entries and cache announcements use. */
  entity: string;
  input: I;
  /** The input field, and column, that holds the key. */
  key: K;
  path: `/${string}`;
  tag: string;
  summary: string;
  notFound: string;
}): TRPCMutationProcedure<{
  input: z.input<I>;
  output: z.output<typeof deletedSchema>;
  meta: ProcedureMeta;
}> {
  const { table, key } = spec;
  return spec.base
    .meta(rest('DELETE', spec.path, spec.tag, spec.summary, true))
    .input(spec.input as z.ZodType<Record<string, string>>)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      const value = input[key] as string;
      await deleteRow(ctx, spec.entity, table, eq(table[key], value), {
        notFoundMessage: spec.notFound,
      });
      return { success: true as const, id: value };
    }) as never;
}
