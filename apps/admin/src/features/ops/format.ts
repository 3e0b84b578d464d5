/**
 * Numbers and "how long ago" as the owner reads them, in pt-BR. Dates themselves are written by
 * `@oficina/core` (dates.ts), the one formatter of the product; re-exported here for the panel.
 */

export { formatDateTime, formatLongDateTime, formatShortDate } from '@oficina/core';

const numberFormat = new Intl.NumberFormat('pt-BR');
const relativeFormat = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "agora", "há 5 minutos", "ontem", "há 3 semanas" — for recent things on the dashboard. */
export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '—';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'agora';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'agora';
}

/** "1.234" */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 mensagem", "1.234 mensagens", "0 mensagens". */
export function formatCount(value: number, singular: string, plural: string): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}
