import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@oficina/core';
import { type Database, webhookDeliveries, webhooks } from '@oficina/db';
import { sql } from 'drizzle-orm';

/** The `webhook-id` of a new message: the same on every retry of it. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues an event for every active webhook subscribed to it, inside the caller's transaction:
 * the message exists if and only if what it tells about was committed. One INSERT … SELECT, so
 * a write with no webhook configured costs one cheap statement. The server's webhook worker
 * sends them.
 */
export async function enqueueWebhookEvent(
  tx: Database,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.execute(sql`
    insert into ${webhookDeliveries} (webhook_id, message_id, event, data)
    select ${webhooks.id}, ${'msg_'} || replace(gen_random_uuid()::text, '-', ''), ${event},
      ${JSON.stringify(data)}::jsonb
    from ${webhooks}
    where ${webhooks.active} and ${webhooks.events} @> ${JSON.stringify([event])}::jsonb`);
}

/** The `ping` a webhook's "Testar" sends to it alone, active or not. */
export async function enqueuePing(db: Database, webhookId: number): Promise<string> {
  const messageId = newMessageId();
  await db.insert(webhookDeliveries).values({
    webhook_id: webhookId,
    message_id: messageId,
    event: 'ping',
    data: { message: 'Teste do webhook' },
  });
  return messageId;
}

/**
 * Audit entities that are not the site's content: accounts, security events, leads and
 * bookings (their own events), backups and the integrations' own records.
 */
const NOT_CONTENT = new Set([
  'auth',
  'backup',
  'contact',
  'booking',
  'calendar-feed',
  'user',
  'api_key',
  'webhook',
]);

export const isContentEntity = (entity: string) => !NOT_CONTENT.has(entity);
