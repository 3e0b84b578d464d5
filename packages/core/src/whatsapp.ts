/** Country code prefixed to every WhatsApp number: the workshop and its customers are in Brazil. */
export const DEFAULT_COUNTRY_CODE = '55';

/** Digits only, with Brazil's country code in front unless it is already there. */
export function normalizeWhatsAppNumber(phone: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return '';
  // A Brazilian number has 10 or 11 digits (area code + number); longer ones already carry the country code.
  if (digits.startsWith(countryCode) && digits.length > 11) return digits;
  return `${countryCode}${digits}`;
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function fillTemplate(
  template: string,
  values: Record<string, string | number | undefined>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The one builder of wa.me links for the whole product. */
export function buildWhatsAppLink(
  phone: string,
  message?: string,
  values: Record<string, string | number | undefined> = {},
): string {
  const number = normalizeWhatsAppNumber(phone);
  const base = `https://wa.me/${number}`;
  if (!message) return base;
  return `${base}?text=${encodeURIComponent(fillTemplate(message, values))}`;
}
