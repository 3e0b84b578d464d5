import { z } from 'zod';

/**
 * Gives schemas the names API clients see: the OpenAPI document lists each named schema once
 * under `components.schemas` and points to it, so a client generator makes one type per entity
 * instead of one anonymous type per operation. The schema object itself is registered (no
 * copy), so every router using it, and every `.extend()` of its fields, is recognised.
 */
export function nameSchemas(schemas: Record<string, z.ZodType>): void {
  for (const [id, schema] of Object.entries(schemas)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}

/** The name a schema was given with `nameSchemas`, if any. */
export function schemaName(schema: unknown): string | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const id = z.globalRegistry.get(schema)?.id;
  return typeof id === 'string' ? id : undefined;
}
