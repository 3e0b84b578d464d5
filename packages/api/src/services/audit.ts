import { auditLog, type Database } from '@oficina/db';
import { count, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/session';
import { toWire } from '../serialize';

export type AuditAction = 'create' | 'update' | 'delete' | 'status' | 'toggle-status';

const SECRET_FIELDS = new Set(['password_hash', 'password', 'token', 'token_hash']);

function scrub(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key)) continue;
    out[key] = field instanceof Date ? field.toISOString() : field;
  }
  return out;
}

export async function writeAudit(
  db: Database,
  actor: AuthUser | null,
  action: AuditAction,
  entity: string,
  entityId: string | number | null,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.insert(auditLog).values({
    user_id: actor?.id ?? null,
    username: actor?.username ?? null,
    action,
    entity,
    entity_id: entityId === null ? null : String(entityId),
    before: scrub(before),
    after: scrub(after),
  });
}

export async function listAudit(
  db: Database,
  input: { entity?: string; page: number; page_size: number },
) {
  const where = input.entity ? eq(auditLog.entity, input.entity) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: items.map(toWire),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
