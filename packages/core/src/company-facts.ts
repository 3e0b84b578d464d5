import type { Company } from './entities/company';
import { formatOpeningHours } from './opening-hours';

/**
 * The company's facts (phone, WhatsApp, e-mail, address, hours) live in one record. Texts the
 * owner types (the site's texts, the privacy and LGPD pages) name them by placeholder, so a
 * number changed in "Empresa" changes everywhere at once instead of lingering in old copy.
 */

type FactSource = Pick<
  Company,
  'phone' | 'whatsapp' | 'email' | 'address' | 'opening_hours' | 'working_hours'
>;

/**
 * The hours line every page shows ("Seg a Sex: 8h às 18h | Sáb: 8h às 12h"), written from the
 * structured hours. A record whose old free text could not be read has none yet: its text.
 */
export function companyHoursText(company: Pick<Company, 'opening_hours' | 'working_hours'>) {
  return company.opening_hours.length > 0
    ? formatOpeningHours(company.opening_hours)
    : company.working_hours;
}

/** Each placeholder a text may hold, what it stands for, and where its value comes from. */
export const COMPANY_PLACEHOLDERS = [
  { name: 'telefone', label: 'o telefone', read: (c: FactSource) => c.phone },
  { name: 'whatsapp', label: 'o número de WhatsApp', read: (c: FactSource) => c.whatsapp },
  { name: 'email', label: 'o e-mail', read: (c: FactSource) => c.email },
  { name: 'endereco', label: 'o endereço', read: (c: FactSource) => c.address },
  { name: 'horario', label: 'o horário de funcionamento', read: companyHoursText },
] as const;

/** Accents and capitals are forgiven: {Endereço} and {HORÁRIO} are what a person would type. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const BY_NAME = new Map(COMPANY_PLACEHOLDERS.map((placeholder) => [placeholder.name, placeholder]));
const PLACEHOLDER = /\{([\p{L}-]{3,20})\}/gu;

/**
 * The text with each company placeholder replaced by the record's current value. Other braces
 * are left as typed (a text may well say "{sic}"), and a fact the record lacks becomes empty.
 */
export function fillCompanyFacts(text: string, company: FactSource): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const placeholder = BY_NAME.get(plain(name) as (typeof COMPANY_PLACEHOLDERS)[number]['name']);
    return placeholder ? placeholder.read(company).trim() : whole;
  });
}

/** Digits of a Brazilian phone number without the country code: "(21) 2671-4455" → "2126714455". */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * Phone numbers as people write them in Brazil: an area code (with or without brackets, maybe
 * after +55) and 8 or 9 digits, grouped by a hyphen, dot or space.
 */
const PHONE = /(?:\+?55[\s.-]?)?\(?\b\d{2}\)?[\s.-]?9?\d{4}[\s.-]?\d{4}\b/g;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu;

/** A fact typed into a text that the company record does not have. */
export interface StrayFact {
  kind: 'telefone' | 'email';
  /** As it stands in the text. */
  text: string;
}

/**
 * Phone numbers and e-mail addresses written out in a text that are not the record's (phone,
 * WhatsApp, e-mail): most likely an old number typed before it changed. The editor warns about
 * them and offers the placeholder instead.
 */
export function strayCompanyFacts(text: string, company: FactSource): StrayFact[] {
  const phones = new Set([phoneDigits(company.phone), phoneDigits(company.whatsapp)]);
  const email = company.email.trim().toLowerCase();
  const stray: StrayFact[] = [];
  const seen = new Set<string>();
  const add = (fact: StrayFact, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    stray.push(fact);
  };
  for (const [found] of text.matchAll(PHONE)) {
    const digits = phoneDigits(found);
    if (digits.length >= 10 && !phones.has(digits))
      add({ kind: 'telefone', text: found.trim() }, digits);
  }
  for (const [found] of text.matchAll(EMAIL)) {
    const address = found.replace(/[.]+$/, '');
    if (address.toLowerCase() !== email)
      add({ kind: 'email', text: address }, address.toLowerCase());
  }
  return stray;
}
