import { randomBytes } from 'node:crypto';
import { WEBHOOK_MESSAGES, type WebhookDeliveryStatus } from '@oficina/core';
import { type Database, webhookDeliveries, webhooks } from '@oficina/db';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/session';
import type { Context } from '../context';
import { toWire } from '../serialize';
import { createRow, deleteRow, findRow, updateRow } from '../services/crud';
import { checkWebhookAddress } from './address';
import { enqueuePing } from './enqueue';

/** The audit log's entity for webhooks (its secret never reaches an entry: services/audit.ts). */
export const WEBHOOK_ENTITY = 'webhook';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const policyOf = (ctx: Context) => ctx.webhookPolicy ?? { strict: false, allowPrivate: false };

type WebhookRow = typeof webhooks.$inferSelect;

function presentWebhook(
  { secret: _secret, created_by: _by, updated_at: _updated, ...row }: WebhookRow,
  last: { status: string; event: string; response_status: number | null; created_at: Date } | null,
) {
  return {
    ...toWire(row),
    last_delivery: last && {
      ...toWire(last),
      status: last.status as WebhookDeliveryStatus,
    },
  };
}

/** Every webhook, oldest first, with the state of its latest delivery; never the secret. */
export async function listWebhooks(db: Database) {
  const rows = await db.select().from(webhooks).orderBy(webhooks.id);
  const latest = await db
    .selectDistinctOn([webhookDeliveries.webhook_id], {
      webhook_id: webhookDeliveries.webhook_id,
      status: webhookDeliveries.status,
      event: webhookDeliveries.event,
      response_status: webhookDeliveries.response_status,
      created_at: webhookDeliveries.created_at,
    })
    .from(webhookDeliveries)
    .orderBy(webhookDeliveries.webhook_id, desc(webhookDeliveries.id));
  const byHook = new Map(latest.map(({ webhook_id, ...last }) => [webhook_id, last]));
  return rows.map((row) => presentWebhook(row, byHook.get(row.id) ?? null));
}

const created = (row: WebhookRow, secret: string) => ({
  id: row.id,
  url: row.url,
  events: row.events,
  active: row.active,
  secret,
  created_at: row.created_at.toISOString(),
});

/** Makes a webhook and answers its secret this once. */
export async function createWebhook(
  ctx: Context,
  actor: AuthUser,
  input: { url: string; events: string[]; description?: string | null | undefined },
) {
  await checkWebhookAddress(input.url, policyOf(ctx));
  const secret = generateWebhookSecret();
  const row = await createRow(ctx, WEBHOOK_ENTITY, webhooks, {
    url: input.url,
    events: input.events,
    description: input.description ?? null,
    secret,
    created_by: actor.apiKey ? null : actor.id,
  });
  return created(row, secret);
}

/**
 * Changes the address, events or description, or switches it on or off. Switching it on again
 * forgets the failures that switched it off, so it gets three new days.
 */
export async function updateWebhook(
  ctx: Context,
  input: {
    id: number;
    url?: string | undefined;
    events?: string[] | undefined;
    description?: string | null | undefined;
    active?: boolean | undefined;
  },
) {
  if (input.url !== undefined) await checkWebhookAddress(input.url, policyOf(ctx));
  const { id, ...changes } = input;
  const row = await updateRow(
    ctx,
    WEBHOOK_ENTITY,
    webhooks,
    eq(webhooks.id, id),
    {
      ...changes,
      ...(changes.active === true ? { disabled_at: null, failing_since: null } : {}),
      ...(Object.keys(changes).length > 0 ? { updated_at: new Date() } : {}),
    },
    { notFoundMessage: WEBHOOK_MESSAGES.notFound },
  );
  const [listed] = (await listWebhooks(ctx.db)).filter((w) => w.id === row.id);
  return listed!;
}

export async function deleteWebhook(ctx: Context, id: number) {
  await deleteRow(ctx, WEBHOOK_ENTITY, webhooks, eq(webhooks.id, id), {
    notFoundMessage: WEBHOOK_MESSAGES.notFound,
  });
  return { success: true as const, id };
}

/** A new secret, answered this once; messages sent from now on are signed with it alone. */
export async function rotateWebhookSecret(ctx: Context, id: number) {
  const secret = generateWebhookSecret();
  const row = await updateRow(
    ctx,
    WEBHOOK_ENTITY,
    webhooks,
    eq(webhooks.id, id),
    { secret, updated_at: new Date() },
    { notFoundMessage: WEBHOOK_MESSAGES.notFound },
  );
  return created(row, secret);
}

/** Queues a `ping` to this webhook (sent even while it is off). */
export async function testWebhook(ctx: Context, id: number) {
  await findRow(ctx.db, webhooks, eq(webhooks.id, id), WEBHOOK_MESSAGES.notFound);
  const messageId = await enqueuePing(ctx.db, id);
  ctx.onWebhookQueued?.();
  return { success: true as const, id, message_id: messageId };
}

/** The last 100 messages to this webhook, newest first. */
export async function listDeliveries(db: Database, id: number) {
  await findRow(db, webhooks, eq(webhooks.id, id), WEBHOOK_MESSAGES.notFound);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhook_id, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(100);
  return rows.map(({ webhook_id: _hook, data: _data, ...row }) => toWire(row));
}

/** Webhooks the server switched off for failing, for the dashboard's notice. */
export async function disabledWebhooks(db: Database) {
  const rows = await db
    .select({ id: webhooks.id, url: webhooks.url, disabled_at: webhooks.disabled_at })
    .from(webhooks)
    .where(and(eq(webhooks.active, false), isNotNull(webhooks.disabled_at)))
    .orderBy(sql`${webhooks.disabled_at} desc`);
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    disabled_at: row.disabled_at!.toISOString(),
  }));
}
