import { buildWhatsAppLink, normalizeWhatsAppNumber } from '@oficina/core';
import { DEFAULT_TEMPLATE_VALUES } from '@site/features/whatsapp/defaults';

/**
 * Placeholders the site fills in its messages, with the sample used in the preview. {urgency}
 * and {company} are filled everywhere; the others only by the button that knows them.
 */
export const TEMPLATE_PLACEHOLDERS: readonly { name: string; sample: string; where: string }[] = [
  { name: 'urgency', sample: DEFAULT_TEMPLATE_VALUES.urgency ?? 'urgente', where: 'todas' },
  { name: 'company', sample: '', where: 'todas (nome da empresa)' },
  { name: 'query', sample: 'recarga de gás', where: 'busca sem resultados' },
  { name: 'service', sample: 'Higienização do ar-condicionado', where: 'orçamento de serviço' },
  { name: 'title', sample: 'Por que o ar do carro para de gelar?', where: 'artigos do blog' },
];

export interface WhatsAppPreview {
  /** The wa.me link exactly as the site builds it. */
  url: string;
  /** The message the customer will see typed in WhatsApp (placeholders filled). */
  message: string;
  /** Digits with the country code, '' when there is no number. */
  number: string;
  /** "+55 (21) 99876-5432", or '' when there is no number. */
  formattedNumber: string;
  /** Enough digits for a real Brazilian number (same rule as the settings form). */
  validNumber: boolean;
  /** Placeholders no button fills: they reach the customer as typed, e.g. "{nome}". */
  unknownPlaceholders: string[];
}

/** Same values the site passes to buildWhatsAppLink, with samples for per-button ones. */
export function previewValues(companyName: string): Record<string, string> {
  const values: Record<string, string> = { ...DEFAULT_TEMPLATE_VALUES };
  for (const placeholder of TEMPLATE_PLACEHOLDERS) {
    if (placeholder.sample) values[placeholder.name] = placeholder.sample;
  }
  values.company = companyName;
  return values;
}

/** "+55 (21) 99876-5432" / "+55 (21) 2671-4455" from any way of typing the number. */
export function formatWhatsAppNumber(phone: string): string {
  const digits = normalizeWhatsAppNumber(phone);
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (match) return `+55 (${match[1]}) ${match[2]}-${match[3]}`;
  return digits ? `+${digits}` : '';
}

export function unknownPlaceholders(template: string): string[] {
  const known = new Set(TEMPLATE_PLACEHOLDERS.map((placeholder) => placeholder.name));
  const found = new Set<string>();
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    if (match[1] && !known.has(match[1])) found.add(`{${match[1]}}`);
  }
  return [...found];
}

/** The link and decoded message for a phone and a template, through core's only builder. */
export function whatsappPreview(
  phone: string,
  template: string,
  companyName: string,
): WhatsAppPreview {
  const url = buildWhatsAppLink(phone, template, previewValues(companyName));
  const localDigits = phone.replace(/\D/g, '').length;
  return {
    url,
    message: new URL(url).searchParams.get('text') ?? '',
    number: normalizeWhatsAppNumber(phone),
    formattedNumber: formatWhatsAppNumber(phone),
    validNumber: localDigits >= 10 && localDigits <= 13,
    unknownPlaceholders: unknownPlaceholders(template),
  };
}
