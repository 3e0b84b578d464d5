import {
  callLink,
  emailReplyLink,
  formatLongDateTime,
  LEAD_REPLY_LABELS,
  parseEmailList,
  whatsAppReplyLink,
} from '@oficina/core';
import { companyInfo, type contactMessages, type Database, settings, users } from '@oficina/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { mailHtml } from './mail-html';
import { enqueueMail, type OutgoingMail } from './outbox';

type Contact = typeof contactMessages.$inferSelect;

/**
 * Where a lead alert goes: `notification_emails`, or else every active admin with an e-mail;
 * null when the owner turned alerts off.
 */
export async function leadRecipients(tx: Database): Promise<string[] | null> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ['email_notifications', 'notification_emails']));
  const setting = (key: string) => rows.find((row) => row.key === key)?.value;
  // Off only when the owner turned it off: the default is on.
  if (setting('email_notifications') === 'false') return null;
  const listed = parseEmailList(setting('notification_emails') ?? '');
  if (listed.length > 0) return listed;
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.is_active, true), isNotNull(users.email)));
  return admins.map((admin) => admin.email!);
}

const dash = (value: string | null) => value?.trim() || '—';

/**
 * The owner's alert for a new lead, in Portuguese: when it came, what the visitor wrote, and the
 * same replies the panel offers (WhatsApp, e-mail, a call) as buttons, so the owner answers from
 * the phone in one tap. The mail app's own "Responder" writes to the visitor (Reply-To).
 */
export function leadMail(
  contact: Pick<
    Contact,
    'id' | 'name' | 'phone' | 'email' | 'vehicle' | 'service' | 'message' | 'created_at'
  >,
  company: string | null,
  publicUrl: string,
  to: string[],
): OutgoingMail {
  const replies = [
    [LEAD_REPLY_LABELS.whatsApp, whatsAppReplyLink(contact, company)],
    [LEAD_REPLY_LABELS.email, emailReplyLink(contact, company)],
    [LEAD_REPLY_LABELS.call, callLink(contact.phone)],
  ].filter((link): link is [string, string] => link[1] !== null);
  const panel = `${publicUrl}/admin/contact?id=${contact.id}`;
  const rows: Array<[string, string]> = [
    ['Recebida em', formatLongDateTime(contact.created_at)],
    ['Nome', contact.name],
    ['Telefone', dash(contact.phone)],
    ['E-mail', dash(contact.email)],
    ['Veículo', dash(contact.vehicle)],
    ['Serviço', dash(contact.service)],
  ];
  const links: Array<[string, string]> = [...replies, ['Abrir no painel', panel]];
  const text = [
    'Chegou uma nova mensagem pelo site.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mensagem:',
    contact.message,
    '',
    ...links.map(([label, href]) => `${label}: ${href}`),
  ].join('\n');
  return {
    kind: 'lead',
    to,
    replyTo: contact.email,
    subject: `Nova mensagem pelo site: ${contact.name.replace(/\s+/g, ' ').slice(0, 80)}`,
    text,
    html: mailHtml({
      heading: 'Nova mensagem pelo site',
      rows,
      paragraphsHeading: 'Mensagem',
      paragraphs: [contact.message],
      links,
    }),
  };
}

/**
 * Queues the owner's alert for a lead just stored, in the same transaction. Returns whether a
 * mail was queued: not when the owner turned alerts off or nobody has an address to get them.
 */
export async function enqueueLeadMail(
  tx: Database,
  contact: Contact,
  publicUrl: string,
): Promise<boolean> {
  const to = await leadRecipients(tx);
  if (!to || to.length === 0) return false;
  const [company] = await tx.select({ name: companyInfo.name }).from(companyInfo).limit(1);
  await enqueueMail(tx, leadMail(contact, company?.name ?? null, publicUrl, to));
  return true;
}
