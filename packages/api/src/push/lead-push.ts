import { hasRank } from '@oficina/core';
import {
  companyInfo,
  type contactMessages,
  type Database,
  pushSubscriptions,
  settings,
  users,
} from '@oficina/db';
import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { ApiDeps } from '../context';
import { vapidKeyPair } from './vapid';

type Contact = Pick<
  typeof contactMessages.$inferSelect,
  'id' | 'name' | 'service' | 'vehicle' | 'message'
>;

/** What the panel's service worker shows (apps/web/pwa/push-handlers.js reads these fields). */
export interface LeadNotification {
  title: string;
  body: string;
  /** Opened when the notification is tapped. */
  url: string;
  /** One notification per lead, even if it is sent twice. */
  tag: string;
}

/** Push services keep an undelivered message this long while the phone is off. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export function leadNotification(contact: Contact): LeadNotification {
  const about = [contact.service, contact.vehicle].filter(Boolean).join(' · ');
  const message = contact.message.replace(/\s+/g, ' ').trim();
  const excerpt = message.length > 120 ? `${message.slice(0, 119)}…` : message;
  return {
    title: `Novo contato: ${contact.name}`,
    body: about ? `${about}\n${excerpt}` : excerpt,
    url: `/admin/contact?id=${contact.id}`,
    tag: `lead-${contact.id}`,
  };
}

/** VAPID's contact for push services: the site if it is public https, else the company's mail. */
async function vapidSubject(db: Database, publicUrl: string | undefined): Promise<string> {
  if (publicUrl?.startsWith('https://') && !new URL(publicUrl).hostname.includes('localhost')) {
    return publicUrl;
  }
  const [company] = await db.select({ email: companyInfo.email }).from(companyInfo).limit(1);
  return `mailto:${company?.email || 'nao-responda@oficina.invalid'}`;
}

/**
 * Tells every subscribed device of a user who may read leads (viewer and above, active) that a
 * lead arrived, when the `push_notifications` setting is "true". Returns how many devices took
 * the message. Never throws: the lead is already stored, and the panel and the e-mail still
 * tell of it.
 */
export function sendLeadPush(deps: ApiDeps, contact: Contact): Promise<number> {
  return notifyPanelDevices(deps, leadNotification(contact));
}

/**
 * Sends one notification to every device of the panel's readers (viewer and above, active)
 * while `push_notifications` is "true". The message is encrypted and signed by web-push and
 * posted with fetch. A push service answering 404 or 410 has dropped the subscription, so the
 * row goes too. Returns how many devices took it; never throws.
 */
export async function notifyPanelDevices(
  deps: ApiDeps,
  notification: LeadNotification,
): Promise<number> {
  const { db } = deps;
  try {
    const [setting] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'push_notifications'));
    if (setting?.value !== 'true') return 0;

    const devices = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        role: users.role,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.user_id))
      .where(eq(users.is_active, true));
    const recipients = devices.filter((device) => hasRank(device.role, 'viewer'));
    if (recipients.length === 0) return 0;

    const keys = await vapidKeyPair(db);
    const subject = await vapidSubject(db, deps.publicUrl);
    const payload = JSON.stringify(notification);
    const delivered: number[] = [];
    const gone: number[] = [];
    await Promise.all(
      recipients.map(async (device) => {
        const outcome = await deliver(device, payload, { subject, ...keys });
        if (outcome === 'delivered') delivered.push(device.id);
        else if (outcome === 'gone') gone.push(device.id);
        else
          deps.log?.warn({ status: outcome, device: device.id }, 'push notification not delivered');
      }),
    );
    if (gone.length > 0)
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    if (delivered.length > 0) {
      await db
        .update(pushSubscriptions)
        .set({ last_sent_at: new Date() })
        .where(and(inArray(pushSubscriptions.id, delivered)));
    }
    return delivered.length;
  } catch (error) {
    deps.log?.warn({ err: error }, 'push notifications failed');
    return 0;
  }
}

async function deliver(
  device: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  vapid: { subject: string; publicKey: string; privateKey: string },
): Promise<'delivered' | 'gone' | number | string> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, urgency: 'high' },
    );
    // fetch sets the length itself (and refuses a caller's).
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body as Buffer),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'delivered' : response.status;
  } catch (error) {
    return error instanceof Error ? error.name : 'error';
  }
}
