import { buildWhatsAppLink } from './whatsapp';

/*
 * Replies to a message from the contact form, with the greeting already typed in: the panel
 * offers them beside each message, and the owner's lead alert mail carries the WhatsApp one.
 */

/** "Maria" from "  maria  da silva": the greeting uses the first name, capitalised. */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first ? first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1) : '';
}

/** The opening of a reply to a message sent through the site. */
export function replyGreeting(
  name: string,
  company: string | null | undefined,
  service?: string | null,
): string {
  const who = firstName(name);
  const hello = who ? `Olá, ${who}!` : 'Olá!';
  const from = company?.trim() ? ` Aqui é da ${company.trim()}.` : '';
  const about = service?.trim() ? ` sobre ${service.trim()}` : '';
  return `${hello}${from} Recebemos sua mensagem pelo site${about} e vamos te ajudar.`;
}

/** wa.me link to the customer's phone with the greeting typed in; null without a usable phone. */
export function whatsAppReplyLink(
  contact: { name: string; phone: string | null; service?: string | null },
  company: string | null | undefined,
): string | null {
  const digits = contact.phone?.replace(/\D/g, '') ?? '';
  if (digits.length < 8) return null;
  return buildWhatsAppLink(digits, replyGreeting(contact.name, company, contact.service));
}

/** mailto: with a subject and the same greeting; null without an e-mail. */
export function emailReplyLink(
  contact: { name: string; email: string | null; service?: string | null },
  company: string | null | undefined,
): string | null {
  if (!contact.email) return null;
  const subject = company?.trim()
    ? `Sua mensagem para ${company.trim()}`
    : 'Sua mensagem pelo site';
  const params = new URLSearchParams({
    subject,
    body: `${replyGreeting(contact.name, company, contact.service)}\n\n`,
  });
  // URLSearchParams writes spaces as '+', which mail apps show literally.
  return `mailto:${contact.email}?${params.toString().replaceAll('+', '%20')}`;
}
