import { gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The filter of `updated_since`: rows changed after that moment, or no filter without it. The
 * column keeps microseconds and the wire milliseconds, so a client that asks again from the
 * newest `updated_at` it saw may get that item once more, never miss one.
 */
export const changedSince = (column: PgColumn, since: string | undefined): SQL | undefined =>
  since === undefined ? undefined : gt(column, new Date(since));
