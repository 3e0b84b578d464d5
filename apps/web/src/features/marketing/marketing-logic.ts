import { isOfferValid, type OfferBanner } from '@oficina/core';

/** Next index of a rotating list (wraps; a list of 0 or 1 stays at 0). */
export function nextIndex(index: number, length: number): number {
  return length <= 1 ? 0 : (index + 1) % length;
}

/**
 * Advances an index every `intervalMs` through `length` items. Nothing is scheduled for a
 * single item. Returns a stop function.
 */
export function startRotation(
  length: number,
  intervalMs: number,
  onChange: (index: number) => void,
  start = 0,
): () => void {
  if (length <= 1 || intervalMs <= 0) return () => {};
  let index = start % length;
  const timer = setInterval(() => {
    index = nextIndex(index, length);
    onChange(index);
  }, intervalMs);
  return () => clearInterval(timer);
}

/** "01:00:00" — hours always shown (a countdown runs for at most 48 hours). */
export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

export type CtaTarget =
  | { kind: 'path'; path: string }
  | { kind: 'url'; url: string }
  | { kind: 'whatsapp'; message: string };

/** cta_action is a site path (/contato), an http(s) address, or else a WhatsApp message. */
export function resolveCta(action: string): CtaTarget {
  const value = action.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'path', path: value };
  if (/^https?:\/\//i.test(value)) return { kind: 'url', url: value };
  return { kind: 'whatsapp', message: value };
}

/** "31/12/2024" from "2024-12-31". */
export function formatDateBr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

/**
 * The day the marketing clocks count to: the offer's last day while it is switched on and still
 * running, otherwise null (no offer, no clock).
 */
export function runningOfferDay(
  offer: Pick<OfferBanner, 'active' | 'valid_until'> | null | undefined,
  now: Date,
): string | null {
  return offer?.active && isOfferValid(offer, now) ? offer.valid_until : null;
}
