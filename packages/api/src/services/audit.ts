import { pageInfo, pageWindow } from '@oficina/core';
import { auditLog, type Database } from '@oficina/db';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/session';
import { toWire } from '../serialize';
import { enqueueWebhookEvent, isContentEntity } from '../webhooks/enqueue';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'status'
  | 'toggle-status'
  | 'reorder'
  // A deleted item brought back from the trash.
  | 'restore'
  // Backups (entity 'backup'): the daily job's file and each content download from the panel.
  | 'backup'
  | 'export'
  // Security events (services/security-audit.ts), entity 'auth'.
  | 'login'
  | 'login_failed'
  | 'lockout'
  | 'logout'
  | 'role_change'
  | 'status_change'
  | 'password_change'
  | 'password_reset_request'
  | 'password_reset';

const SECRET_FIELDS = new Set([
  'password_hash',
  'password',
  'token',
  'token_hash',
  'key_hash',
  // A webhook's signing secret.
  'secret',
]);

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
    // A key is no account: its writes carry its name ("Chave de API: …") and no user.
    user_id: actor && !actor.apiKey ? actor.id : null,
    username: actor?.username ?? null,
    api_key_id: actor?.apiKey?.id ?? null,
    action,
    entity,
    entity_id: entityId === null ? null : String(entityId),
    before: scrub(before),
    after: scrub(after),
  });
  // Every content write passes here, in its own transaction: integrations hear of it through
  // `content.changed` if and only if it commits.
  if (isContentEntity(entity) && CONTENT_ACTIONS.has(action))
    await enqueueWebhookEvent(db, 'content.changed', {
      entity,
      id: entityId === null ? null : String(entityId),
      action,
    });
}

/** What a content write can be; the security events and backups are not content changes. */
const CONTENT_ACTIONS = new Set<AuditAction>([
  'create',
  'update',
  'delete',
  'status',
  'toggle-status',
  'reorder',
  'restore',
]);

/** Newest first; ties (one transaction writes several entries) by id. */
async function auditEntries(db: Database, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toWire);
}

/**
 * The latest changes to content and accounts, as the audit list shows them (the panel's
 * dashboard). Sign-ins and the other security events (entity 'auth') stay on the audit page:
 * every login would otherwise push the changes off the dashboard.
 */
export const recentAudit = (db: Database, limit: number) =>
  auditEntries(db, ne(auditLog.entity, 'auth'), limit);

export async function listAudit(
  db: Database,
  input: {
    entity?: string;
    action?: string;
    page: number;
    page_size: number;
    limit?: number;
    offset?: number;
  },
) {
  const where = and(
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.action ? eq(auditLog.action, input.action) : undefined,
  );
  const window = pageWindow(input);
  const [items, [total]] = await Promise.all([
    auditEntries(db, where, window.limit, window.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, ...pageInfo(window, total?.n ?? 0) };
}
