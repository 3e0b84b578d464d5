import { buildWhatsAppLink, DEFAULT_COUNTRY_CODE } from './whatsapp';

/*
 * Replies to a message from the contact form, with the greeting already typed in: the panel
 * offers them beside each message, and the owner's lead alert mail carries the same ones.
 */

/** The words of each reply, the same in the panel and in the lead alert mail. */
export const LEAD_REPLY_LABELS = {
  whatsApp: 'Responder pelo WhatsApp',
  email: 'Responder por e-mail',
  call: 'Ligar',
} as const;

/**
 * Titles that come before a name in Brazil. A greeting keeps them with the next word: "Dona
 * Cida" is greeted "Olá, Dona Cida!", never "Olá, Dona!". With or without the dot, any case.
 */
const TITLES = new Set(['dona', 'seu', 'sr', 'sra', 'dr', 'dra']);

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);

/**
 * The name a reply greets: the first name, capitalised ("  maria  da silva" → "Maria"), with a
 * title in front kept ("seu jorge" → "Seu Jorge", "Sra. Ana Lima" → "Sra. Ana"). Empty for a
 * blank name.
 */
export function greetingName(name: string): string {
  const [first = '', second] = name.trim().split(/\s+/);
  if (!first) return '';
  const isTitle = TITLES.has(first.toLocaleLowerCase('pt-BR').replace(/\.$/, ''));
  if (isTitle && second) return `${capitalised(first)} ${capitalised(second)}`;
  return capitalised(first);
}

/**
 * A service's name inside a sentence: "Recarga de gás R-134a" reads "recarga de gás R-134a"
 * after "sobre"; a name that starts with an acronym ("ABS", "R-134a") is left as it is.
 */
function inSentence(name: string): string {
  const [first, second] = name;
  if (!first || !second) return name;
  const lowerSecond =
    second === second.toLocaleLowerCase('pt-BR') && second !== second.toLocaleUpperCase('pt-BR');
  return lowerSecond ? first.toLocaleLowerCase('pt-BR') + name.slice(1) : name;
}

/** The opening of a reply to a message sent through the site. */
export function replyGreeting(
  name: string,
  company: string | null | undefined,
  service?: string | null,
): string {
  const who = greetingName(name);
  const hello = who ? `Olá, ${who}!` : 'Olá!';
  const from = company?.trim() ? ` Aqui é da ${company.trim()}.` : '';
  const about = service?.trim() ? ` sobre ${inSentence(service.trim())}` : '';
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

/**
 * tel: link to the customer's phone; null without a number the workshop can call. An area code
 * and number (10 or 11 digits) get Brazil's country code, so the call goes through from any
 * phone in any area; anything else (a local number, one typed with 0 and a carrier) is dialled
 * as typed.
 */
export function callLink(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (digits.length < 8) return null;
  if (phone?.trim().startsWith('+')) return `tel:+${digits}`;
  if (!digits.startsWith('0') && (digits.length === 10 || digits.length === 11))
    return `tel:+${DEFAULT_COUNTRY_CODE}${digits}`;
  if (digits.length > 11 && digits.startsWith(DEFAULT_COUNTRY_CODE)) return `tel:+${digits}`;
  return `tel:${digits}`;
}
