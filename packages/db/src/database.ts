import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
